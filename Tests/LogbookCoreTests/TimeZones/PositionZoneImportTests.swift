import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// A run whose file states no UTC offset takes the zone of its first GPS position; `--tz`
/// wins over the position and a stated offset over both; `rebuild` moves only the runs
/// whose offset came from a position or the system zone, once.
final class PositionZoneImportTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private func zone(_ name: String) throws -> TimeZone {
        try XCTUnwrap(TimeZone(identifier: name), "the system has no zone \(name)")
    }

    /// A 10-minute GPX run going north from (`lat`, `lon`), times in UTC from `start`
    /// (`2024-12-31T23:30:00`), written with `suffix` (`Z`, or an offset such as `+02:00`).
    private func gpx(lat: Double, lon: Double, start: String, suffix: String = "Z", first: String = "") -> ImportInput {
        let formatter = ISO8601DateFormatter()
        let base = formatter.date(from: start + "Z")?.timeIntervalSince1970 ?? 0
        var points = first
        for step in 0..<120 {
            let time = formatter.string(from: Date(timeIntervalSince1970: base + Double(step * 5)))
            let shown = suffix == "Z" ? time : Self.shifted(time, base: base + Double(step * 5), suffix: suffix)
            points += "<trkpt lat=\"\(lat + Double(step) * 0.0001)\" lon=\"\(lon)\"><time>\(shown)</time></trkpt>\n"
        }
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
            <trk><type>running</type><trkseg>
            \(points)</trkseg></trk></gpx>
            """
        return ImportInput(data: Data(text.utf8), displayName: "\(lat),\(lon).gpx")
    }

    /// `time` (UTC) written as the local time at the offset `suffix` (`+02:00`).
    private static func shifted(_ time: String, base: Double, suffix: String) -> String {
        let sign: Double = suffix.hasPrefix("-") ? -1 : 1
        let parts = suffix.dropFirst().split(separator: ":").compactMap { Double($0) }
        let offset = sign * ((parts.first ?? 0) * 3600 + (parts.dropFirst().first ?? 0) * 60)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: Int(offset))
        return String(formatter.string(from: Date(timeIntervalSince1970: base + offset)).prefix(19)) + suffix
    }

    private func importRun(_ input: ImportInput, system: String, option: Bool = false, into database: Database? = nil) throws -> Run {
        var options = ImportOptions(zone: try zone(system))
        options.zoneIsOption = option
        let database = try database ?? folder.migratedLogbook("runs-\(UUID().uuidString).sqlite")
        let result = try Importer(options: options).importFile(input, into: database)
        let id = try XCTUnwrap(result.runs.last?.id, "\(result)")
        return try RunQueries(database: database).liveRun(id: id)
    }

    func testParisOnNewYearsEveImportedInNewYorkLandsOnTheFirstOfJanuary() throws {
        let run = try importRun(gpx(lat: 48.8566, lon: 2.3522, start: "2024-12-31T23:30:00"), system: "America/New_York")
        XCTAssertEqual(run.utcOffset, 3600)
        XCTAssertEqual(LocalDateTime.date(utc: run.startUTC, offset: run.utcOffset), "2025-01-01")
        XCTAssertEqual(run.offsetSource, .position)
        XCTAssertEqual(run.timeZone, "Europe/Paris")
    }

    func testTokyoAtEightInTheEveningUTCIsTheNextDay() throws {
        let run = try importRun(gpx(lat: 35.6812, lon: 139.7671, start: "2024-06-03T20:00:00"), system: "Europe/Zurich")
        XCTAssertEqual(run.utcOffset, 9 * 3600)
        XCTAssertEqual(LocalDateTime.minute(utc: run.startUTC, offset: run.utcOffset), "2024-06-04 05:00")
        XCTAssertEqual(run.timeZone, "Asia/Tokyo")
    }

    func testArizonaInJulyHasNoDaylightSavingTime() throws {
        let phoenix = try importRun(gpx(lat: 33.4484, lon: -112.0740, start: "2024-07-10T13:00:00"), system: "UTC")
        XCTAssertEqual(phoenix.utcOffset, -7 * 3600)
        XCTAssertEqual(phoenix.timeZone, "America/Phoenix")
        // The Navajo Nation, inside Arizona, keeps daylight saving time.
        let windowRock = try importRun(gpx(lat: 35.6803, lon: -109.0526, start: "2024-07-10T13:00:00"), system: "UTC")
        XCTAssertEqual(windowRock.utcOffset, -6 * 3600)
        XCTAssertEqual(windowRock.timeZone, "America/Denver")
    }

    func testLordHoweIslandHasItsHalfHourDaylightSavingTime() throws {
        let summer = try importRun(gpx(lat: -31.5553, lon: 159.0821, start: "2024-01-10T20:00:00"), system: "UTC")
        XCTAssertEqual(summer.utcOffset, 11 * 3600)
        XCTAssertEqual(summer.timeZone, "Australia/Lord_Howe")
        let winter = try importRun(gpx(lat: -31.5553, lon: 159.0821, start: "2024-07-10T20:00:00"), system: "UTC")
        XCTAssertEqual(winter.utcOffset, 10 * 3600 + 1800)
    }

    func testTheOpenSeaHasItsNauticalZone() throws {
        let run = try importRun(gpx(lat: 30, lon: -40, start: "2024-07-10T13:00:00"), system: "Europe/Paris")
        XCTAssertEqual(run.timeZone, "Etc/GMT+3")
        XCTAssertEqual(run.utcOffset, -3 * 3600)
    }

    func testAZeroZeroFirstPointIsNotWhereTheRunWas() throws {
        let noFix = "<trkpt lat=\"0\" lon=\"0\"><time>2024-12-31T23:29:55Z</time></trkpt>\n"
        let run = try importRun(gpx(lat: 48.8566, lon: 2.3522, start: "2024-12-31T23:30:00", first: noFix), system: "America/New_York")
        XCTAssertEqual(run.timeZone, "Europe/Paris")
        XCTAssertEqual(run.utcOffset, 3600)
    }

    func testTheTzOptionWinsOverThePosition() throws {
        let run = try importRun(
            gpx(lat: 48.8566, lon: 2.3522, start: "2024-12-31T23:30:00"), system: "America/New_York", option: true)
        XCTAssertEqual(run.utcOffset, -5 * 3600)
        XCTAssertEqual(run.offsetSource, .option)
        XCTAssertEqual(run.timeZone, "America/New_York")
    }

    func testAnOffsetTheFileStatesWinsOverPositionAndOption() throws {
        let input = gpx(lat: 35.6812, lon: 139.7671, start: "2024-06-03T20:00:00", suffix: "+02:00")
        for option in [false, true] {
            let run = try importRun(input, system: "America/New_York", option: option)
            XCTAssertEqual(run.utcOffset, 2 * 3600)
            XCTAssertEqual(run.offsetSource, .file)
            XCTAssertNil(run.timeZone)
        }
    }

    func testACSVRowWithAnOffsetKeepsItAndOneWithoutTakesTheSystemZone() throws {
        let csv = """
            start,sport,distance_m,elapsed_s,moving_s,avg_hr,name
            2024-06-03T07:00:00+05:30,running,5000,1500,1500,,Stated
            2024-06-04T07:00:00,running,5000,1500,1500,,Floating
            """
        let database = try folder.migratedLogbook("csv.sqlite")
        var options = ImportOptions(zone: try zone("Europe/Paris"))
        options.zoneIsOption = false
        let result = try Importer(options: options).importFile(ImportInput(data: Data(csv.utf8), displayName: "runs.csv"), into: database)
        let runs = try result.runs.map { try RunQueries(database: database).liveRun(id: try XCTUnwrap($0.id)) }
        XCTAssertEqual(runs.map(\.utcOffset), [19_800, 7200])
        XCTAssertEqual(runs.map(\.offsetSource), [.file, .system])
        XCTAssertEqual(runs.map(\.timeZone), [nil, "Europe/Paris"])
    }

    func testAFITFileKeepsItsLocalTime() throws {
        let run = try importRun(FITTestFiles.fixture("run-garmin-venusq-smart-recording-gps-hr-cad.fit"), system: "Asia/Tokyo")
        // fitdecode: start 2022-05-29T15:53:35Z, local time two hours ahead.
        XCTAssertEqual(run.startUTC, 1_653_839_615)
        XCTAssertEqual(run.utcOffset, 7200)
        XCTAssertEqual(run.offsetSource, .file)
        XCTAssertNil(run.timeZone)
        XCTAssertEqual(run.offsetIsStated, true)
    }

    /// A small `export.xml`: one Apple Health running workout of 30 minutes from
    /// 2024-07-01 05:00 UTC whose dates are written at `offset`, with `timeZone` as its
    /// `HKTimeZone` metadata and inline route points in Tokyo.
    private func healthExport(offset: Int, timeZone: String?) -> ImportInput {
        let start = Double(CivilCalendar.days(year: 2024, month: 7, day: 1) * 86_400 + 5 * 3600)
        let locations = (0..<60).map { (time: start + Double($0 * 30), lat: 35.6812 + Double($0) * 0.0001, lon: 139.7671) }
        let workout = HealthExportText.Workout(
            start: start, end: start + 1800, offset: offset, durationMinutes: 30, distance: .attributes(total: 5, unit: "km"),
            timeZone: timeZone, locations: locations)
        return ImportInput(data: Data(HealthExportText.document([HealthExportText.workout(workout)]).utf8), displayName: "export.xml")
    }

    /// An Apple Health workout's `HKTimeZone` is the zone the file states: stored with source
    /// `file` and its name, over its route's position (Tokyo) and the system zone; a
    /// rebuild keeps it.
    func testAnAppleHealthWorkoutKeepsItsHKTimeZoneAsAZoneTheFileStates() throws {
        let database = try folder.migratedLogbook("health.sqlite")
        // Exported on a phone set to UTC: the dates say +0000, the workout was run in Zurich (+02:00 in July).
        let run = try importRun(healthExport(offset: 0, timeZone: "Europe/Zurich"), system: "America/New_York", into: database)
        XCTAssertEqual(run.utcOffset, 7200)
        XCTAssertEqual(run.offsetSource, .file)
        XCTAssertEqual(run.timeZone, "Europe/Zurich")
        XCTAssertEqual(LocalDateTime.minute(utc: run.startUTC, offset: run.utcOffset), "2024-07-01 07:00")
        let stored = try database.rows("SELECT utc_offset_source, time_zone FROM runs WHERE id = ?", [.integer(try XCTUnwrap(run.id))])
        XCTAssertEqual(stored.first?.map(\.stringValue), ["file", "Europe/Zurich"])

        let rebuilder = RunRebuilder(database: database)
        XCTAssertFalse(try rebuilder.rebuild(runID: try XCTUnwrap(run.id)).changesSomething)
        let rebuilt = try RunQueries(database: database).liveRun(id: try XCTUnwrap(run.id))
        XCTAssertEqual(rebuilt.utcOffset, 7200)
        XCTAssertEqual(rebuilt.timeZone, "Europe/Zurich")
    }

    /// Without `HKTimeZone` (or with one the tz database does not know) the offset the dates
    /// are written in is the file's, and no zone is named.
    func testAnAppleHealthWorkoutWithoutAKnownHKTimeZoneKeepsTheOffsetOfItsDates() throws {
        for timeZone in [nil, "Mars/Olympus_Mons"] {
            let run = try importRun(healthExport(offset: 7200, timeZone: timeZone), system: "America/New_York")
            XCTAssertEqual(run.utcOffset, 7200)
            XCTAssertEqual(run.offsetSource, .file)
            XCTAssertNil(run.timeZone, "HKTimeZone \(timeZone ?? "absent")")
        }
    }

    /// Runs stored before positions gave zones (here: a `system` run stored with New York's
    /// offset) move to their position's zone at the next rebuild, once; `file` and
    /// `option` runs stay.
    func testRebuildMovesOnlyPositionAndSystemRunsAndIsIdempotent() throws {
        let database = try folder.migratedLogbook("rebuild.sqlite")
        let paris = try importRun(gpx(lat: 48.8566, lon: 2.3522, start: "2024-12-31T23:30:00"), system: "UTC", into: database)
        let tokyo = try importRun(
            gpx(lat: 35.6812, lon: 139.7671, start: "2024-06-03T20:00:00"), system: "America/New_York", option: true, into: database)
        let stated = try importRun(
            gpx(lat: 35.6812, lon: 139.7671, start: "2024-06-05T20:00:00", suffix: "+02:00"), system: "UTC", into: database)
        let parisID = try XCTUnwrap(paris.id)
        try database.execute(
            "UPDATE runs SET utc_offset_s = -18000, utc_offset_source = 'system', time_zone = NULL WHERE id = ?", [.integer(parisID)])

        let rebuilder = RunRebuilder(database: database)
        var moved: [Int64] = []
        for id in try rebuilder.runIDs([]) where try rebuilder.rebuild(runID: id).changesSomething { moved.append(id) }
        XCTAssertEqual(moved, [parisID])
        let rebuilt = try RunQueries(database: database).liveRun(id: parisID)
        XCTAssertEqual(rebuilt.utcOffset, 3600)
        XCTAssertEqual(rebuilt.offsetSource, .position)
        XCTAssertEqual(rebuilt.timeZone, "Europe/Paris")
        XCTAssertEqual(rebuilt.startUTC, paris.startUTC)
        XCTAssertEqual(try RunQueries(database: database).liveRun(id: try XCTUnwrap(tokyo.id)).utcOffset, -4 * 3600)
        XCTAssertEqual(try RunQueries(database: database).liveRun(id: try XCTUnwrap(stated.id)).utcOffset, 2 * 3600)

        for id in try rebuilder.runIDs([]) {
            XCTAssertFalse(try rebuilder.rebuild(runID: id).changesSomething, "run \(id) moved again")
        }
    }

    /// The decision itself, without an index: the rules in order.
    func testTheDecisionTakesTheFileThenTheOptionThenThePositionThenTheSystem() throws {
        let paris = try zone("Europe/Paris"), york = try zone("America/New_York"), tokyo = try zone("Asia/Tokyo")
        let lookup: (Double, Double) -> TimeZone? = { _, _ in tokyo }
        let here = (lat: 35.0, lon: 139.0)
        XCTAssertEqual(ZoneChoice.decide(statesOffset: true, option: paris, position: here, system: york, lookup: lookup).source, .file)
        XCTAssertEqual(
            ZoneChoice.decide(statesOffset: false, option: paris, position: here, system: york, lookup: lookup),
            ZoneChoice(source: .option, zone: paris, name: "Europe/Paris"))
        XCTAssertEqual(
            ZoneChoice.decide(statesOffset: false, option: nil, position: here, system: york, lookup: lookup),
            ZoneChoice(source: .position, zone: tokyo, name: "Asia/Tokyo"))
        XCTAssertEqual(
            ZoneChoice.decide(statesOffset: false, option: nil, position: (0, 0), system: york, lookup: lookup),
            ZoneChoice(source: .system, zone: york, name: "America/New_York"))
        XCTAssertEqual(
            ZoneChoice.decide(statesOffset: false, option: nil, position: nil, system: york, lookup: lookup).source, .system)
    }
}
