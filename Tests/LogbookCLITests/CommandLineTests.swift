import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// The top-level command line: help, version, unknown commands, and the rule that
/// every command upgrades the database first.
final class CommandLineTests: XCTestCase {
    func testTopLevelHelpSnapshot() throws {
        let expected = """
            OVERVIEW: A run logbook: import GPX, TCX, CSV and FIT exports into one SQLite
            file, and read trustworthy weekly and monthly numbers from it.

            USAGE: logbook <subcommand>

            OPTIONS:
              -V, --version           Show the version (also 'logbook version').
              -h, --help              Show help information.

            SUBCOMMANDS:
              import                  Import runs from GPX, TCX, CSV and FIT files or
                                      folders.
              sync                    Import what is new on a plugged-in watch and in the
                                      watched folders.
              watch                   Add, remove or list the folders 'logbook sync' reads
                                      (a phone app's or Syncthing's folder).
              list                    List runs, newest first.
              show                    Show one run and its splits.
              stats                   Show distance, time and average pace per week, month
                                      or year.
              records                 Show personal records: the best effort per distance.
              profile                 Show or set the heart-rate profile: maximum, resting,
                                      threshold, sex.
              predict                 Predict 5 km, 10 km, half and marathon times from
                                      recent best efforts.
              load                    Show training load per day: TRIMP, fatigue (ATL),
                                      fitness (CTL), form (TSB).
              migrate                 Create or upgrade the logbook database to this
                                      version's schema.
              clean                   Find bad records and move them to quarantine, or
                                      restore them.
              trim                    Cut the end of a run that went on recording after you
                                      stopped, or undo it.
              edit                    Change a run's name, sport, description or gear.
              gear                    List shoes and bikes with their distance, or add,
                                      retire, rename and merge them.
              export                  Write runs out as GPX files or one CSV, for other
                                      tools.
              original                Write out the file a run was imported from, exactly as
                                      it was, or drop old originals.
              report                  Write the logbook as a web page: calendar, weekly
                                      bars, tables, records, maps.
              rebuild                 Compute stored runs again with today's rules, from
                                      their samples.
              routes                  List the routes your runs follow, or one route's runs;
                                      rename a route.
              compare                 Compare two runs of one route kilometre by kilometre.
              segment                 Time a stretch of road in every run through it: add,
                                      show, list and remove segments.
              config                  Show the settings and where each comes from, or set
                                      and unset them in the config file.
              completions             Print a shell completion script for bash, zsh or fish.
              tiles                   Count the map tiles your runs have visited, with the
                                      max square and max cluster.
              eddington               Show your Eddington number: E days of at least E km
                                      (or miles).
              streaks                 Show your current and longest streaks of days (and
                                      weeks) with runs.
              review                  Sum up a year: totals against the year before, longest
                                      and fastest runs, tiles, Eddington, streaks.
              explain                 Say why a run's numbers are what they are, or which
                                      runs a week's or month's stats count.

              See 'logbook help <subcommand>' for detailed help.

            """
        for arguments in [["--help"], ["-h"], ["help"], []] {
            let result = try CLIRunner.run(arguments)
            XCTAssertEqual(result.status, 0)
            XCTAssertEqual(result.stdout, expected, "\(arguments)")
            XCTAssertEqual(result.stderr, "")
        }
    }

    func testMigrateHelpSnapshotIsTheSameEveryWay() throws {
        let expected = """
            OVERVIEW: Create or upgrade the logbook database to this version's schema.

            Applies pending migrations, each in its own transaction. Before upgrading a
            database that holds runs, writes a backup next to it and prints its path.

            USAGE: logbook migrate [--list | --check] [--table | --csv | --json]
                   [--db <path>]

            OPTIONS:
              --list                  List applied migrations with their times, then pending
                                      ones; change nothing.
              --check                 Rehearse the upgrade on a temporary copy and report;
                                      change nothing.
              --table                 Print an aligned table (default).
              --csv                   Print the migrations (--list) or the checks (--check)
                                      as CSV.
              --json                  Print what was applied, the migrations (--list) or the
                                      checks (--check) as one JSON document.
              --db <path>             The logbook database (default: $LOGBOOK_DB, else
                                      $XDG_DATA_HOME/logbook/logbook.sqlite, else
                                      ~/.local/share/logbook/logbook.sqlite).
              -h, --help              Show help information.

            """
        for arguments in [["help", "migrate"], ["migrate", "--help"], ["migrate", "-h"]] {
            let result = try CLIRunner.run(arguments)
            XCTAssertEqual(result.status, 0)
            XCTAssertEqual(result.stdout, expected, "\(arguments)")
        }
    }

    func testImportHelpListsItsOptions() throws {
        let result = try CLIRunner.run(["help", "import"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("OVERVIEW: Import runs from GPX, TCX, CSV and FIT files or folders.\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains(
            "USAGE: logbook import [<options>] <path> ...\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\nARGUMENTS:\n  <path>                  A file, a folder"), result.stdout)
        for option in ["--tz <zone>", "--dry-run", "--refresh", "--json", "--progress", "--verbose", "-q, --quiet", "--min-distance <m>", "--min-pace <m:ss>", "--max-pace <m:ss>"] {
            XCTAssertTrue(result.stdout.contains("\n  \(option) "), option)
        }
    }

    func testVersion() throws {
        for word in ["--version", "-V", "version"] {
            let result = try CLIRunner.run([word])
            XCTAssertEqual(result.status, 0, word)
            XCTAssertEqual(result.stdout, "logbook 0.1.0\n", word)
            XCTAssertEqual(result.stderr, "", word)
        }
    }

    func testHelpOfAMistypedSubcommandSuggestsTheNearestAsTheSubcommandDoes() throws {
        let expected = "Error: Unknown subcommand 'imprt'. Did you mean 'import'?\nUsage: logbook <subcommand>\n  See 'logbook --help' for more information.\n"
        for arguments in [["help", "imprt"], ["imprt"]] {
            let result = try CLIRunner.run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, expected, "\(arguments)")
        }
    }

    func testUnknownSubcommandSuggestsTheNearest() throws {
        let result = try CLIRunner.run(["stat", "--monthly"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "Error: Unknown subcommand 'stat'. Did you mean 'stats'?\nUsage: logbook <subcommand>\n  See 'logbook --help' for more information.\n")
        XCTAssertEqual(result.stdout, "")
        let help = try CLIRunner.run(["help", "nothing"])
        XCTAssertEqual(help.status, 64)
        XCTAssertTrue(help.stderr.hasPrefix("Error: Unknown subcommand 'nothing'\n"))
    }

    func testMissingOptionValueAndUnexpectedArgument() throws {
        let missing = try CLIRunner.run(["migrate", "--db"])
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.stderr.hasPrefix("Error: Missing value for '--db <path>'\nUsage: logbook migrate"), missing.stderr)
        let extra = try CLIRunner.run(["migrate", "now"])
        XCTAssertEqual(extra.status, 64)
        XCTAssertTrue(extra.stderr.hasPrefix("Error: Unexpected argument 'now'\n"), extra.stderr)
    }

    /// Upgrading the binary never leads to "no such column": a reading command on an
    /// old database upgrades it first, with a backup and one line on stderr.
    func testOtherCommandsUpgradeTheDatabaseFirst() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let db = folder.path("logbook.sqlite")
        do {
            let database = try Database(path: db)
            try database.configure()
            try Migrator().migrate(database, upTo: 1)
            try database.execute(
                "INSERT INTO runs (start_utc, utc_offset_s, sport, distance_m, moving_s, pace_s_per_km, pace_status, source, imported_at) VALUES (1700000000, 0, 'running', 5000, 1500, 300, 'ok', 'gpx', 0)")
        }
        let result = try CLIRunner.run(["list", "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let backups = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".backup-v1-") }
        XCTAssertEqual(backups.count, 1)
        XCTAssertEqual(
            result.stderr,
            "Upgraded the logbook from schema 1 to \(Migrator().latestVersion); backup: \(folder.path(backups[0]))\n"
                + "Run 'logbook rebuild' to date runs whose files state no UTC offset in the time zone of where they were run.\n")
        XCTAssertTrue(result.stdout.contains("\"distance_m\": 5000"), result.stdout)
        let database = try Database(path: db, mode: .readOnly)
        XCTAssertEqual(try Migrator().applied(in: database).count, Migrator().migrations.count)
    }
}
