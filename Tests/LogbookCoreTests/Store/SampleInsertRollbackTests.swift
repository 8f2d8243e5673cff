import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookSQLite
@testable import LogbookStore

/// A sample the store refuses (outside `StoredSampleBounds`, the rows table's old CHECKs) ends
/// the whole transaction it was stored in, as a refused chunk does (`INSERT OR ROLLBACK`: no
/// statement journal is kept), so nothing of the run is left, and the caller's rollback finds
/// nothing to undo.
final class SampleInsertRollbackTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    func testARefusedSampleEndsTheWholeTransaction() throws {
        let database = try folder.migratedLogbook()
        try database.configure()
        let built = try RunBuilder.build(
            CleanupFixtures.northRun(start: 1_717_198_200, legs: [(600, 3, 150)]),
            zone: TimeZone(identifier: "UTC") ?? .current, thresholds: .standard, file: "watch.gpx")
        var samples = built.samples
        XCTAssertEqual(samples.count, 121)
        // 95 degrees north: 950,000,000 in 1e-7 degrees, above the latitude's bound.
        samples[70].point.lat = 95
        let refused = BuiltRun(run: built.run, splits: built.splits, samples: samples, warnings: [])
        var endedInside: Bool?
        XCTAssertThrowsError(try database.inTransaction {
            do {
                _ = try RunStore(database: database).insert(refused, fileID: nil, importedAt: 1_740_000_000)
            } catch {
                endedInside = database.isAutocommit
                throw error
            }
        }) { error in
            XCTAssertEqual(error as? SampleWriteError, .outOfBounds(runID: 1, seq: 70, column: "lat_e7", value: 950_000_000))
        }
        XCTAssertEqual(endedInside, true, "the refused row ended the transaction")
        XCTAssertTrue(database.isAutocommit)
        for table in ["runs", "splits", "sample_chunks", "best_efforts"] {
            XCTAssertEqual(try database.scalar("SELECT count(*) FROM \(table)").int64Value, 0, table)
        }
        // The same statements store the run once its samples are sound.
        let id = try database.inTransaction { try RunStore(database: database).insert(built, fileID: nil, importedAt: 1_740_000_000) }
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples WHERE run_id = ?", [.integer(id)]).int64Value, 121)
    }
}
