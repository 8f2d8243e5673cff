import Foundation
import XCTest

/// Hostile track points: impossible coordinates and times, duplicates, odd segments.
/// Files with some usable points are imported with a warning, and the stored numbers
/// show exactly which points were kept; files with none are rejected with the line.
final class HostilePointTests: HostileImportTestCase {
    private typealias F = HostileFiles

    /// The three standard points with the middle one's coordinates replaced: the middle
    /// point is skipped, the two others (222.39 m and 60 s apart) make the run.
    private func assertMiddlePointSkipped(lat: String?, lon: String?, name: String, line: UInt = #line) throws {
        let text = F.gpx(F.threePoints(middle: F.point(lat: lat, lon: lon, time: "2024-05-02T06:00:30Z")))
        let stored = try assertImported(F.utf8(text), as: name, warnings: ["skipped 1 point with invalid coordinates"], line: line)
        XCTAssertEqual(stored.samples, 2, line: line)
        XCTAssertEqual(try XCTUnwrap(stored.distance, line: line), 222.39, accuracy: 0.01, line: line)
        XCTAssertEqual(stored.elapsed, 60, line: line)
        XCTAssertEqual(stored.moving, 60, line: line)
        XCTAssertEqual(stored.paceStatus, "ok", line: line)
    }

    // MARK: - Coordinates

    func testLatitude91() throws { try assertMiddlePointSkipped(lat: "91", lon: "8.0", name: "lat91.gpx") }
    func testLongitude180_5() throws { try assertMiddlePointSkipped(lat: "47.001", lon: "180.5", name: "lon180.gpx") }
    func testNaNCoordinate() throws { try assertMiddlePointSkipped(lat: "nan", lon: "8.0", name: "nan.gpx") }
    func testInfiniteCoordinate() throws { try assertMiddlePointSkipped(lat: "47.001", lon: "inf", name: "inf.gpx") }
    func testHexFloatCoordinate() throws { try assertMiddlePointSkipped(lat: "0x1p3", lon: "8.0", name: "hex.gpx") }
    func testEmptyCoordinates() throws { try assertMiddlePointSkipped(lat: "", lon: "", name: "empty-coordinates.gpx") }
    func testMissingCoordinates() throws { try assertMiddlePointSkipped(lat: nil, lon: nil, name: "no-coordinates.gpx") }
    func testDecimalCommaCoordinate() throws { try assertMiddlePointSkipped(lat: "45,5", lon: "8.0", name: "comma.gpx") }

    // MARK: - Times

    func testNoTimesAtAll() throws {
        let text = F.gpx(F.point(lat: "47.000", time: nil) + F.point(lat: "47.001", time: nil) + F.point(lat: "47.002", time: nil))
        try assertRejected(
            F.utf8(text), as: "no-times.gpx", line: 4,
            reason: "no timed track points (3 points without a usable time, the first has no <time>)")
    }

    func testSomeTimes() throws {
        let text = F.gpx(F.threePoints(middle: F.point(lat: "47.001", time: nil)))
        let stored = try assertImported(F.utf8(text), as: "some-times.gpx", warnings: ["skipped 1 point without a usable time"])
        XCTAssertEqual(stored.samples, 2)
        XCTAssertEqual(try XCTUnwrap(stored.distance), 222.39, accuracy: 0.01)
        XCTAssertEqual(stored.elapsed, 60)
    }

    func testAllPointsAtOneInstant() throws {
        let time = "2024-05-02T06:00:00Z"
        let text = F.gpx(F.point(lat: "47.000", time: time) + F.point(lat: "47.001", time: time) + F.point(lat: "47.002", time: time))
        let stored = try assertImported(F.utf8(text), as: "one-instant.gpx", warnings: [])
        // No time passes: nothing to measure a pace by, and no invented duration.
        XCTAssertEqual(stored.samples, 3)
        XCTAssertNil(stored.elapsed)
        XCTAssertEqual(stored.paceStatus, "no_time")
        XCTAssertEqual(stored.startUTC, 1_714_629_600)
    }

    func testTenHertzPointsSharingASecond() throws {
        // 30 points 1.1 m apart: ten per second, all ten written with the same whole second.
        var points = ""
        for index in 0..<30 {
            points += F.point(lat: String(format: "%.5f", 47 + Double(index) * 0.00001), time: "2024-05-02T06:00:0\(index / 10)Z")
        }
        let stored = try assertImported(F.utf8(F.gpx(points)), as: "10hz.gpx", warnings: [])
        XCTAssertEqual(stored.samples, 30)
        XCTAssertEqual(stored.elapsed, 2)
        XCTAssertEqual(try XCTUnwrap(stored.distance), 29 * 1.11195, accuracy: 0.01)
        XCTAssertEqual(stored.paceStatus, "too_short")
    }

    func testTimesGoingBackwards() throws {
        let text = F.gpx(
            F.threePoints() + F.point(lat: "47.003", time: "2024-05-02T06:00:45Z") + F.point(lat: "47.004", time: "2024-05-02T06:01:30Z"))
        let stored = try assertImported(F.utf8(text), as: "backwards.gpx", warnings: ["skipped 1 point earlier than the point before"])
        XCTAssertEqual(stored.samples, 4)
        XCTAssertEqual(stored.elapsed, 90)
    }

    func testOnePointDatedNineteenYearsLater() throws {
        // A GPS week-rollover glitch in the middle of the run: skipped, the rest kept as it is.
        let text = F.gpx(F.threePoints(middle: F.point(lat: "47.001", time: "2043-12-18T06:00:30Z")))
        let stored = try assertImported(
            F.utf8(text), as: "nineteen-years.gpx",
            warnings: ["skipped 1 point dated in the future (after tomorrow)"])
        XCTAssertEqual(stored.samples, 2)
        XCTAssertEqual(stored.elapsed, 60)
        XCTAssertEqual(try XCTUnwrap(stored.distance), 222.39, accuracy: 0.01)
    }

    func testOnePointNineteenYearsAfterAnOldRun() throws {
        // Both dates are in the past, so only the run builder can tell the glitch: before the
        // fix the run lasted 19 years and broke the schema's CHECK, rejecting the whole file.
        let text = F.gpx(
            F.point(lat: "47.000", time: "2005-05-02T06:00:00Z") + F.point(lat: "47.001", time: "2024-09-16T06:00:30Z")
                + F.point(lat: "47.002", time: "2005-05-02T06:01:00Z") + F.point(lat: "47.003", time: "2005-05-02T06:01:30Z"))
        let stored = try assertImported(
            F.utf8(text), as: "rollover.gpx", warnings: ["skipped 1 point dated more than 7 days away from the rest of the track"])
        XCTAssertEqual(stored.samples, 3)
        XCTAssertEqual(stored.elapsed, 90)
        XCTAssertEqual(stored.startUTC, 1_115_013_600)
    }

    /// One middle point with an impossible date or time (30 February, hour 24, second 60)
    /// or dated after tomorrow is skipped with a warning saying which; the other two stay.
    func testOneUnusableMiddleTimeIsSkippedSayingWhy() throws {
        let untimed = "skipped 1 point without a usable time"
        let cases: [(file: String, time: String, warning: String, elapsed: Double?)] = [
            ("feb30.gpx", "2024-02-30T06:00:30Z", untimed, nil),
            ("hour24.gpx", "2024-05-02T24:00:00Z", untimed, 60),
            ("second60.gpx", "2024-05-02T10:00:60Z", untimed, nil),
            ("one-future.gpx", "2099-05-02T06:00:30Z", "skipped 1 point dated in the future (after tomorrow)", nil),
        ]
        for (index, (file, time, warning, elapsed)) in cases.enumerated() {
            if index > 0 { try startAgain() }
            let text = F.gpx(F.threePoints(middle: F.point(lat: "47.001", time: time)))
            let stored = try assertImported(F.utf8(text), as: file, warnings: [warning])
            XCTAssertEqual(stored.samples, 2, file)
            if let elapsed { XCTAssertEqual(stored.elapsed, elapsed, file) }
        }
    }

    /// A file whose every time is unusable is rejected, naming the first point's line and
    /// quoting its time (cut short when enormous) or saying that it is in the future.
    func testEveryTimeUnusableIsRejectedNamingTheFirst() throws {
        let enormous = "2024-05-02T06:00:00Z\t" + String(repeating: "9", count: 60_000)
        let cases: [(file: String, times: (String, String), reason: String)] = [
            ("all-feb30.gpx", ("2024-02-30T06:00:00Z", "2024-02-30T06:00:30Z"),
             "no timed track points (2 points without a usable time, the first has <time>2024-02-30T06:00:00Z</time>)"),
            ("long-time.gpx", (enormous, enormous),
             "no timed track points (2 points without a usable time, the first has <time>2024-05-02T06:00:00Z?9999999999999999999…</time>)"),
            ("future.gpx", ("2099-05-02T06:00:00Z", "2099-05-02T06:00:30Z"),
             "no timed track points (2 points dated in the future, after tomorrow; the first has <time>2099-05-02T06:00:00Z</time>)"),
        ]
        for (file, times, reason) in cases {
            let text = F.gpx(F.point(lat: "47.000", time: times.0) + F.point(lat: "47.001", time: times.1))
            try assertRejected(F.utf8(text), as: file, line: 4, reason: reason)
        }
    }

    // MARK: - Duplicates and segments

    func testExactDuplicatePoints() throws {
        let middle = F.point(lat: "47.001", time: "2024-05-02T06:00:30Z")
        let stored = try assertImported(F.utf8(F.gpx(F.threePoints(middle: middle + middle + middle))), as: "duplicates.gpx", warnings: [])
        XCTAssertEqual(stored.samples, 5)
        XCTAssertEqual(try XCTUnwrap(stored.distance), 222.39, accuracy: 0.01)
        XCTAssertEqual(stored.elapsed, 60)
        XCTAssertEqual(stored.moving, 60)
    }

    func testEmptySegments() throws {
        let text = F.gpx(segments: ["", F.threePoints(), "", "\n"])
        let stored = try assertImported(F.utf8(text), as: "empty-segments.gpx", warnings: [])
        XCTAssertEqual(stored.samples, 3)
        XCTAssertEqual(try XCTUnwrap(stored.distance), 222.39, accuracy: 0.01)
    }

    func testOnePointPerSegment() throws {
        let text = F.gpx(segments: [
            F.point(lat: "47.000", time: "2024-05-02T06:00:00Z"), F.point(lat: "47.001", time: "2024-05-02T06:00:30Z"),
            F.point(lat: "47.002", time: "2024-05-02T06:01:00Z"),
        ])
        let stored = try assertImported(F.utf8(text), as: "single-point-segments.gpx", warnings: [])
        // Segments are never bridged: no distance can be measured, and no moving time.
        XCTAssertEqual(stored.samples, 3)
        XCTAssertNil(stored.distance)
        XCTAssertEqual(stored.elapsed, 60)
        XCTAssertEqual(stored.moving, 0)
        XCTAssertEqual(stored.paceStatus, "no_time")
        XCTAssertEqual(stored.splits, 0)
    }
}
