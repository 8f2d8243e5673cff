import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

/// The best efforts and heart-rate summary derived where a file is built (on the worker
/// thread) are the ones the store would derive itself from the samples as stored, and they
/// never go stale.
final class FoundDerivationsTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// 20 min at 3 m/s, 10 min at 4 m/s, 20 min at 2.5 m/s: the best 1 km is inside the
    /// 4 m/s leg (250 s), the best 5 km spans legs.
    private func built() throws -> BuiltRun {
        let data = EffortTracks.gpx(EffortTracks.points(legs: [(1200, 3), (600, 4), (1200, 2.5)]))
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current))
        return try XCTUnwrap(try importer.build(ImportInput(data: data, displayName: "legs.gpx"), shouldContinue: { true }).runs.first)
    }

    /// The stored `best_efforts` rows of `built` stored as it is.
    private func storedEfforts(_ built: BuiltRun, name: String) throws -> [[SQLiteValue]] {
        let database = try CleanupFixtures.database(in: folder, name: name)
        let id = try database.inTransaction { try RunStore(database: database).insert(built, fileID: nil, importedAt: 0) }
        return try database.rows(
            "SELECT distance_m, time_s, starts_at_m, start_offset_s, status, measured_by FROM best_efforts WHERE run_id = ? ORDER BY distance_m",
            [.integer(id)])
    }

    func testTheBuildFindsTheEffortsTheStoreWouldFind() throws {
        let built = try built()
        let found = try XCTUnwrap(built.foundDerivations.efforts)
        let kilometre = try XCTUnwrap(found.first { $0.distance == 1000 })
        XCTAssertEqual(kilometre.time, 250, accuracy: 1)
        XCTAssertFalse(kilometre.fromDevice)
        XCTAssertEqual(found.map(\.distance), RecordDistance.standard.map(\.metres).filter { $0 <= 9_000 })

        var unfound = built
        unfound.foundDerivations = FoundDerivations()
        XCTAssertNil(unfound.foundDerivations.efforts)
        let fromCache = try storedEfforts(built, name: "cached.sqlite")
        let fromStore = try storedEfforts(unfound, name: "store.sqlite")
        XCTAssertEqual(fromCache.count, found.count)
        XCTAssertEqual(fromCache, fromStore)
        XCTAssertEqual(fromCache.first { $0[0].doubleValue == 1000 }?[1].doubleValue ?? 0, 250, accuracy: 1)
    }

    func testNewSamplesDropTheCacheAndTheCacheNeverTellsRunsApart() throws {
        var built = try built()
        let original = built
        XCTAssertNotNil(built.foundDerivations.efforts)
        built.foundDerivations = FoundDerivations()
        XCTAssertEqual(built, original)
        built = original
        built.samples = Array(original.samples.prefix(100))
        XCTAssertNil(built.foundDerivations.efforts)
        XCTAssertEqual(built.samples.count, 100)
    }

    /// Half an hour at 1 Hz with a heart rate climbing 120 to 159 bpm and starting again.
    private func heartRateGPX() -> Data {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:t="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <trk><type>running</type><trkseg>

            """
        for second in 0..<1800 {
            text += "<trkpt lat=\"\(47 + Double(second) * 0.00003)\" lon=\"8\"><time>2024-05-02T06:\(String(format: "%02d", second / 60)):\(String(format: "%02d", second % 60))Z</time>"
                + "<extensions><t:TrackPointExtension><t:hr>\(120 + second % 40)</t:hr></t:TrackPointExtension></extensions></trkpt>\n"
        }
        return Data((text + "</trkseg></trk></gpx>\n").utf8)
    }

    func testTheHeartRateSummaryIsDerivedBesideTheBuildOnlyForSamplesHeldInMemory() throws {
        let input = ImportInput(data: heartRateGPX(), displayName: "hr.gpx")
        let utc = TimeZone(identifier: "UTC") ?? .current
        let built = try XCTUnwrap(try Importer(options: ImportOptions(zone: utc)).build(input, shouldContinue: { true }).runs.first)
        XCTAssertTrue(built.sampleList.isHeldInMemory)
        let summary = try XCTUnwrap(built.foundDerivations.heartRates)
        XCTAssertEqual(summary, RunAnalysis.heartRates(of: built.sampleList))
        XCTAssertEqual(summary.span, 1799)
        XCTAssertEqual(summary.secondsByBPM[139], 45, accuracy: 1, "1,800 s over 40 bpm: about 45 s at each")
        XCTAssertNotNil(built.foundDerivations.efforts)
        var uncached = built
        uncached.foundDerivations = FoundDerivations()
        XCTAssertEqual(try RunAnalysis.analyze(built, thresholds: .standard), try RunAnalysis.analyze(uncached, thresholds: .standard))
        XCTAssertEqual(try RunAnalysis.analyze(built, thresholds: .standard).heartRates, summary)

        // Spilled to a temporary file: the efforts only; the storing thread derives the summary.
        var options = ImportOptions(zone: utc)
        options.spooling = SpoolSettings(memoryLimit: 100)
        let spilled = try XCTUnwrap(try Importer(options: options).build(input, shouldContinue: { true }).runs.first)
        XCTAssertFalse(spilled.sampleList.isHeldInMemory)
        XCTAssertNotNil(spilled.foundDerivations.efforts)
        XCTAssertNil(spilled.foundDerivations.heartRates)
        XCTAssertEqual(try RunAnalysis.analyze(spilled, thresholds: .standard).heartRates, summary)
    }
}
