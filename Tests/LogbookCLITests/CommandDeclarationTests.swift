import Foundation
import LogbookTestSupport
import XCTest

@testable import logbook

/// The commands' declarations: the one list the parser, help, usage lines and completion
/// scripts come from.
final class CommandDeclarationTests: XCTestCase {
    func testEveryNameIsDeclaredOncePerCommandAndHasHelp() {
        for command in LogbookCLI.commands {
            let longs = command.declarations.compactMap(\.long)
            let shorts = command.declarations.compactMap(\.short)
            XCTAssertEqual(Set(longs).count, longs.count, "\(command.name): \(longs)")
            XCTAssertEqual(Set(shorts).count, shorts.count, "\(command.name): \(shorts)")
            XCTAssertEqual(command.declarations.filter(\.isRepeating).count <= 1, true, command.name)
            for declaration in command.declarations {
                XCTAssertFalse(declaration.help.isEmpty, "\(command.name) \(declaration.key)")
            }
            XCTAssertEqual(command.declarations.last?.key, "--help", command.name)
        }
        XCTAssertEqual(Set(LogbookCLI.commands.map(\.name)).count, LogbookCLI.commands.count)
    }

    /// Every usage line comes from the declarations; none is typed by hand.
    func testUsageLinesAreGenerated() {
        let expected = [
            "import": "logbook import [<options>] <path> ...",
            "list": "logbook list [--begin <date>] [--end <date>] [--in <period>] [--last <span>] [--sport <sport>] [--name <text>] [--limit <n>] [--all] [--units <km|mi>] [--table | --csv | --json] [--db <path>]",
            "show": "logbook show [<id>] [--units <km|mi>] [--zones <model>] [--table | --csv | --json] [--db <path>]",
            "stats": "logbook stats [<options>]",
            "migrate": "logbook migrate [--list | --check] [--table | --csv | --json] [--db <path>]",
            "clean": "logbook clean [--apply | --quarantined | --restore | --restore-all | --purge] [--yes] [--rules <list>] [--sport <sport>] [--table | --csv | --json] [--min-distance <m>] [--min-pace <m:ss>] [--max-pace <m:ss>] [--db <path>] [<id> ...]",
            "trim": "logbook trim <id> (--at <time> | --auto | --undo) [--json] [--min-distance <m>] [--min-pace <m:ss>] [--max-pace <m:ss>] [--db <path>]",
            "edit": "logbook edit [<options>] <id>",
            "export": "logbook export [<id> ...] [--all] [--format <format>] [--out <folder>] [--force] [--begin <date>] [--end <date>] [--in <period>] [--last <span>] [--sport <sport>] [--json] [--db <path>]",
            "original": "logbook original [<id>] [--out <file>] [--force] [--drop-before <date>] [--apply] [--json] [--db <path>]",
            "gear": "logbook gear [<options>] [<action-and-names> ...]",
            "report": "logbook report [--out <folder>] [--open] [--year <yyyy>] [--begin <date>] [--end <date>] [--in <period>] [--last <span>] [--sport <sport>] [--hide-near <lat,lon,radius_m>] [--basemap <url-template>] [--json] [--db <path>]",
            "completions": "logbook completions <shell>",
            "config": "logbook config [<action-and-words> ...] [--units <km|mi>] [--week-start <monday|sunday>] [--sport <sport>] [--csv | --json] [--db <path>]",
            "rebuild": "logbook rebuild [--dry-run] [--from-originals] [--min-distance <m>] [--min-pace <m:ss>] [--max-pace <m:ss>] [--table | --json] [--db <path>] [<id> ...]",
            "profile": "logbook profile [<action>] [--max-hr <bpm>] [--resting-hr <bpm>] [--lthr <bpm>] [--sex <m|f>] [--from <date>] [--json] [--db <path>]",
            "predict": "logbook predict [--days <n>] [--csv | --json] [--db <path>]",
            "load": "logbook load [--days <n>] [--begin <date>] [--end <date>] [--in <period>] [--last <span>] [--zones <model>] [--chart] [--table | --csv | --json] [--db <path>]",
            "records": "logbook records [<options>]",
            "routes": "logbook routes [<id-or-rename> ...] [--refind] [--units <km|mi>] [--table | --json] [--db <path>]",
            "compare": "logbook compare <a b> ... [--table | --json] [--db <path>]",
            "segment": "logbook segment [<action-and-name> ...] [--run <id>] [--from-km <km>] [--to-km <km>] [--from <lat,lon>] [--to <lat,lon>] [--units <km|mi>] [--table | --json] [--db <path>]",
            "tiles": "logbook tiles [--zoom <14|17>] [--sport <sport>] [--json] [--db <path>]",
            "eddington": "logbook eddington [--sport <sport>] [--units <km|mi>] [--json] [--db <path>]",
            "review": "logbook review <year> [--sport <sport>] [--units <km|mi>] [--week-start <monday|sunday>] [--poster <file.svg>] [--hide-near <lat,lon,radius_m>] [--json] [--db <path>]",
            "explain": "logbook explain <what> ... [--sport <sport>] [--units <km|mi>] [--week-start <monday|sunday>] [--table | --json] [--min-distance <m>] [--min-pace <m:ss>] [--max-pace <m:ss>] [--db <path>]",
            "streaks": "logbook streaks [--weeks-with <n>] [--week-start <monday|sunday>] [--sport <sport>] [--json] [--db <path>]",
            "sync": "logbook sync [--from <path>] [--dry-run] [--json] [--db <path>]",
            "watch": "logbook watch [<action-and-folder> ...] [--install-systemd] [--json] [--db <path>]",
        ]
        XCTAssertEqual(Set(expected.keys), Set(LogbookCLI.commands.map(\.name)))
        for command in LogbookCLI.commands {
            XCTAssertEqual(UsageLine.line(command), expected[command.name], command.name)
        }
    }

    /// The options shared by several commands are the same declaration everywhere.
    func testSharedGroupsAreTheSameDeclarations() {
        func help(_ command: String, _ key: String) -> String? {
            LogbookCLI.commands.first { $0.name == command }?.declarations.first { $0.key == key }?.help
        }
        for command in ["import", "stats", "clean", "trim"] {
            XCTAssertEqual(help(command, "--min-pace"), ThresholdOptions.minPace.declaration.help, command)
            XCTAssertEqual(help(command, "--max-pace"), ThresholdOptions.maxPace.declaration.help, command)
        }
        for command in ["import", "list", "show", "stats", "migrate", "clean", "trim"] {
            XCTAssertEqual(help(command, "--db"), DatabaseOption.option.declaration.help, command)
        }
        for command in ["list", "stats"] {
            XCTAssertEqual(help(command, "--begin"), RunFilterOptions.begin.declaration.help, command)
            XCTAssertEqual(help(command, "--sport"), RunFilterOptions.sport.declaration.help, command)
        }
    }

    /// A wrong command line is refused before anything is opened: no database file appears,
    /// whatever the command and whatever the mistake.
    func testEveryCommandChecksItsArgumentsBeforeOpeningTheLogbook() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let db = folder.path("never.sqlite")
        let cases: [[String]] = [
            ["import", "--min-pace", "9:99", "x.gpx"],
            ["import", "--min-pace", "10:00", "--max-pace", "5:00", "x.gpx"],
            ["list", "--limit", "-1"],
            ["list", "--begin", "2024-03-02", "--end", "2024-03-01"],
            ["show", "1", "--units", "parsecs"],
            ["stats", "-M", "--chart", "--csv"],
            ["stats", "-M", "--week-start", "friday"],
            ["migrate", "--list", "--check"],
            ["profile", "set", "--max-hr", "300"],
            ["profile", "--resting-hr", "48"],
            ["load", "--days", "7", "--end", "2026-01-01"],
            ["predict", "--days", "0"],
            ["clean", "--purge", "--rules", "too_fast"],
            ["clean", "--restore"],
            ["trim", "1", "--undo", "--min-distance", "10"],
            ["trim", "1"],
        ]
        for arguments in cases {
            let result = try CLIRunner.run(arguments + ["--db", db])
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("Error: "), "\(arguments): \(result.stderr)")
            XCTAssertTrue(
                result.stderr.hasSuffix("  See 'logbook \(arguments[0]) --help' for more information.\n"), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "")
            XCTAssertFalse(FileManager.default.fileExists(atPath: db), "\(arguments) created the database")
        }
    }

    /// A usage error is the message, the generated usage line and where help is, in that order.
    func testAUsageErrorReadsLikeSwiftArgumentParsers() throws {
        let result = try CLIRunner.run(["migrate", "--lst"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(
            result.stderr,
            "Error: Unknown option '--lst'. Did you mean '--list'?\nUsage: logbook migrate [--list | --check] [--table | --csv | --json] [--db <path>]\n  See 'logbook migrate --help' for more information.\n")
    }

    /// Help wins over every other argument, even a wrong one, and goes to stdout with exit 0.
    func testHelpWinsOverOtherArguments() throws {
        let result = try CLIRunner.run(["stats", "--no-such-option", "-h"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("OVERVIEW: Show distance, time and average pace per week, month or year.\n"), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }

    /// Help is wrapped to COLUMNS; the help column stays at 26.
    func testHelpIsWrappedToTheTerminalWidth() throws {
        let narrow = try CLIRunner.run(["help", "list"], environment: ["COLUMNS": "60"])
        XCTAssertEqual(narrow.status, 0)
        // Only a word longer than the column (a path) may stand out.
        for line in narrow.stdout.split(separator: "\n") where line.split(separator: " ").count > 1 {
            XCTAssertLessThanOrEqual(line.count, 60, String(line))
        }
        XCTAssertTrue(narrow.stdout.contains("  --db <path>             The logbook database (default:\n                          $LOGBOOK_DB, else\n"), narrow.stdout)
        let wide = try CLIRunner.run(["help", "list"], environment: ["COLUMNS": "200"])
        XCTAssertTrue(wide.stdout.contains(
            "  --db <path>             The logbook database (default: $LOGBOOK_DB, else $XDG_DATA_HOME/logbook/logbook.sqlite, else ~/.local/share/logbook/logbook.sqlite).\n"), wide.stdout)
        let standard = try CLIRunner.run(["help", "list"])
        XCTAssertLessThanOrEqual(standard.stdout.split(separator: "\n").map(\.count).max() ?? 0, 80, "80 columns without COLUMNS or a terminal")
    }

    /// The discussion's `term  description` rows keep their column when wrapped.
    func testDiscussionListsKeepTheirColumn() {
        let text = TextWrapper.discussion(
            "Rules:\n  short  one two three four five six\n         seven eight\n\nAfter.", width: 30)
        XCTAssertEqual(text, "Rules:\n  short  one two three four\n         five six seven eight\n\nAfter.\n")
    }
}
