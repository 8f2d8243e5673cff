import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookStore

/// `edit`, `trim` and `rebuild` refuse an id that names no live run with one error and one wording.
final class RunLookupErrorTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    func testEditTrimAndRebuildRefuseUnknownAndQuarantinedIdsAlike() throws {
        let database = try CleanupFixtures.database(in: folder)
        try CleanupFixtures.insertRaw(database, id: 5, start: 1_712_000_000, distance: 5000, elapsed: 1500, moving: 1500, pace: 300, status: "ok")
        try database.inTransaction {
            try QuarantineTables(database: database).moveIn(runID: 5, rules: "too_slow", detail: "", duplicateOf: nil, at: 0)
        }
        let uses: [(String, (Int64) throws -> Void)] = [
            ("edit", { _ = try RunEditor(database: database).edit(runID: $0, RunEdit(name: "x")) }),
            ("trim", { _ = try RunTrimmer(database: database).trim(runID: $0, at: nil, now: 0) }),
            ("undo", { _ = try RunTrimmer(database: database).undo(runID: $0) }),
            ("rebuild ids", { _ = try RunRebuilder(database: database).runIDs([$0]) }),
            ("rebuild plan", { _ = try RunRebuilder(database: database).plan(runID: $0) }),
        ]
        for (name, use) in uses {
            XCTAssertThrowsError(try use(5), name) { XCTAssertEqual($0 as? RunLookupError, .runQuarantined(id: 5), name) }
            XCTAssertThrowsError(try use(9), name) { XCTAssertEqual($0 as? RunLookupError, .runNotFound(id: 9), name) }
        }
    }

    func testMessages() {
        XCTAssertEqual(RunLookupError.runNotFound(id: 7).description, "no run with id 7")
        XCTAssertEqual(
            RunLookupError.runQuarantined(id: 5).description,
            "run 5 is in quarantine; restore it first with 'logbook clean --restore 5'")
    }
}
