import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookStore

/// The one save path (`RunStore.save`), the one analysis step (`RunAnalysis`) and the
/// registry of child tables (`RunChildTable`) they share.
final class RunSaveTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private let utc = TimeZone(identifier: "UTC") ?? .current

    /// A 10-minute run at 3 m/s with a heart rate of 150: 1.8 km, 121 samples.
    private func built(minutes: Int = 10) throws -> BuiltRun {
        try RunBuilder.build(
            CleanupFixtures.northRun(start: 1_717_198_200, legs: [(minutes * 60, 3, 150)]),
            zone: utc, thresholds: .standard, file: "watch.gpx")
    }

    func testEachKindWritesItsColumns() throws {
        let run = try built().run
        XCTAssertEqual(RunSave.new(fileID: 1, importedAt: 5).columns(of: run), RunColumn.ordered)
        XCTAssertEqual(RunSave.trimmed(runID: 3).columns(of: run), RunColumn.ordered.filter(\.isMeasurement))
        let rebuilt = RunSave.rebuilt(runID: 3, keepDetails: false).columns(of: run)
        XCTAssertTrue(rebuilt.contains(.sport) && rebuilt.contains(.timeZone) && rebuilt.contains(.distance))
        XCTAssertFalse(rebuilt.contains(.name) || rebuilt.contains(.importedAt))
        let refreshed = RunSave.refreshed(runID: 3).columns(of: run)
        XCTAssertFalse(refreshed.contains(.id) || refreshed.contains(.name) || refreshed.contains(.gear))
        XCTAssertTrue(refreshed.contains(.sport) && refreshed.contains(.startUTC))
        // A copy without a name never erases one: its empty words are not written.
        var unnamed = run
        unnamed.name = nil
        let copy = RunSave.betterCopy(runID: 3, fileID: 2, importedAt: 9)
        XCTAssertFalse(copy.columns(of: unnamed).contains(.name))
        XCTAssertFalse(copy.columns(of: unnamed).contains(.id))
        unnamed.name = "Hill repeats"
        XCTAssertTrue(copy.columns(of: unnamed).contains(.name))
        XCTAssertFalse(RunSave.rebuilt(runID: 3, keepDetails: true).replacesDetails)
        XCTAssertTrue(RunSave.rebuilt(runID: 3, keepDetails: false).replacesDetails)
        XCTAssertTrue(copy.resolvesGear)
        XCTAssertFalse(RunSave.trimmed(runID: 3).resolvesGear)
    }

    func testTheAnalysisDerivesWhatItStoresFromTheCacheOrTheSamples() throws {
        let built = try built()
        var uncached = built
        uncached.foundDerivations = FoundDerivations()
        let cached = try RunAnalysis.analyze(built, thresholds: .standard)
        let derived = try RunAnalysis.analyze(uncached, thresholds: .standard)
        XCTAssertEqual(cached.efforts, derived.efforts)
        XCTAssertEqual(cached.heartRates, derived.heartRates)
        // 1.8 km at 3 m/s: the best 1 km takes 333 s; 600 s of heart rate, all at 150 bpm.
        let kilometre = try XCTUnwrap(derived.efforts.first { $0.distance == 1000 })
        XCTAssertEqual(kilometre.time, 1000.0 / 3, accuracy: 1)
        XCTAssertEqual(kilometre.status, .ok)
        XCTAssertEqual(derived.heartRates.believedSeconds, 600, accuracy: 0.001)
        XCTAssertEqual(derived.heartRates.secondsByBPM[150], 600, accuracy: 0.001)
    }

    func testSavingOverARunReplacesEveryChildTable() throws {
        let database = try folder.migratedLogbook()
        try database.configure()
        let long = try RunAnalysis.analyze(built(minutes: 10), thresholds: .standard)
        let short = try RunAnalysis.analyze(built(minutes: 4), thresholds: .standard)
        let store = RunStore(database: database)
        let id = try database.inTransaction { try store.save(long, .new(fileID: nil, importedAt: 1_740_000_000)) }
        func count(_ table: String) throws -> Int64? {
            try SampleRows.scalar(database, "SELECT count(*) FROM \(table) WHERE run_id = ?", [.integer(id)]).int64Value
        }
        XCTAssertEqual(try count("samples"), 121)
        XCTAssertEqual(try count("splits"), 2)
        XCTAssertEqual(try count("run_heart_rates"), 1)
        try database.inTransaction { _ = try store.save(short, .trimmed(runID: id)) }
        XCTAssertEqual(try count("samples"), 49)
        XCTAssertEqual(try count("splits"), 1)
        XCTAssertEqual(try count("best_efforts"), Int64(short.efforts.count))
        XCTAssertEqual(try count("run_heart_rates"), 1)
        XCTAssertEqual(
            try database.scalar("SELECT distance_m FROM runs WHERE id = ?", [.integer(id)]).doubleValue ?? 0,
            720, accuracy: 0.5)
        // Keeping the details writes the totals alone.
        try database.inTransaction { _ = try store.save(long, .rebuilt(runID: id, keepDetails: true)) }
        XCTAssertEqual(try count("samples"), 49)
        XCTAssertEqual(
            try database.scalar("SELECT distance_m FROM runs WHERE id = ?", [.integer(id)]).doubleValue ?? 0,
            1800, accuracy: 0.5)
    }

    /// A table keyed on a run's id that the registry does not list would keep rows of a
    /// replaced run: every such table of the schema is a child table, a twin or the sources.
    func testEveryTableKeyedOnARunIsRegistered() throws {
        let database = try folder.migratedLogbook()
        let tables = try database.rows("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { $0[0].stringValue }
        let keyed = try tables.filter { table in
            try database.rows("SELECT name FROM pragma_table_info(?)", [.text(table)]).contains { $0[0].stringValue == "run_id" }
        }
        let twins = Set(TwinTable.all.map(\.name))
        // The history of edits is no detail of a copy: a replaced copy keeps it.
        let registered = Set(RunChildTable.all.map(\.name)).union(twins).union([RunSourceColumn.table, RunEditColumn.table])
        XCTAssertEqual(Set(keyed).subtracting(registered), [], "tables keyed on run_id missing from RunChildTable")
        XCTAssertEqual(RunChildTable.all.map(\.name), ["splits", "sample_chunks", "best_efforts", "run_heart_rates", "run_tiles", "route_runs", "segment_efforts"])
        XCTAssertEqual(
            TwinTable.quarantine.map(\.name),
            ["quarantined_runs", "quarantined_splits", "quarantined_sample_chunks", "quarantined_best_efforts", "quarantined_run_tiles", RunSourceTables.quarantineTwin])
    }
}

/// Typed row decoding (`FetchableRow`): values are read by column name, so the order of a
/// SELECT does not matter.
final class FetchableRowTests: XCTestCase {
    func testRowsAreReadByNameWhateverTheirOrder() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try folder.migratedLogbook()
        let applied = try Migrator().applied(in: database)
        XCTAssertEqual(applied.map(\.number), Migration.embedded.map(\.number))
        let reordered = try database.fetchAll(
            AppliedMigration.self, "SELECT applied_at, checksum, name, number FROM logbook_migrations ORDER BY number")
        XCTAssertEqual(reordered, applied)
        XCTAssertNil(try database.fetchOne(AppliedMigration.self, "SELECT * FROM logbook_migrations WHERE number = 0"))
        let words = try database.fetchOne(
            RunWords.self, "SELECT 1 AS commute, 'Pegasus' AS gear, NULL AS description, 'Tempo' AS name")
        XCTAssertEqual(words, RunWords(name: "Tempo", gear: "Pegasus", commute: true))
    }
}
