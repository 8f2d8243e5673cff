import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

/// The best efforts found where a file is built (on the worker thread) are the ones the
/// store would find itself from the samples as stored, and they never go stale.
final class FoundEffortsTests: XCTestCase {
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
        let found = try XCTUnwrap(built.foundEfforts.efforts)
        let kilometre = try XCTUnwrap(found.first { $0.distance == 1000 })
        XCTAssertEqual(kilometre.time, 250, accuracy: 1)
        XCTAssertFalse(kilometre.fromDevice)
        XCTAssertEqual(found.map(\.distance), RecordDistance.standard.map(\.metres).filter { $0 <= 9_000 })

        var unfound = built
        unfound.foundEfforts = FoundEfforts()
        XCTAssertNil(unfound.foundEfforts.efforts)
        let fromCache = try storedEfforts(built, name: "cached.sqlite")
        let fromStore = try storedEfforts(unfound, name: "store.sqlite")
        XCTAssertEqual(fromCache.count, found.count)
        XCTAssertEqual(fromCache, fromStore)
        XCTAssertEqual(fromCache.first { $0[0].doubleValue == 1000 }?[1].doubleValue ?? 0, 250, accuracy: 1)
    }

    func testNewSamplesDropTheCacheAndTheCacheNeverTellsRunsApart() throws {
        var built = try built()
        let original = built
        XCTAssertNotNil(built.foundEfforts.efforts)
        built.foundEfforts = FoundEfforts()
        XCTAssertEqual(built, original)
        built = original
        built.samples = Array(original.samples.prefix(100))
        XCTAssertNil(built.foundEfforts.efforts)
        XCTAssertEqual(built.samples.count, 100)
    }
}
