import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// `logbook explain`: for each declared value a run built to make its rule decide each way,
/// and `explain --json` naming that rule and both values; the flags and sources; what today's
/// rules would change; and `stats --explain`, whose counted runs sum to the week's numbers.
final class ExplainCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Imports `text` as `name` with `extra` import options.
    private func importFile(_ text: String, name: String, _ extra: [String] = []) throws {
        let path = try TrackFiles.write(text, to: name, in: folder)
        let result = try CLIRunner.run(["import", path, "--db", db] + extra)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// The one field `field` of run `id`, from `explain ID FIELD --json`.
    private func field(_ id: Int, _ field: String) throws -> [String: Any] {
        let result = try CLIRunner.run(["explain", String(id), field, "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(document["id"] as? Int, id)
        let fields = try XCTUnwrap(document["fields"] as? [[String: Any]])
        XCTAssertEqual(fields.count, 1)
        XCTAssertEqual(fields[0]["name"] as? String, field)
        return fields[0]
    }

    /// The whole `explain ID --json` document.
    private func explained(_ id: Int) throws -> [String: Any] {
        let result = try CLIRunner.run(["explain", String(id), "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    private func number(_ object: [String: Any], _ key: String) throws -> Double {
        try XCTUnwrap(object[key] as? Double ?? (object[key] as? Int).map(Double.init), "\(key) in \(object)")
    }

    private func alternatives(_ field: [String: Any]) -> [[String: Any]] { field["alternatives"] as? [[String: Any]] ?? [] }

    /// A TCX of `seconds` at 3 m/s whose lap states `lapDistance` metres and `timer` seconds.
    private func tcx(seconds: Int, lapDistance: Double, timer: Int? = nil) -> String {
        let text = DeviceTotalsCommandTests.tcx(seconds: seconds, lapDistance: lapDistance)
        guard let timer else { return text }
        return text.replacingOccurrences(of: "<TotalTimeSeconds>\(seconds)</TotalTimeSeconds>", with: "<TotalTimeSeconds>\(timer)</TotalTimeSeconds>")
    }

    func testTheDeviceTotalWinsAndTheTrackIsNamedBesideIt() throws {
        // 1200 s at 3 m/s: 3600 m by GPS; the lap states 4200 m, within a factor 2.
        try importFile(tcx(seconds: 1200, lapDistance: 4200), name: "lap.tcx")
        let distance = try field(1, "distance_m")
        XCTAssertEqual(distance["rule"] as? String, "device_total")
        XCTAssertEqual(distance["source"] as? String, "device")
        XCTAssertEqual(try number(distance, "value"), 4200)
        let set = try XCTUnwrap(alternatives(distance).first)
        XCTAssertEqual(set["source"] as? String, "gps")
        XCTAssertEqual(try number(set, "value"), 3600, accuracy: 0.05)
        XCTAssertEqual(
            distance["text"] as? String,
            "distance 4.20 km: the device's total (tcx, file \(folder.path("lap.tcx"))); the GPS track gives 3.60 km; "
                + "the device total wins when the file states one (--distance-source gps to prefer the track)")
        XCTAssertNil(distance["rebuild_would"] as? [String: Any])
    }

    func testTheTrackWinsOverATotalOutsideAFactorTwoAndWhenPreferred() throws {
        try importFile(tcx(seconds: 1200, lapDistance: 9000), name: "far.tcx")
        let far = try field(1, "distance_m")
        XCTAssertEqual(far["rule"] as? String, "device_implausible")
        XCTAssertEqual(far["source"] as? String, "gps")
        XCTAssertEqual(try number(far, "value"), 3600, accuracy: 0.05)
        XCTAssertEqual(try number(try XCTUnwrap(alternatives(far).first), "value"), 9000)
        XCTAssertEqual(alternatives(far).first?["source"] as? String, "device")

        try importFile(
            tcx(seconds: 1200, lapDistance: 4200).replacingOccurrences(of: "2024-05-02", with: "2024-05-03"), name: "pref.tcx",
            ["--distance-source", "gps"])
        let preferred = try field(2, "distance_m")
        XCTAssertEqual(preferred["rule"] as? String, "track_preferred")
        XCTAssertEqual(try number(preferred, "value"), 3600, accuracy: 0.05)
        XCTAssertEqual(try number(try XCTUnwrap(alternatives(preferred).first), "value"), 4200)

        try importFile(TrackFiles.gpx(start: "2024-05-04T06:00:00Z", duration: 600, speed: 3), name: "plain.gpx")
        let plain = try field(3, "distance_m")
        XCTAssertEqual(plain["rule"] as? String, "no_device_total")
        XCTAssertEqual(try number(plain, "value"), 1800, accuracy: 0.5)
        XCTAssertTrue(alternatives(plain).isEmpty)
    }

    func testTheTimerWinsUnlessItIsLongerThanTheRecordingOrThePointsArePreferred() throws {
        try importFile(tcx(seconds: 1200, lapDistance: 3600, timer: 1150), name: "timer.tcx")
        let timer = try field(1, "moving_s")
        XCTAssertEqual(timer["rule"] as? String, "timer")
        XCTAssertEqual(timer["source"] as? String, "device")
        XCTAssertEqual(try number(timer, "value"), 1150)
        let read = try XCTUnwrap(timer["read"] as? [String: Any])
        XCTAssertEqual(try number(read, "device_timer_s"), 1150)
        XCTAssertEqual(try number(read, "gps_moving_s"), 1200, accuracy: 1)
        XCTAssertEqual(try number(try XCTUnwrap(alternatives(timer).first), "value"), 1200, accuracy: 1)

        // A timer of 2000 s beside 1200 s of points: longer than the recording.
        try importFile(
            tcx(seconds: 1200, lapDistance: 3600, timer: 2000).replacingOccurrences(of: "2024-05-02", with: "2024-05-03"), name: "long.tcx")
        let unusable = try field(2, "moving_s")
        XCTAssertEqual(unusable["rule"] as? String, "timer_unusable")
        XCTAssertEqual(unusable["source"] as? String, "gps")
        XCTAssertEqual(try number(unusable, "value"), 1200, accuracy: 1)
        XCTAssertEqual(try number(try XCTUnwrap(alternatives(unusable).first), "value"), 2000)

        try importFile(
            tcx(seconds: 1200, lapDistance: 3600, timer: 1150).replacingOccurrences(of: "2024-05-02", with: "2024-05-04"), name: "points.tcx",
            ["--moving-source", "gps"])
        let points = try field(3, "moving_s")
        XCTAssertEqual(points["rule"] as? String, "points_preferred")
        XCTAssertEqual(try number(points, "value"), 1200, accuracy: 1)
        XCTAssertEqual(try number(try XCTUnwrap(alternatives(points).first), "value"), 1150)

        try importFile(TrackFiles.gpx(start: "2024-05-05T06:00:00Z", duration: 600, speed: 3), name: "plain.gpx")
        XCTAssertEqual(try field(4, "moving_s")["rule"] as? String, "no_timer")
    }

    func testEachPaceStatusIsNamedWithItsNumbers() throws {
        // 30 min at 3 m/s; 20 s at 2 m/s (40 m); 30 min at 0.52 m/s (32:03 /km); 10 min at 9 m/s (1:51 /km).
        let runs: [(String, Int, Double, String)] = [
            ("2024-05-01T06:00:00Z", 1800, 3, "ok"), ("2024-05-02T06:00:00Z", 20, 2, "too_short"),
            ("2024-05-03T06:00:00Z", 1800, 0.52, "too_slow"), ("2024-05-04T06:00:00Z", 600, 9, "too_fast"),
        ]
        for (index, run) in runs.enumerated() {
            try importFile(TrackFiles.gpx(start: run.0, duration: run.1, step: 1, speed: run.2), name: "pace\(index).gpx")
        }
        for (index, run) in runs.enumerated() {
            let pace = try field(index + 1, "pace_s_per_km")
            XCTAssertEqual(pace["rule"] as? String, run.3, "\(run)")
            let read = try XCTUnwrap(pace["read"] as? [String: Any])
            XCTAssertEqual(try number(read, "distance_m"), Double(run.1) * run.2, accuracy: Double(run.1) * run.2 * 0.02, "\(run)")
            XCTAssertEqual(try number(read, "max_pace_s_per_km"), 1800)
            if run.3 == "ok" {
                XCTAssertEqual(try number(pace, "value"), 1000 / 3, accuracy: 1)
            } else {
                XCTAssertNil(pace["value"] as? Double, "\(run)")
            }
        }
        XCTAssertEqual(try number(try XCTUnwrap(alternatives(try field(3, "pace_s_per_km")).first), "value"), 1000 / 0.52, accuracy: 40)
        XCTAssertTrue((try field(2, "pace_s_per_km")["text"] as? String)?.hasPrefix("pace --: none: under the 50 m a pace needs") == true)
    }

    func testAnInferredSportNamesTheSpeedThatDecidedIt() throws {
        let untyped = { (start: String, speed: Double) in
            TrackFiles.gpx(start: start, duration: 1200, speed: speed).replacingOccurrences(of: "<type>running</type>", with: "")
        }
        try importFile(untyped("2024-05-01T06:00:00Z", 3), name: "jog.gpx")
        try importFile(untyped("2024-05-02T06:00:00Z", 1.2), name: "walk.gpx")
        try importFile(untyped("2024-05-03T06:00:00Z", 8), name: "ride.gpx")
        try importFile(TrackFiles.gpx(start: "2024-05-04T06:00:00Z", duration: 1200, speed: 3), name: "typed.gpx")
        let expected: [(String, String, Double)] = [("running", "running_speed", 3), ("walking", "slow", 1.2), ("cycling", "fast_average", 8)]
        for (index, (sport, rule, speed)) in expected.enumerated() {
            let field = try field(index + 1, "sport")
            XCTAssertEqual(field["value"] as? String, sport)
            XCTAssertEqual(field["source"] as? String, "inferred")
            XCTAssertEqual(field["rule"] as? String, rule)
            XCTAssertEqual(try number(try XCTUnwrap(field["read"] as? [String: Any]), "speed_m_per_s"), speed, accuracy: 0.05)
        }
        XCTAssertEqual(try field(4, "sport")["rule"] as? String, "file")
        // TrackFiles' points carry no cadence: the declared cadence says so.
        let cadence = try field(4, "avg_cadence")
        XCTAssertEqual(cadence["rule"] as? String, "no_cadence")
        XCTAssertEqual(cadence["text"] as? String, "cadence --: none: neither the points nor the file give a cadence")
        let edit = try CLIRunner.run(["edit", "1", "--sport", "hiking", "--db", db])
        XCTAssertEqual(edit.status, 0, edit.stderr)
        let edited = try explained(1)
        XCTAssertEqual(edited["edited"] as? [String], ["sport"])
        let sport = try XCTUnwrap((edited["fields"] as? [[String: Any]])?.first { $0["name"] as? String == "sport" })
        XCTAssertEqual(sport["rule"] as? String, "edited")
        XCTAssertEqual(sport["source"] as? String, "runner")
    }

    func testTheBestOfThreeCopiesIsNamedAndTheOthersSayWhatTheyGave() throws {
        // The same run three times: without heart rate, with it (richer), and without again.
        try importFile(TrackFiles.gpx(start: "2024-05-01T06:00:00Z", duration: 1200, hr: nil, name: "A"), name: "plain.gpx")
        try importFile(TrackFiles.gpx(start: "2024-05-01T06:00:00Z", duration: 1200, hr: 150, name: "A"), name: "hr.gpx")
        try importFile(TrackFiles.gpx(start: "2024-05-01T06:00:00Z", duration: 1200, hr: nil, name: "B"), name: "again.gpx")
        let document = try explained(1)
        let sources = try XCTUnwrap(document["sources"] as? [[String: Any]])
        XCTAssertEqual(sources.map { $0["status"] as? String }, ["first", "upgraded-by", "duplicate-of"])
        XCTAssertEqual(sources.map { $0["best"] as? Bool }, [false, true, false])
        XCTAssertEqual(sources.map { ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } }, ["plain.gpx", "hr.gpx", "again.gpx"])
        let text = try CLIRunner.run(["explain", "1", "--db", db]).stdout
        XCTAssertTrue(text.contains("source: gpx  \(folder.path("hr.gpx"))  a richer copy"), text)
        XCTAssertTrue(text.contains("source: gpx  \(folder.path("again.gpx"))  a copy that was not richer: only its words were merged"), text)
    }

    func testFlagsQuarantineAndWhatARebuildWouldChange() throws {
        try importFile(tcx(seconds: 1200, lapDistance: 4200), name: "lap.tcx")
        // 15 km at 2:00 /km: no human runs that.
        try importFile(TrackFiles.gpx(start: "2024-05-05T06:00:00Z", duration: 1800, speed: 1000.0 / 120), name: "fast.gpx")
        let doubt = try field(2, "doubt")
        XCTAssertEqual(doubt["rule"] as? String, "impossible_pace")
        XCTAssertEqual(try explained(2)["left_out"] as? String, "impossible_pace")
        let rulings = try Database(path: db).scalar("SELECT rulings FROM runs WHERE id = 2")
        XCTAssertEqual(rulings.stringValue, "d=no_device_total;m=no_timer;s=file")
        XCTAssertEqual(try CLIRunner.run(["clean", "--apply", "--db", db]).status, 0)
        let quarantined = try explained(2)
        XCTAssertEqual(quarantined["quarantined_by"] as? String, "impossible")
        XCTAssertEqual(try Database(path: db).scalar("SELECT rulings FROM quarantined_runs WHERE id = 2"), rulings)
        XCTAssertEqual(try CLIRunner.run(["clean", "--restore", "2", "--db", db]).status, 0)
        XCTAssertEqual(try Database(path: db).scalar("SELECT rulings FROM runs WHERE id = 2"), rulings)

        // Stored as an older rule decided: the track over a total today's rule believes.
        let database = try Database(path: db)
        try database.execute(
            "UPDATE runs SET distance_m = gps_distance_m, distance_source = 'gps', rulings = 'd=device_implausible;m=timer;s=file' WHERE id = 1")
        let distance = try field(1, "distance_m")
        XCTAssertEqual(distance["rule"] as? String, "device_implausible")
        let would = try XCTUnwrap(distance["rebuild_would"] as? [String: Any])
        XCTAssertEqual(would["rule"] as? String, "device_total")
        XCTAssertEqual(try number(would, "value"), 4200)
        XCTAssertTrue((distance["text"] as? String)?.hasSuffix("'logbook rebuild 1' would change it") == true, "\(distance)")
        let rebuild = try CLIRunner.run(["rebuild", "1", "--db", db])
        XCTAssertEqual(rebuild.status, 0, rebuild.stderr)
        let rebuilt = try field(1, "distance_m")
        XCTAssertEqual(rebuilt["rule"] as? String, "device_total")
        XCTAssertEqual(try number(rebuilt, "value"), 4200)
        XCTAssertNil(rebuilt["rebuild_would"] as? [String: Any])
    }

    func testStatsExplainCountsRunsThatSumToTheWeekAndNamesTheOneLeftOut() throws {
        let runs: [(String, Int, Double)] = [
            ("2026-11-30T07:00:00Z", 3300, 1000.0 / 330), ("2026-12-02T07:00:00Z", 1800, 1000.0 / 120),
            ("2026-12-04T07:00:00Z", 2240, 1000.0 / 280),
        ]
        for (index, run) in runs.enumerated() {
            try importFile(TrackFiles.gpx(start: run.0, duration: run.1, speed: run.2, name: "r\(index)"), name: "r\(index).gpx")
        }
        let result = try CLIRunner.run(["stats", "--weekly", "--explain", "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let weeks = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(weeks.count, 1)
        let counted = try XCTUnwrap(weeks[0]["counted"] as? [[String: Any]])
        XCTAssertEqual(counted.map { $0["id"] as? Int }, [1, 3])
        // JSON numbers carry 3 decimals: the sum of two rounded values is within 0.001 of the rounded total.
        XCTAssertEqual(try counted.map { try number($0, "distance_m") }.reduce(0, +), try number(weeks[0], "distance_m"), accuracy: 0.0015)
        XCTAssertEqual(try counted.map { try number($0, "moving_s") }.reduce(0, +), try number(weeks[0], "moving_s"), accuracy: 0.0015)
        XCTAssertEqual(try number(weeks[0], "moving_s"), 5540, accuracy: 0.5)
        let leftOut = try XCTUnwrap(weeks[0]["left_out"] as? [[String: Any]])
        XCTAssertEqual(leftOut.map { $0["id"] as? Int }, [2])
        XCTAssertEqual(leftOut.map { $0["reason"] as? String }, ["impossible_pace"])

        let week = try CLIRunner.run(["explain", "week", "2026-W49", "--db", db])
        XCTAssertEqual(week.status, 0, week.stderr)
        XCTAssertEqual(
            week.stdout,
            """
            2026-W49: 2 runs, 18.00 km, 1:32:20 moving
              counted:
                run 1  2026-11-30  10.00 km  55:00
                run 3  2026-12-04  8.00 km  37:20
              left out:
                run 2  2026-12-02  impossible_pace (faster than the world record for its distance)
              average pace: 1:32:20 over 18.00 km = 5:08 /km (runs 1, 3: total moving time over total distance)

            """)
        let month = try CLIRunner.run(["explain", "month", "2026-12", "--json", "--db", db])
        let december = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(month.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((december["counted"] as? [[String: Any]])?.map { $0["id"] as? Int }, [3])
    }

    func testBadArgumentsAreUsageErrorsAndAMissingRunFails() throws {
        try importFile(TrackFiles.gpx(start: "2024-05-01T06:00:00Z", duration: 600), name: "a.gpx")
        let cases: [([String], Int32, String)] = [
            (["explain"], 64, "Error: Missing expected argument '<what> ...'\n"),
            (["explain", "1", "speed"], 64,
             "Error: no field 'speed': explain knows distance_m, moving_s, pace_s_per_km, sport, utc_offset_s, doubt, avg_cadence, splits, best_efforts, hr, trimp, gear, best_copy\n"),
            (["explain", "week", "2026-13"], 64, "Error: '2026-13' is not a week, e.g. 2026-W48\n"),
            (["explain", "fortnight"], 64, "Error: 'fortnight' is not a run id, 'week' or 'month'\n"),
            (["explain", "9"], 1, "Error: no run with id 9\n"),
        ]
        for (arguments, status, message) in cases {
            let result = try CLIRunner.run(arguments + ["--db", db])
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
        }
    }

    func testHelpSnapshot() throws {
        let result = try CLIRunner.run(["help", "explain"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.stdout,
            """
            OVERVIEW: Say why a run's numbers are what they are, or which runs a week's or
            month's stats count.

            'explain ID' shows each stored value of the run (distance, moving time, pace,
            sport, local time, whether it is believable, cadence, splits, best efforts,
            heart rate, TRIMP, gear, which copy was kept): its value, where it came from,
            the rule that decided it as it was kept when the run was stored, and what that
            rule set aside. When today's rules would decide otherwise it says so ('logbook
            rebuild' would change it). Then the run's flags (left out of reports,
            quarantined, trimmed, edited by you) and every file it came from, and which
            copy's numbers it holds. 'explain ID FIELD' shows one value (distance_m,
            moving_s, pace_s_per_km, sport, utc_offset_s, doubt, avg_cadence, splits,
            best_efforts, hr, trimp, gear, best_copy). 'explain week 2026-W48' and 'explain
            month 2026-11' list the runs that period's stats count, those left out and why,
            and the arithmetic of its average pace (total moving time over total distance).

            USAGE: logbook explain <what> ... [--sport <sport>] [--units <km|mi>]
                   [--week-start <monday|sunday>] [--table | --json] [--min-distance <m>]
                   [--min-pace <m:ss>] [--max-pace <m:ss>] [--db <path>]

            ARGUMENTS:
              <what>                  A run id and optionally a field, or 'week 2026-W48',
                                      or 'month 2026-11'.

            OPTIONS:
              --sport <sport>         Only this sport (default: running); 'all' for every
                                      sport.
              --units <km|mi>         Show distances and paces in km (default) or miles.
              --week-start <monday|sunday>
                                      First day of a week (default $LOGBOOK_WEEK_START, else
                                      monday); Sunday weeks are labelled by their first
                                      date.
              --table                 Print an aligned table (default).
              --json                  Print the explanation as one JSON document.
              --min-distance <m>      Shortest run, in metres, whose pace counts (default
                                      50).
              --min-pace <m:ss>       Fastest pace per km that counts (default 2:00).
              --max-pace <m:ss>       Slowest pace per km that counts (default 30:00).
              --db <path>             The logbook database (default: $LOGBOOK_DB, else
                                      $XDG_DATA_HOME/logbook/logbook.sqlite, else
                                      ~/.local/share/logbook/logbook.sqlite).
              -h, --help              Show help information.

            """)
        XCTAssertEqual(try CLIRunner.run(["explain", "--help"]).stdout, result.stdout)
    }
}
