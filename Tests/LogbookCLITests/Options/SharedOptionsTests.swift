import LogbookCore
import XCTest

@testable import logbook

/// Every command reads `--db`, the thresholds, the output format and `--units` through
/// `SharedOptions`: the same values the same way, defaults where a group is not declared.
final class SharedOptionsTests: XCTestCase {
    private func shared(
        _ arguments: [String], _ command: any LogbookCommand.Type, formats: Choice<OutputFormat>? = nil
    ) throws(UsageError) -> SharedOptions {
        try SharedOptions(CommandLineParser.parse(arguments, declarations: command.declarations), formats: formats)
    }

    func testGivenValuesAreReadThroughTheirDeclarations() throws {
        let options = try shared(
            ["--db", "/tmp/x.sqlite", "--min-pace", "3:00", "--max-pace", "9:00", "--min-distance", "200", "--csv", "--units", "mi",
             "--monthly"],
            StatsCommand.self, formats: StatsCommand.formatChoice)
        XCTAssertEqual(options.database.given, "/tmp/x.sqlite")
        XCTAssertEqual(options.thresholdOptions.thresholds.minPace, 180)
        XCTAssertEqual(options.thresholdOptions.thresholds.maxPace, 540)
        XCTAssertEqual(options.thresholdOptions.thresholds.minDistance, 200)
        XCTAssertEqual(options.thresholdOptions.firstGiven?.key, "--min-distance")
        XCTAssertEqual(options.format, .csv)
        XCTAssertEqual(options.unit, .mi)
    }

    func testGroupsNotGivenOrNotDeclaredReadAsTheirDefaults() throws {
        // show declares no thresholds; rebuild declares no output choice.
        for (arguments, command) in [(["1"], ShowCommand.self), ([], RebuildCommand.self)] as [([String], any LogbookCommand.Type)] {
            let options = try shared(arguments, command)
            XCTAssertNil(options.database.given)
            XCTAssertEqual(options.thresholdOptions.thresholds, .standard)
            XCTAssertNil(options.thresholdOptions.firstGiven)
            XCTAssertEqual(options.format, .table)
            XCTAssertEqual(options.unit, .km)
        }
        XCTAssertEqual(try shared(["1", "--json"], ShowCommand.self, formats: ShowCommand.formatChoice).format, .json)
    }

    func testContradictingThresholdsAreAUsageError() {
        XCTAssertThrowsError(try shared(["5", "--auto", "--min-pace", "9:00", "--max-pace", "3:00"], TrimCommand.self)) {
            XCTAssertEqual(($0 as? UsageError)?.message, "--min-pace must not be slower than --max-pace")
        }
    }
}
