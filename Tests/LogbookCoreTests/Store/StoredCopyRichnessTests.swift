import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookStore

/// The stored copy of a run is ranked on what it really holds: `findDuplicate` reads back
/// whether its file stated the UTC offset and device totals, so that a copy with them stays
/// over a later one without them that only has more samples.
final class StoredCopyRichnessTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private let utc = TimeZone(identifier: "UTC")!

    /// 10 min due north at 3 m/s from 2024-05-02 08:00 UTC, a point every `step` seconds;
    /// with the watch's totals and its +02:00 offset when `fromTheWatch`.
    private func copy(step: Int, fromTheWatch: Bool) -> ParsedActivity {
        var activity = SyntheticTracks.northRun(start: 1_714_636_800, legs: [(600, 3, 150)], name: "Morning Run")
        if step > 5 {
            activity.points = ActivityPoints(segments: [activity.segments[0].enumerated().filter { $0.offset % (step / 5) == 0 }.map(\.element)])
        }
        activity.statedOffset = fromTheWatch ? 7200 : nil
        if fromTheWatch { activity.summary = ActivitySummary(distance: 1_800, elapsed: 600, moving: 600) }
        return activity
    }

    private func built(_ activity: ParsedActivity) throws -> BuiltRun {
        try RunBuilder.build(activity, zone: utc, thresholds: .standard, file: "test")
    }

    func testTheStoredOffsetFlagAndDeviceTotalsAreReadBackAndUnknownForOldRows() throws {
        let database = try CleanupFixtures.database(in: folder)
        let watch = try built(copy(step: 5, fromTheWatch: true))
        XCTAssertEqual(watch.run.offsetIsStated, true)
        XCTAssertEqual(watch.run.device.distance, 1_800)
        _ = try RunStore(database: database).insert(watch, fileID: nil, importedAt: 1)
        let match = try XCTUnwrap(try RunStore(database: database).findDuplicate(of: watch.run))
        XCTAssertEqual(match.richness.hasStatedOffset, true)
        XCTAssertEqual(match.richness.hasDeviceTotals, true)
        XCTAssertEqual(match.richness.sampleCount, 121)
        XCTAssertEqual(match.richness.format, "gpx")

        let other = try CleanupFixtures.database(in: folder, name: "phone.sqlite")
        let phone = try built(copy(step: 5, fromTheWatch: false))
        _ = try RunStore(database: other).insert(phone, fileID: nil, importedAt: 1)
        let phoneMatch = try XCTUnwrap(try RunStore(database: other).findDuplicate(of: phone.run))
        XCTAssertEqual(phoneMatch.richness.hasStatedOffset, false)
        XCTAssertEqual(phoneMatch.richness.hasDeviceTotals, false)

        // A row written before either was recorded cannot tell: both unknown.
        let old = try CleanupFixtures.database(in: folder, name: "old.sqlite")
        try CleanupFixtures.insertRaw(
            old, id: 1, start: 1_714_636_800, distance: 1_800, elapsed: 600, moving: 600, pace: 333.3, status: "ok")
        let oldMatch = try XCTUnwrap(try RunStore(database: old).findDuplicate(of: phone.run))
        XCTAssertNil(oldMatch.richness.hasStatedOffset)
        XCTAssertNil(oldMatch.richness.hasDeviceTotals)
    }

    func testTheWatchsCopyWithFewerSamplesStaysOverThePhonesInEitherOrder() throws {
        let watch = try built(copy(step: 10, fromTheWatch: true))
        let phone = try built(copy(step: 5, fromTheWatch: false))
        XCTAssertLessThan(watch.sampleList.count, phone.sampleList.count)
        for (label, first, second, replaces) in [("watch first", watch, phone, false), ("phone first", phone, watch, true)] {
            let database = try CleanupFixtures.database(in: folder, name: "\(label).sqlite")
            let store = RunStore(database: database)
            _ = try store.insert(first, fileID: nil, importedAt: 1)
            let match = try XCTUnwrap(try store.findDuplicate(of: second.run), label)
            XCTAssertEqual(RunRichness(second).isRicher(than: match.richness), replaces, label)
        }
    }

    func testAGPXStatingItsOffsetStaysOverALaterGPXInUTCWithTwiceTheSamples() throws {
        func gpx(step: Int, zone: TimeZone) -> ImportInput {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = zone
            let points = GeneratedRuns.points(legs: [(600, 3)]).enumerated().filter { $0.offset % step == 0 }.map(\.element)
            var text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>

                """
            for point in points {
                text += "<trkpt lat=\"\(String(format: "%.7f", point.lat))\" lon=\"8.0000000\"><time>"
                    + formatter.string(from: Date(timeIntervalSince1970: point.time)) + "</time></trkpt>\n"
            }
            text += "</trkseg></trk></gpx>\n"
            return ImportInput(data: Data(text.utf8), displayName: "step-\(step).gpx")
        }
        let stated = gpx(step: 2, zone: try XCTUnwrap(TimeZone(secondsFromGMT: 7200)))
        let plain = gpx(step: 1, zone: utc)
        let importer = Importer(options: ImportOptions(zone: utc))
        for (label, order, statuses) in [
            ("stated first", [stated, plain], [FileImportStatus.imported, .duplicate]),
            ("utc first", [plain, stated], [.imported, .upgraded]),
        ] {
            let database = try CleanupFixtures.database(in: folder, name: "\(label).sqlite")
            XCTAssertEqual(try order.map { try importer.importFile($0, into: database).status }, statuses, label)
            XCTAssertEqual(
                try SampleRows.rows(database, "SELECT utc_offset_s, utc_offset_stated, (SELECT count(*) FROM samples) FROM runs"),
                [[.integer(7200), .integer(1), .integer(301)]], label)
        }
    }
}
