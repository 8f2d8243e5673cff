import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// The migration that keeps the history of `logbook edit` adds `run_edits`, empty: a run
/// edited before it keeps its words and its edited fields, and has nothing to undo.
final class RunEditHistoryMigrationTests: XCTestCase {
    /// The migration, found by name: its number may change when branches merge.
    private func migration() throws -> Migration {
        try XCTUnwrap(Migrator().migrations.first { $0.name == "run_edit_history" })
    }

    func testUpgradeKeepsEveryEditedRunAsItWasWithNothingToUndo() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("upgrade.sqlite"))
        try database.configure()
        try Migrator().migrate(database, upTo: try migration().number - 1)
        let insert = """
            INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, description, distance_m, pace_status, source,
                              imported_at, edited_fields) VALUES
            """
        try database.execute(insert + "(1, 1714636800, 0, 'running', 'Park loop', 'windy', 5012.5, 'no_distance', 'fit', 0, 'name')")
        try database.execute(insert + "(2, 1714640400, 0, 'walking', NULL, NULL, 3000, 'no_distance', 'gpx', 0, NULL)")
        let before = try database.rows("SELECT * FROM runs ORDER BY id")
        try Migrator().migrate(database)
        // Later migrations add columns (0024's rulings, NULL here): the columns of before stay as they were.
        let width = before.first?.count ?? 0
        XCTAssertEqual(try database.rows("SELECT * FROM runs ORDER BY id").map { Array($0.prefix(width)) }, before)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM run_edits").int64Value, 0)
        XCTAssertNil(try RunEditHistory(database: database).lastEdit(ofRun: 1))
        XCTAssertThrowsError(try RunEditor(database: database).undo(runID: 1)) {
            XCTAssertEqual($0 as? EditError, .nothingToUndo(runID: 1))
        }
        // Its name was set before edits were kept: clearing it empties it, as it did.
        let cleared = try RunEditor(database: database).edit(runID: 1, RunEdit(clear: [.name]))
        XCTAssertEqual(cleared.fields, [.name])
        XCTAssertNil(cleared.after.name)
        XCTAssertEqual(cleared.after.editedFields, [])
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM run_edits WHERE run_id = 1").int64Value, 1)
    }

    func testTheTableRefusesAnUnknownFieldAndAnEditNumberBelowOne() throws {
        let database = try Database(path: ":memory:")
        try database.configure()
        try Migrator().migrate(database)
        let insert = "INSERT INTO run_edits (run_id, edit_seq, field, value, was_edited, edited_at) VALUES "
        XCTAssertThrowsError(try database.execute(insert + "(1, 1, 'distance', 5000, 0, 0)"))
        XCTAssertThrowsError(try database.execute(insert + "(1, 0, 'name', 'x', 0, 0)"))
        XCTAssertThrowsError(try database.execute(insert + "(1, 1, 'name', 'x', 2, 0)"))
        try database.execute(insert + "(1, 1, 'commute', 1, 0, 0)")
        XCTAssertEqual(try database.scalar("SELECT typeof(value) FROM run_edits").stringValue, "integer")
        XCTAssertEqual(
            try RunEditHistory(database: database).lastEdit(ofRun: 1)?.changes,
            [FieldEdit(field: .commute, before: EditableValue(flag: true), wasEdited: false)])
    }
}
