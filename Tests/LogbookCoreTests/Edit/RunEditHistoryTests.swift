import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// `RunEditHistory`: what each edit changed, kept with the run through quarantine, gone
/// with it at a purge; the file's value is the one before the runner last took a field over.
final class RunEditHistoryTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A logbook holding the FIT fixture's run; returns it and the run's id.
    private func logbook() throws -> (Database, Int64) {
        let database = try folder.migratedLogbook()
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current))
        let imported = try importer.importFile(FITTestFiles.fixture("run-garmin-venusq-smart-recording-gps-hr-cad.fit"), into: database)
        return (database, try XCTUnwrap(imported.runs.first?.id))
    }

    func testTheFilesValueIsTheOneBeforeTheRunnerLastTookTheFieldOver() throws {
        let (database, id) = try logbook()
        let editor = RunEditor(database: database)
        let history = RunEditHistory(database: database)
        _ = try editor.edit(runID: id, RunEdit(name: "First"))
        _ = try editor.edit(runID: id, RunEdit(name: "Second", gear: "Pegasus 40"))
        XCTAssertEqual(try history.fileValues(ofRun: id), [.name: EditableValue(), .gear: EditableValue()])
        let last = try XCTUnwrap(try history.lastEdit(ofRun: id))
        XCTAssertEqual(last.seq, 2)
        XCTAssertEqual(
            Set(last.changes.map(\.field)), [.name, .gear])
        XCTAssertEqual(last.changes.first { $0.field == .name }, FieldEdit(field: .name, before: EditableValue(text: "First"), wasEdited: true))
    }

    func testQuarantineKeepsTheHistoryAndAPurgeDeletesIt() throws {
        let (database, id) = try logbook()
        _ = try RunEditor(database: database).edit(runID: id, RunEdit(name: "Park loop"))
        let tables = QuarantineTables(database: database)
        try database.inTransaction { try tables.moveIn(runID: id, rules: "test", detail: "test", duplicateOf: nil, at: 0) }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM run_edits WHERE run_id = ?", [.integer(id)]).int64Value, 1)
        try database.inTransaction { try tables.moveOut(runID: id) }
        let undone = try RunEditor(database: database).undo(runID: id)
        XCTAssertNil(undone.after.name)
        _ = try RunEditor(database: database).edit(runID: id, RunEdit(name: "Park loop"))
        try database.inTransaction {
            try tables.moveIn(runID: id, rules: "test", detail: "test", duplicateOf: nil, at: 0)
            try tables.delete(runID: id)
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM run_edits").int64Value, 0)
    }
}
