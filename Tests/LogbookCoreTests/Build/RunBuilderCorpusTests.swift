import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookAnalysis
@testable import LogbookModel

/// The run builder on real exported tracks (MIT-licensed copies in Fixtures/xml), read by a
/// deliberately minimal line scanner so that these tests do not depend on the GPX reader.
final class RunBuilderCorpusTests: XCTestCase {
    static let garminDistance = 12_820.27
    static let garminMoving = 5492.0
    static let fixtures = TestPaths.fixtures.appendingPathComponent("xml")

    /// The `<trkpt>` points of a one-segment GPX file whose elements sit one per line.
    func points(_ name: String) throws -> [TrackPoint] {
        try points(at: Self.fixtures.appendingPathComponent(name))
    }

    /// The shared corpus (GPL/AGPL files are read there, never copied).
    static let sharedCorpus = TestPaths.sharedCorpus

    /// The points of a shared-corpus GPX file, or a skip when the corpus is absent.
    func sharedPoints(_ path: String) throws -> [TrackPoint] {
        let url = try SharedCorpus.url(path)
        return try points(at: url)
    }

    /// The `<trkpt>` points of a one-segment GPX file whose elements sit one per line.
    func points(at url: URL) throws -> [TrackPoint] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let whole = ISO8601DateFormatter()
        func value(_ line: Substring, _ tag: String) -> String? {
            guard let open = line.range(of: tag + ">"), let close = line.range(of: "</", range: open.upperBound..<line.endIndex) else { return nil }
            return String(line[open.upperBound..<close.lowerBound])
        }
        func attribute(_ line: Substring, _ name: String) -> Double? {
            guard let open = line.range(of: name + "=\"") else { return nil }
            guard let close = line[open.upperBound...].firstIndex(of: "\"") else { return nil }
            return Double(line[open.upperBound..<close])
        }
        var result: [TrackPoint] = []
        var current: TrackPoint?
        for line in text.split(whereSeparator: \.isNewline) {
            if line.contains("<trkpt") {
                current = TrackPoint(lat: attribute(line, "lat") ?? .nan, lon: attribute(line, "lon") ?? .nan)
            } else if line.contains("</trkpt>"), let point = current {
                result.append(point)
                current = nil
            } else if current != nil {
                if let text = value(line, "<ele") { current?.ele = Double(text) ?? .nan }
                if let text = value(line, "<time") {
                    let date = fractional.date(from: text) ?? whole.date(from: text)
                    current?.timestamp = date?.timeIntervalSince1970 ?? .nan
                }
                if let text = value(line, ":hr") { current?.hr = Float(text) ?? .nan }
                if let text = value(line, ":cad") { current?.cadence = Float(text) ?? .nan }
            }
        }
        return result
    }

    func testGarminSmartRecordingRunIsAlmostAllMoving() throws {
        let points = try points("garmin-connect-run-ns3-hr-cad.gpx")
        XCTAssertEqual(points.count, 988)
        let activity = ParsedActivity(format: "gpx", name: "casual stroll", rawSport: "running", segments: [points])
        let built = try XCTUnwrap(RunBuilder.build(activity, zone: try XCTUnwrap(TimeZone(identifier: "America/Los_Angeles")), thresholds: .standard))
        let run = built.run
        XCTAssertEqual(run.startUTC, 1_501_339_595)  // 2017-07-29T14:46:35Z
        XCTAssertEqual(run.utcOffset, -7 * 3600)
        XCTAssertEqual(run.elapsed, 5498)  // 91.6 min
        let moving = try XCTUnwrap(run.moving)
        XCTAssertGreaterThan(moving, 0.95 * 5498, "moving \(moving)")
        XCTAssertEqual(try XCTUnwrap(run.distance), Self.garminDistance, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(run.moving), Self.garminMoving, accuracy: 1)
        XCTAssertEqual(built.splits.count, Int((Self.garminDistance / 1000).rounded(.up)))
        XCTAssertEqual(run.pace.status, .ok)
        XCTAssertEqual(built.samples.count, 988)
        XCTAssertEqual(built.warnings, [])
    }

    func testOpenTracksWalkAgreesWithItsOwnStatistics() throws {
        // The app states Distance 1090 m, MovingTime 664 s, TimerTime 763 s; hr is 0 everywhere.
        let points = try points("opentracks-walk-utc-offset-hr-zero.gpx")
        XCTAssertEqual(points.count, 104)
        let activity = ParsedActivity(format: "gpx", rawSport: "unknown", segments: [points], statedOffset: 7200)
        let built = try XCTUnwrap(RunBuilder.build(activity, zone: try XCTUnwrap(TimeZone(identifier: "UTC")), thresholds: .standard))
        let run = built.run
        // `unknown` states no sport: 1.71 m/s is a walk.
        XCTAssertEqual(run.sport, "walking")
        XCTAssertEqual(run.sportSource, .inferred)
        XCTAssertEqual(run.utcOffset, 7200)
        XCTAssertNil(run.averageHeartRate)
        XCTAssertNil(run.maxHeartRate)
        XCTAssertEqual(try XCTUnwrap(run.distance), 1090, accuracy: 40)
        XCTAssertEqual(try XCTUnwrap(run.moving), 664, accuracy: 60)
        // Our own numbers, pinned (compute.py agrees): 1088.4 m, 637.7 s moving of 760.7 s
        // elapsed, 31 m climbed. The distance keeps the slow steps the old per-step rule
        // dropped (1060.3 m): now 1.6 m short of the app's own 1090 m.
        XCTAssertEqual(try XCTUnwrap(run.distance), 1088.39, accuracy: 0.1)
        XCTAssertEqual(try XCTUnwrap(run.moving), 637.71, accuracy: 0.1)
        XCTAssertEqual(try XCTUnwrap(run.elapsed), 760.71, accuracy: 0.01)
        XCTAssertEqual(run.elevationGain, 31)
    }

    func testStravaAndroidRunWithNumericType() throws {
        // AGPL-3.0: read from ../shared/corpus. 1038 points at 1-2 s, one 12 s gap, 32.6 min.
        let points = try sharedPoints("gpx/strava-android-run-hr-cad.gpx")
        XCTAssertEqual(points.count, 1038)
        let activity = ParsedActivity(format: "gpx", rawSport: "9", segments: [points])
        let built = try XCTUnwrap(RunBuilder.build(activity, zone: try XCTUnwrap(TimeZone(identifier: "Europe/Paris")), thresholds: .standard))
        XCTAssertEqual(built.run.sport, "running")
        XCTAssertEqual(built.run.startUTC, 1_489_942_170)  // 2017-03-19T16:49:30Z
        XCTAssertEqual(built.run.utcOffset, 3600)
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 4589.18, accuracy: 0.1)  // compute.py: 4589.2
        XCTAssertEqual(built.run.elapsed, 1958)
        XCTAssertEqual(built.run.moving, 1948)
        XCTAssertEqual(try XCTUnwrap(built.run.pace.secondsPerKm), 424.48, accuracy: 0.01)
        XCTAssertEqual(built.run.maxHeartRate, 176)
        XCTAssertEqual(try XCTUnwrap(built.run.averageHeartRate), 145.43, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(built.run.elevationGain), 25.2, accuracy: 0.01)
        XCTAssertEqual(built.splits.count, 5)
        XCTAssertEqual(try XCTUnwrap(built.splits.last).distance, 589.18, accuracy: 0.1)
        XCTAssertEqual(built.warnings, [])
    }

    func testSuuntoRunLosesItsPauseInsideOneSegment() throws {
        // AGPL-3.0: read from ../shared/corpus. 1592 points, one segment, a 297 s pause.
        let points = try sharedPoints("gpx/suunto-movescount-run-gpxdata-cadence.gpx")
        XCTAssertEqual(points.count, 1592)
        let activity = ParsedActivity(format: "gpx", segments: [points])
        let built = try XCTUnwrap(RunBuilder.build(activity, zone: try XCTUnwrap(TimeZone(identifier: "Europe/Paris")), thresholds: .standard))
        // Gaps over 60 s add up to 1701 s here, all at 0.03-0.43 m/s (stops on a mountain run).
        XCTAssertEqual(built.run.elapsed, 6548)
        XCTAssertEqual(built.run.moving, 4838)
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 12_264.65, accuracy: 0.1)  // compute.py: 12264.7
        XCTAssertEqual(try XCTUnwrap(built.run.elevationGain), 528, accuracy: 0.5)  // 563 m unsmoothed
        XCTAssertNil(built.run.averageCadence)
        XCTAssertEqual(built.splits.count, 13)
    }

    func testThreeHundredSixtyThousandPointsStayLinear() throws {
        // 100 h at 1 Hz in 10 segments: must finish well within a second in release builds;
        // the bound here is loose enough for a debug build on a busy machine.
        let metresPerDegree = Geo.earthRadius * Double.pi / 180
        var segments: [[TrackPoint]] = []
        for segment in 0..<10 {
            var points: [TrackPoint] = []
            points.reserveCapacity(36_000)
            for second in 0..<36_000 {
                let t = Double(segment * 40_000 + second)
                points.append(TrackPoint(timestamp: 1e9 + t, lat: 3 * t / metresPerDegree, lon: 5, ele: 100, hr: 150, cadence: 170))
            }
            segments.append(points)
        }
        let (building, seconds) = ThreadProcessorTime.measure {
            RunBuilder.build(ParsedActivity(format: "gpx", segments: segments), zone: TimeZone(secondsFromGMT: 0) ?? .current, thresholds: .standard)
        }
        let built = try XCTUnwrap(building)
        XCTAssertEqual(built.samples.count, 360_000)
        XCTAssertEqual(try XCTUnwrap(built.run.moving), 359_990, accuracy: 0.001)
        XCTAssertLessThan(seconds, 20, "processor seconds")
    }
}
