import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookStore

/// A best effort lies inside one recording segment: a pause the file records breaks every
/// window, however short it is.
final class BestEffortSegmentTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// 400 s at 2 m/s then 40 s at 5 m/s; paused 40 s where it stopped; then 40 s at 5 m/s
    /// and 400 s at 2 m/s. Across the pause 400 m take 40 + 40 + 40 = 120 s (200 m fast on
    /// each side); inside a segment the best 400 m is 200 m fast and 200 m slow: 40 + 100 =
    /// 140 s.
    private static func segments() -> [[GeneratedRuns.Point]] {
        let start = 1_714_636_800.0
        let first = GeneratedRuns.points(start: start, legs: [(400, 2), (40, 5)])
        let end = first[first.count - 1]
        let second = GeneratedRuns.points(start: end.time + 40, legs: [(40, 5), (400, 2)]).map {
            GeneratedRuns.Point(time: $0.time, lat: end.lat + ($0.lat - 47), lon: $0.lon)
        }
        return [first, second]
    }

    /// The segments as a GPX run, one `<trkseg>` each.
    private static func gpx(_ segments: [[GeneratedRuns.Point]]) -> Data {
        let formatter = ISO8601DateFormatter()
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type>

            """
        for segment in segments {
            text += "<trkseg>\n"
            for point in segment {
                let date = formatter.string(from: Date(timeIntervalSince1970: point.time))
                text += "<trkpt lat=\"\(String(format: "%.7f", point.lat))\" lon=\"\(String(format: "%.7f", point.lon))\"><time>\(date)</time></trkpt>\n"
            }
            text += "</trkseg>\n"
        }
        text += "</trk></gpx>\n"
        return Data(text.utf8)
    }

    func testTheStoredBestEffortIsTheOneInsideASegmentNotTheFasterOneAcrossAPause() throws {
        let database = try CleanupFixtures.database(in: folder)
        let id = try XCTUnwrap(try EffortTracks.importData(Self.gpx(Self.segments()), name: "paused.gpx", into: database).first)
        let samples = try RunQueries(database: database).samples(runID: id)
        XCTAssertEqual(samples.count, 882)
        XCTAssertEqual(samples.map(\.segment), Array(repeating: 0, count: 441) + Array(repeating: 1, count: 441))
        let effort = try XCTUnwrap(try EffortTracks.efforts(id, in: database)["400m"])
        XCTAssertEqual(effort.time, 140, accuracy: 0.1)
        XCTAssertEqual(effort.status, .ok)
        // It ends where the first segment does (from 600 m at 300 s) or starts where the
        // second does (at 1000 m, 480 s): both take 140 s, to the rounding of the positions.
        let start = (effort.startOffset.rounded(), effort.startsAt.rounded())
        XCTAssertTrue(start == (300, 600) || start == (480, 1000), "\(start)")

        // The same samples with their segments unknown (stored before segments were kept):
        // the 40 s step is no recording gap, so only the gap rule is left and the window
        // across the pause wins.
        var finder = BestEffortFinder(distances: [400])
        for sample in samples { finder.add(offsetMs: sample.offsetMs, distanceDm: sample.distanceDm, segment: nil) }
        XCTAssertEqual(try XCTUnwrap(finder.efforts.first).time, 120, accuracy: 0.1)
    }

    func testSamplesOfTwoSegmentsMakeNoWindowWhileTheirSegmentsAreKnown() {
        // 600 m in each of two segments 1 s apart at 3 m/s: no 1 km inside either.
        var finder = BestEffortFinder(distances: [1000])
        for second in 0...400 {
            let segment: Int64 = second <= 200 ? 0 : 1
            finder.add(offsetMs: Int64(second) * 1000, distanceDm: Int64(second) * 30, segment: segment)
        }
        XCTAssertEqual(finder.efforts, [])
        // Unknown segments beside known ones do not break a window.
        var mixed = BestEffortFinder(distances: [1000])
        for second in 0...400 {
            mixed.add(offsetMs: Int64(second) * 1000, distanceDm: Int64(second) * 30, segment: second == 201 ? nil : 0)
        }
        XCTAssertEqual(mixed.efforts.count, 1)
        XCTAssertEqual(mixed.efforts.first?.time ?? 0, 1000.0 / 3, accuracy: 1e-9)
    }
}
