import XCTest

@testable import LogbookCore
@testable import LogbookSQLite
@testable import LogbookStore

/// The declared column lists match the schema the migrations build, and every twin table
/// holds exactly its live table's columns plus its own: a column is declared once.
final class TableColumnsTests: XCTestCase {
    private func migrated() throws -> Database {
        let database = try Database(path: ":memory:")
        try database.configure()
        try Migrator().migrate(database)
        return database
    }

    private func columns(of table: String, in database: Database) throws -> [(name: String, type: String, notNull: Bool)] {
        try database.namedRows("SELECT name, type, \"notnull\" FROM pragma_table_info(?) ORDER BY cid", [.text(table)]).map {
            ($0["name"].stringValue ?? "", $0["type"].stringValue ?? "", $0["notnull"].int64Value == 1)
        }
    }

    func testEachDeclaredListIsItsTablesColumnsInTheMigratedSchema() throws {
        let database = try migrated()
        let lists: [(String, [String])] = [
            (RunColumn.table, RunColumn.names), (SplitColumn.table, SplitColumn.names),
            (SampleChunkColumn.table, SampleChunkColumn.names), (ImportFileColumn.table, ImportFileColumn.names),
            (BestEffortColumn.table, BestEffortColumn.names), (RunSourceColumn.table, RunSourceColumn.names),
            (AthleteSettingColumn.table, AthleteSettingColumn.names), (GearColumn.table, GearColumn.names),
            (GearDefaultColumn.table, GearDefaultColumn.names), (HeartRateSummaryColumn.table, HeartRateSummaryColumn.names),
            (KeptOriginalColumn.table, KeptOriginalColumn.names), (KeptOriginalChunkColumn.table, KeptOriginalChunkColumn.names),
            (RunEditColumn.table, RunEditColumn.names), (RouteColumn.table, RouteColumn.names),
            (RouteRunColumn.table, RouteRunColumn.names), (SegmentColumn.table, SegmentColumn.names),
            (SegmentEffortColumn.table, SegmentEffortColumn.names),
        ]
        for (table, declared) in lists {
            let schema = try columns(of: table, in: database).map(\.name)
            XCTAssertFalse(schema.isEmpty, table)
            XCTAssertEqual(Set(declared), Set(schema), "declare every column of \(table) in its column enum, once")
            XCTAssertEqual(declared.count, schema.count, table)
        }
        XCTAssertEqual(RunColumn.names.count, 39)
        XCTAssertEqual(SplitColumn.names.count, 10)
        XCTAssertEqual(SampleColumn.names.count, 10)
        XCTAssertEqual(SampleChunkColumn.names.count, 8)
    }

    func testEveryTwinTableHoldsItsLiveColumnsWithTheirTypesAndItsOwn() throws {
        let database = try migrated()
        XCTAssertEqual(
            TwinTable.all.map(\.name),
            ["quarantined_runs", "quarantined_splits", "quarantined_sample_chunks", "quarantined_best_efforts",
             "quarantined_run_tiles", "quarantined_run_sources", "trim_originals",
             "trim_original_splits", "trim_original_sample_chunks", "trim_original_best_efforts", "trim_original_run_tiles"])
        for twin in TwinTable.all {
            let schema = try columns(of: twin.name, in: database)
            XCTAssertEqual(Set(schema.map(\.name)), Set(twin.columns), "\(twin.name) must hold \(twin.live)'s columns and its own, no more")
            let types = Dictionary(uniqueKeysWithValues: schema.map { ($0.name, $0.type) })
            for (live, type) in try columns(of: twin.live, in: database).map({ ($0.name, $0.type) }) {
                XCTAssertEqual(types[twin.twinName(of: live)], type, "\(twin.name).\(twin.twinName(of: live)) mirrors \(twin.live).\(live)")
            }
        }
        // The user tables are the live ones, their twins and the bookkeeping: nothing undeclared.
        let declared = Set(
            [RunColumn.table, SplitColumn.table, SampleChunkColumn.table, ImportFileColumn.table, BestEffortColumn.table,
             RunSourceColumn.table, AthleteSettingColumn.table, GearColumn.table, GearDefaultColumn.table,
             HeartRateSummaryColumn.table, KeptOriginalColumn.table, KeptOriginalChunkColumn.table, RunEditColumn.table,
             RouteColumn.table, RouteRunColumn.table, SegmentColumn.table, SegmentEffortColumn.table, RunTileColumn.table,
             SyncPlaceColumn.table, SyncFileColumn.table]
                + TwinTable.all.map(\.name))
        XCTAssertEqual(Set(try database.userTableNames()).subtracting(declared), [Migrator.recordTable])
    }

    func testRowsReadByNameFollowAliasesAndMissingNamesReadAsNull() throws {
        let database = try migrated()
        let row = try XCTUnwrap(database.namedRows("SELECT 1 AS one, 'two' AS two, 3.5").first)
        XCTAssertEqual(row["one"], .integer(1))
        XCTAssertEqual(row["two"], .text("two"))
        XCTAssertEqual(row["3.5"], .real(3.5))
        XCTAssertEqual(row["absent"], .null)
        XCTAssertEqual(row.values, [.integer(1), .text("two"), .real(3.5)])
    }

    func testSQLListsAreBuiltFromTheDeclarations() {
        XCTAssertEqual(
            SampleColumn.sqlList(), "run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm, segment")
        XCTAssertEqual(ImportFileColumn.sqlList([.contentSHA256, .format]), "content_sha256, format")
        XCTAssertEqual(TwinTable.trimOriginals[0].key, "run_id")
        XCTAssertEqual(TwinTable.trimOriginals[0].columns.prefix(2), ["run_id", "start_utc"])
        XCTAssertEqual(TwinTable.quarantine[0].key, "id")
        XCTAssertEqual(TwinTable.quarantine[0].columns.suffix(4), ["quarantined_at", "rule", "detail", "duplicate_of"])
        XCTAssertEqual(RunColumn.ordered.filter(\.isMeasurement).count, 15)
    }
}
