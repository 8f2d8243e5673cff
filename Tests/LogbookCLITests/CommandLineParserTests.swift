import LogbookCore
import XCTest

@testable import logbook

/// The parser on its own: values come back typed through their declarations, and every
/// mistake gets swift-argument-parser's message.
final class CommandLineParserTests: XCTestCase {
    private let limit = Option<Int>("limit", short: "l", value: "n", help: "At most.", expected: "a whole number") { Int($0) }
    private let label = Option<String>("name", value: "text", help: "A name.")
    private let verbose = Flag("verbose", short: "v", help: "Say more.")
    private let quiet = Flag("quiet", short: "q", help: "Say less.")
    private let format = OutputFormat.choice()
    private let paths = Positional<String>("path", help: "Paths.", repeating: true)

    private var declarations: [ArgumentDeclaration] {
        [limit.declaration, label.declaration, verbose.declaration, quiet.declaration] + format.declarations + [paths.declaration]
    }

    private func parse(_ arguments: [String]) throws(UsageError) -> ParsedValues {
        try CommandLineParser.parse(arguments, declarations: declarations)
    }

    private func message(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try parse(arguments)
            XCTFail("\(arguments) parsed", file: file, line: line)
            return nil
        } catch {
            return error.message
        }
    }

    func testValuesComeBackTyped() throws {
        let values = try parse(["--limit", "7", "-v", "--name=a=b", "--json", "one", "-", "two"])
        XCTAssertEqual(values[limit], 7)
        XCTAssertEqual(values[label], "a=b")
        XCTAssertTrue(values[verbose])
        XCTAssertFalse(values[quiet])
        XCTAssertEqual(values[format], .json)
        XCTAssertEqual(values[paths], ["one", "-", "two"])
    }

    func testTheLastValueOfARepeatedOptionWins() throws {
        XCTAssertEqual(try parse(["--limit", "1", "--limit", "2", "x"])[limit], 2)
    }

    func testShortFlagsGroupAndShortOptionsTakeAttachedValues() throws {
        let grouped = try parse(["-vq", "x"])
        XCTAssertTrue(grouped[verbose])
        XCTAssertTrue(grouped[quiet])
        XCTAssertEqual(try parse(["-vl12", "x"])[limit], 12)
        XCTAssertEqual(try parse(["-l", "-3", "x"])[limit], -3, "a negative number is a value, not an option")
    }

    func testDoubleDashEndsOptions() throws {
        let values = try parse(["--", "--limit", "-v"])
        XCTAssertEqual(values[paths], ["--limit", "-v"])
        XCTAssertNil(values[limit])
        XCTAssertFalse(values[verbose])
    }

    func testMessages() {
        XCTAssertEqual(message(["--limt", "3", "x"]), "Unknown option '--limt'. Did you mean '--limit'?")
        XCTAssertEqual(message(["--colour", "x"]), "Unknown option '--colour'")
        XCTAssertEqual(message(["-z", "x"]), "Unknown option '-z'")
        XCTAssertEqual(message(["x", "--limit"]), "Missing value for '--limit <n>'")
        XCTAssertEqual(message(["--limit", "--verbose", "x"]), "Missing value for '--limit <n>'")
        XCTAssertEqual(message(["--limit", "many", "x"]), "The value 'many' is invalid for '--limit <n>': expected a whole number")
        XCTAssertEqual(message(["--verbose=yes", "x"]), "The option '--verbose' does not take any value, but 'yes' was specified.")
        XCTAssertEqual(message([]), "Missing expected argument '<path> ...'")
        XCTAssertEqual(message(["--csv", "--json", "x"]), "use only one of --table, --csv, --json")
    }

    func testAPositionalBeyondTheDeclaredOnesIsUnexpected() {
        let id = Positional<Int64>("id", help: "An id.", expected: "a run id") { Int64($0) }
        XCTAssertThrowsError(try CommandLineParser.parse(["1", "2"], declarations: [id.declaration])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "Unexpected argument '2'")
        }
        XCTAssertThrowsError(try CommandLineParser.parse([], declarations: [id.declaration])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "Missing expected argument '<id>'")
        }
    }

    func testARequiredChoiceNamesItsMembersWithTheirValues() {
        let mode = TrimCommand.modeChoice
        XCTAssertThrowsError(try CommandLineParser.parse([], declarations: mode.declarations)) { error in
            XCTAssertEqual((error as? UsageError)?.message, "Missing one of --at <time>, --auto, --undo")
        }
        XCTAssertThrowsError(try CommandLineParser.parse(["--at", "5:00", "--undo"], declarations: mode.declarations)) { error in
            XCTAssertEqual((error as? UsageError)?.message, "use only one of --at, --auto, --undo")
        }
        XCTAssertEqual(try? CommandLineParser.parse(["--auto", "--auto"], declarations: mode.declarations).count(mode.declarations[1]), 2)
    }

    func testAChoiceOptionGivesItsTypedValue() throws {
        let values = try CommandLineParser.parse(["--at", "52:30"], declarations: TrimCommand.modeChoice.declarations)
        guard case .at(let time) = values[TrimCommand.modeChoice] else {
            return XCTFail("expected --at")
        }
        XCTAssertEqual(time, TrimTime.parse("52:30"))
    }
}
