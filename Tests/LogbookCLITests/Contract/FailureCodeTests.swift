import LogbookCore
import LogbookModel
import LogbookSQLite
import LogbookStore
import XCTest

@testable import logbook

/// The code, message and exit status of each kind of failure, decided in one function.
final class FailureCodeTests: XCTestCase {
    func testEachKindOfFailureHasItsCode() {
        let cases: [(any Error, FailureCode)] = [
            (UsageError("bad"), .usage),
            (OpenError.missing(path: "x.sqlite"), .noLogbook),
            (SQLiteError(code: .busy, message: "database is locked"), .busy),
            (SQLiteError(code: .interrupt, message: "interrupted"), .interrupted),
            (SQLiteError(code: .corrupt, message: "malformed"), .damaged),
            (RunLookupError.runNotFound(id: 9), .notFound),
            (RunLookupError.runQuarantined(id: 9), .quarantined),
            (LatestRunError.noRuns, .noRuns),
            (LatestRunError.fewerRuns(position: 3, runCount: 1), .notFound),
            (GearError.unknown("Pegasus"), .notFound),
            (OpenError.readOnly(path: "x.sqlite"), .readOnly),
            (OpenError.diskFull(path: "x.sqlite"), .diskFull),
            (MigrationError.notALogbook(path: "x.sqlite"), .notALogbook),
            (MigrationError.newerSchema(path: "x.sqlite", found: 99, known: 19), .newerSchema),
            (MigrationInterruption(applied: [], stopped: "0019_doubt", version: 18), .interrupted),
            (CommandFailure("something else"), .failed),
        ]
        for (error, code) in cases {
            XCTAssertEqual(FailureCode.of(error), code, "\(error)")
        }
    }

    func testTheCodesAreSnakeCaseWords() {
        for code in FailureCode.allCases {
            XCTAssertTrue(code.rawValue.allSatisfy { $0.isLowercase || $0 == "_" }, code.rawValue)
        }
        XCTAssertEqual(Set(FailureCode.allCases.map(\.rawValue)).count, FailureCode.allCases.count)
    }

    func testTheReportHasTheExitStatusOfItsKind() {
        XCTAssertEqual(FailureReport(UsageError("bad")).exitCode, .usage)
        XCTAssertEqual(FailureReport(RunLookupError.runNotFound(id: 9)).exitCode, .failure)
        let interrupted = FailureReport(MigrationInterruption(applied: [], stopped: "0019_doubt", version: 18))
        XCTAssertEqual(interrupted.exitCode, .interrupted)
        XCTAssertEqual(interrupted.textLines.first?.hasPrefix("Interrupted: migration 0019_doubt was rolled back"), true)
        XCTAssertEqual(FailureReport.rolledBack.exitCode, .interrupted)
        XCTAssertEqual(FailureReport.rolledBack.code, .interrupted)
    }

    func testTheJSONLineEscapesTheMessage() {
        let report = FailureReport(CommandFailure("cannot write \"a\\b\"\n"))
        XCTAssertEqual(report.jsonLine, #"{"error":{"code":"failed","message":"cannot write \"a\\b\"\n"}}"#)
        XCTAssertEqual(report.textLines, ["Error: cannot write \"a\\b\"\n"])
    }

    func testJSONIsAskedBeforeTheDoubleDashOfACommandThatHasIt() throws {
        let list = try XCTUnwrap(LogbookCLI.command(named: "list"))
        let completions = try XCTUnwrap(LogbookCLI.command(named: "completions"))
        XCTAssertTrue(LogbookCLI.jsonRequested(["--json"], by: list))
        XCTAssertFalse(LogbookCLI.jsonRequested(["--", "--json"], by: list))
        XCTAssertFalse(LogbookCLI.jsonRequested(["--csv"], by: list))
        XCTAssertFalse(LogbookCLI.jsonRequested(["--json"], by: completions))
        XCTAssertTrue(LogbookCLI.jsonRequested(["--json"], by: nil))
    }
}
