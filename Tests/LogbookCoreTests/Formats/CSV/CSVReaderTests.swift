import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookFormats
@testable import LogbookModel

final class CSVReaderTests: XCTestCase {
    private static let fixtures = TestPaths.fixtures.appendingPathComponent("csv")

    private func readFixture(_ name: String, distanceUnit: CSVDistanceUnit = .kilometres) throws -> [ParsedActivity] {
        try CSVReader.read(
            ImportInput(file: Self.fixtures.appendingPathComponent(name), displayName: name), distanceUnit: distanceUnit)
    }

    private func read(_ text: String, defaultSport: String? = nil, distanceUnit: CSVDistanceUnit = .kilometres) throws
        -> [ParsedActivity]
    {
        try CSVReader.read(ImportInput(data: Data(text.utf8), displayName: "t.csv"), defaultSport: defaultSport, distanceUnit: distanceUnit)
    }

    private func assertError(
        _ text: String, line: Int?, reason: String, file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        XCTAssertThrowsError(try read(text), file: file, line: sourceLine) { error in
            XCTAssertEqual(error as? ImportError, ImportError(file: "t.csv", line: line, reason: reason), file: file, line: sourceLine)
        }
    }

    private func utc(_ start: StartTime?) -> Double? {
        if case .absolute(let utc, _) = start { return utc }
        return nil
    }

    /// What one row gives, checked field by field; a field left nil is not checked. The
    /// distance is checked to `accuracy` metres, a start either whole (`start`) or by its UTC.
    private struct Row {
        var line: Int?
        var start: StartTime?
        var utc: Double?
        var name: String?
        var sport: String?
        var distance: Double?
        var accuracy = 0.5
        var elapsed: Double?
        var moving: Double?
    }

    /// How many rows name each sport (rows without one under "").
    private func sportCounts(_ activities: [ParsedActivity]) -> [String: Int] {
        activities.reduce(into: [:]) { counts, activity in counts[activity.rawSport ?? "", default: 0] += 1 }
    }

    private func assertRow(_ activity: ParsedActivity?, _ row: Row, file: StaticString = #filePath, line: UInt = #line) throws {
        let activity = try XCTUnwrap(activity, file: file, line: line)
        if let expected = row.line { XCTAssertEqual(activity.line, expected, "line", file: file, line: line) }
        if let expected = row.start { XCTAssertEqual(activity.statedStart, expected, "start", file: file, line: line) }
        if let expected = row.utc { XCTAssertEqual(utc(activity.statedStart), expected, "start (UTC)", file: file, line: line) }
        if let expected = row.name { XCTAssertEqual(activity.name, expected, "name", file: file, line: line) }
        if let expected = row.sport { XCTAssertEqual(activity.rawSport, expected, "sport", file: file, line: line) }
        if let expected = row.distance {
            XCTAssertEqual(try XCTUnwrap(activity.summary.distance, file: file, line: line), expected, accuracy: row.accuracy,
                           "distance", file: file, line: line)
        }
        if let expected = row.elapsed { XCTAssertEqual(activity.summary.elapsed, expected, "elapsed", file: file, line: line) }
        if let expected = row.moving { XCTAssertEqual(activity.summary.moving, expected, "moving", file: file, line: line) }
    }

    // MARK: - Corpus files

    func testRunkeeperCardioActivities() throws {
        let bytes = try Data(contentsOf: Self.fixtures.appendingPathComponent("runkeeper-cardioActivities.csv"))
        XCTAssertEqual(bytes.filter { $0 == 0x0D }.count, 179, "the fixture must keep its CRLF line ends")
        let runs = try readFixture("runkeeper-cardioActivities.csv")
        XCTAssertEqual(runs.count, 178)
        XCTAssertTrue(runs.allSatisfy { $0.rawSport == "Running" && $0.format == "csv" && $0.segments.isEmpty })
        XCTAssertTrue(runs.allSatisfy { $0.summary.averageHeartRate == nil && $0.summary.moving == nil })
        // Only four rows name a route; the rest have an empty Route Name.
        XCTAssertEqual(
            runs.compactMap(\.name),
            ["Riverfront Loop - 3.5 Miles", "14th and Back", "14th and Back", "14th and Back"])

        // 2013-12-29 11:36:13 local, 3.02 mi in 26:42.
        try assertRow(runs.first, Row(line: 2, start: .floating(wallClock: 1_388_316_973), distance: 4860, elapsed: 1602))
        XCTAssertEqual(try XCTUnwrap(runs.first?.summary.elevationGain), 21.68, accuracy: 0.01)  // 71.14 ft
        XCTAssertEqual(runs.first?.warnings, [])
        try assertRow(runs[1], Row(distance: 11523, elapsed: 3966))  // 7.16 mi in 1:06:06
        // 2013-01-02 09:33:32, 1.44 mi in 15:10.
        try assertRow(runs.last, Row(line: 179, start: .floating(wallClock: 1_357_119_212), distance: 2317, elapsed: 910))

        let totalDistance = runs.compactMap(\.summary.distance).reduce(0, +)
        XCTAssertEqual(totalDistance, 1_610_261, accuracy: 1)
        XCTAssertEqual(runs.compactMap(\.summary.elapsed).reduce(0, +), 547_150)
    }

    func testStrava99ColumnExport() throws {
        let activities = try readFixture("strava-activities-2025-99col-excerpt.csv")
        XCTAssertEqual(activities.count, 43)
        XCTAssertEqual(sportCounts(activities), ["Run": 32, "Ride": 10, "Walk": 1])

        // Oct 5, 2014, 4:15:21 PM UTC; the distance is the second Distance column, in metres.
        try assertRow(activities.first, Row(
            line: 2, start: .absolute(utc: 1_412_525_721, statedOffset: nil), name: "Lunch Ride", sport: "Ride", distance: 13609,
            elapsed: 2833, moving: 2499))
        let first = try XCTUnwrap(activities.first)
        XCTAssertEqual(first.statedOffset, nil)
        XCTAssertEqual(try XCTUnwrap(first.summary.elevationGain), 73.5, accuracy: 0.1)
        XCTAssertNil(first.summary.averageHeartRate)
        XCTAssertNil(first.summary.maxHeartRate)
        // Nov 28, 2022, 1:07:48 PM.
        try assertRow(activities.last, Row(
            line: 44, utc: 1_669_640_868, name: "Morning Run", sport: "Run", distance: 4567, elapsed: 1532, moving: 1322))

        XCTAssertEqual(activities.compactMap(\.summary.distance).reduce(0, +), 1_024_091.5, accuracy: 1)
        XCTAssertEqual(activities.compactMap(\.summary.moving).reduce(0, +), 224_704)
    }

    func testStrava87ColumnExportWithHTMLHeaderCells() throws {
        let activities = try readFixture("strava-activities-2023-87col-translation-missing-headers-excerpt.csv")
        XCTAssertEqual(activities.count, 43)
        XCTAssertEqual(sportCounts(activities), ["Ride": 29, "Run": 9, "Hike": 4, "Canoe": 1])

        try assertRow(activities.first, Row(utc: 1_412_525_721, name: "Lunch Ride", distance: 13609, elapsed: 2833, moving: 2499))
        // Aug 24, 2023, 2:10:07 PM; 18612.65 m.
        try assertRow(activities.last, Row(
            line: 44, utc: 1_692_886_207, name: "Morning Ride", distance: 18613, elapsed: 3376, moving: 3254))

        XCTAssertEqual(activities.compactMap(\.summary.distance).reduce(0, +), 1_675_614.2, accuracy: 1)
        XCTAssertEqual(activities.compactMap(\.summary.elapsed).reduce(0, +), 559_892)
    }

    func testStravaSingleRun94Columns() throws {
        let activities = try readFixture("strava-activities-single-run-94col.csv")
        XCTAssertEqual(activities.count, 1)
        // 2022-05-29 15:53:35Z; 3322.95 m, as the FIT file.
        try assertRow(activities.first, Row(
            line: 2, start: .absolute(utc: 1_653_839_615, statedOffset: nil), name: "Laufen Landal Park", sport: "Run",
            distance: 3323, elapsed: 1428, moving: 1411))
        let run = try XCTUnwrap(activities.first)
        // Strava writes run cadence in strides per minute, as FIT: 71.26 → 142.5 steps/min.
        XCTAssertEqual(try XCTUnwrap(run.summary.averageCadence), 142.52, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(run.summary.elevationGain), 61.88, accuracy: 0.01)
    }

    func testStravaFirstDistanceIsUsedWhenTheMetresColumnIsEmpty() throws {
        let header = "Activity ID,Activity Date,Activity Name,Activity Type,Elapsed Time,Distance,Moving Time,Distance\n"
        let kilometres = try read(header + "1,\"Oct 5, 2014, 4:15:21 PM\",Test,Run,600,\"2.50\",590,\n")
        XCTAssertEqual(kilometres[0].summary.distance, 2500)
        let miles = try read(header + "1,\"Oct 5, 2014, 4:15:21 PM\",Test,Run,600,2.5,590,\n", distanceUnit: .miles)
        XCTAssertEqual(try XCTUnwrap(miles[0].summary.distance), 4023.36, accuracy: 0.001)
        let metres = try read(header + "1,\"Oct 5, 2014, 4:15:21 PM\",Test,Run,600,2.5,590,2512.5\n")
        XCTAssertEqual(metres[0].summary.distance, 2512.5)
    }

    // MARK: - Garmin Connect

    func testGarminConnectExport() throws {
        let text = """
            Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Max HR,Avg Run Cadence,Total Ascent,Moving Time,Elapsed Time
            Running,2024-03-02 07:15:10,false,"Morning Run","10.02","1,234",00:50:01.2,148,171,172,"1,024",00:49:30,01:02:03.0
            Treadmill Running,2024-03-04 18:00:00,false,Treadmill,5.00,300,00:30:00,--,--,168,--,00:30:00,00:30:00
            Cycling,2024-03-05 06:00:00,false,"=HYPERLINK(""x"")",25.5,500,01:00:00,120,150,--,200,01:00:00,01:00:00

            """
        let activities = try read(text)
        XCTAssertEqual(activities.count, 3)
        let first = activities[0]
        XCTAssertEqual(first.statedStart, .floating(wallClock: 1_709_363_710))
        XCTAssertEqual(first.name, "Morning Run")
        XCTAssertEqual(first.rawSport, "Running")
        XCTAssertEqual(first.summary.distance, 10020)
        XCTAssertEqual(first.summary.elapsed, 3723)  // "Elapsed Time" preferred over "Time"
        XCTAssertEqual(first.summary.moving, 2970)
        XCTAssertEqual(first.summary.averageHeartRate, 148)
        XCTAssertEqual(first.summary.maxHeartRate, 171)
        XCTAssertEqual(first.summary.averageCadence, 172)  // Garmin gives steps per minute already
        XCTAssertEqual(first.summary.elevationGain, 1024)
        XCTAssertEqual(activities[1].summary.averageHeartRate, nil)
        XCTAssertEqual(activities[1].summary.elevationGain, nil)
        XCTAssertEqual(activities[1].line, 3)
        XCTAssertEqual(activities[2].name, "=HYPERLINK(\"x\")")
        XCTAssertEqual(activities[2].rawSport, "Cycling")

        let inMiles = try read(text, distanceUnit: .miles)
        XCTAssertEqual(try XCTUnwrap(inMiles[0].summary.distance), 16125.6, accuracy: 0.1)
        XCTAssertEqual(try XCTUnwrap(inMiles[0].summary.elevationGain), 312.12, accuracy: 0.01)  // feet
    }

    func testGarminWithOnlyTimeColumnUsesItAsElapsed() throws {
        let activities = try read("Activity Type,Date,Title,Distance,Time\nRunning,2024-03-02 07:15:10,Run,5,25:00\n")
        XCTAssertEqual(activities[0].summary.elapsed, 1500)
        XCTAssertNil(activities[0].summary.moving)
    }

    // MARK: - Semicolons, decimal commas, encodings

    func testSemicolonFileWithDecimalCommas() throws {
        let text = "Activity Type;Date;Title;Distance;Time;Avg HR;Total Ascent\n"
            + "Laufen;2024-03-02 07:15:10;Morgenlauf;12,5;1:02:03,5;145,5;1.234\n"
            + "Laufen;2024-03-03 07:00:00;\"Lauf; lang\";1.234,5;3:00:00;--;12\n"
        let activities = try read(text)
        XCTAssertEqual(activities.count, 2)
        XCTAssertEqual(activities[0].summary.distance, 12500)
        XCTAssertEqual(activities[0].summary.elapsed, 3723.5)
        XCTAssertEqual(activities[0].summary.averageHeartRate, 145.5)
        XCTAssertEqual(activities[0].summary.elevationGain, 1234)
        XCTAssertEqual(activities[1].name, "Lauf; lang")
        XCTAssertEqual(activities[1].summary.distance, 1_234_500)
    }

    func testQuotedNewlineAndDoubledQuotesInAName() throws {
        let text = "start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n"
            + "2024-03-02T07:15:10+01:00,run,5000,1500,1490,150,\"The \"\"long\"\" one\nwith a second line\"\n"
            + "2024-03-03T07:15:10+01:00,run,6000,1800,1790,,Next\n"
        let activities = try read(text)
        XCTAssertEqual(activities.count, 2)
        XCTAssertEqual(activities[0].name, "The \"long\" one\nwith a second line")
        XCTAssertEqual(activities[1].line, 4)
        XCTAssertNil(activities[1].summary.averageHeartRate)
    }

    func testBOMAndCRLFRunkeeperFile() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(
            ("Date,Type,Route Name,Distance (km),Duration,Average Heart Rate (bpm),Climb (m),Notes\r\n"
                + "2013-12-29 11:36:13,Running,Park loop,5.00,26:42,151,12,\"Nice\"\r\n").utf8)
        let activities = try CSVReader.read(ImportInput(data: data, displayName: "t.csv"))
        XCTAssertEqual(activities.count, 1)
        XCTAssertEqual(activities[0].statedStart, .floating(wallClock: 1_388_316_973))
        XCTAssertEqual(activities[0].name, "Park loop")
        XCTAssertEqual(activities[0].summary.distance, 5000)
        XCTAssertEqual(activities[0].summary.elapsed, 1602)
        XCTAssertEqual(activities[0].summary.averageHeartRate, 151)
        XCTAssertEqual(activities[0].summary.elevationGain, 12)
    }

    func testLatin1FileGivesAWarningOnTheFirstActivity() throws {
        var bytes = Array("start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n2024-03-02T07:15:10,run,5000,1500,,,Caf".utf8)
        bytes += [0xE9, 0x0A]
        bytes += Array("2024-03-03T07:15:10,run,5000,1500,,,Two\n".utf8)
        let activities = try CSVReader.read(ImportInput(data: Data(bytes), displayName: "t.csv"))
        XCTAssertEqual(activities[0].name, "Café")
        XCTAssertEqual(activities[0].warnings, [CSVTokenizer.latin1Warning])
        XCTAssertEqual(activities[1].warnings, [])
    }

    // MARK: - logbook's own CSV

    func testLogbookCSVWithAndWithoutOffsets() throws {
        let text = """
            start,sport,distance_m,elapsed_s,moving_s,avg_hr,name
            2024-03-02T07:15:10+01:00,run,10021.4,3000,2950.5,151,With offset
            2024-03-03T07:15:10,run,5000,1500,1490,,Floating
            2024-03-04T06:15:10Z,,8000,2400,,,UTC
            """
        let activities = try read(text, defaultSport: "running")
        XCTAssertEqual(activities.count, 3)
        XCTAssertEqual(activities[0].statedStart, .absolute(utc: 1_709_360_110, statedOffset: 3600))
        XCTAssertEqual(activities[0].statedOffset, 3600)
        XCTAssertEqual(activities[0].summary, ActivitySummary(distance: 10021.4, elapsed: 3000, moving: 2950.5, averageHeartRate: 151))
        XCTAssertEqual(activities[0].rawSport, "run")
        XCTAssertEqual(activities[1].statedStart, .floating(wallClock: 1_709_450_110))
        XCTAssertNil(activities[1].statedOffset)
        XCTAssertEqual(activities[1].name, "Floating")
        XCTAssertEqual(activities[2].statedStart, .absolute(utc: 1_709_532_910, statedOffset: nil))
        XCTAssertEqual(activities[2].rawSport, "running")  // empty sport → default
        XCTAssertEqual(activities.map(\.line), [2, 3, 4])
    }

    func testLogbookColumnsInAnotherOrderAndCase() throws {
        let activities = try read("Name,Distance_M,Start,Elapsed_S,Sport\nEasy,4000,2024-03-02 07:00:00,1200,run\n")
        XCTAssertEqual(activities[0].name, "Easy")
        XCTAssertEqual(activities[0].summary.distance, 4000)
        XCTAssertEqual(activities[0].summary.elapsed, 1200)
    }

    // MARK: - Errors

    func testHeaderOnlyFile() {
        assertError("start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n", line: 1, reason: "the header is not followed by any row")
    }

    func testEmptyFile() {
        assertError("", line: nil, reason: "empty file")
    }

    func testUnrecognisedHeader() {
        // A table of no known export holds no activity: the error says so (`noActivity`).
        XCTAssertThrowsError(try read("\nfoo,bar\n1,2\n")) { error in
            XCTAssertEqual(
                error as? ImportError, ImportError(file: "t.csv", line: 2, reason: CSVSchema.unrecognisedReason, noActivity: .unknownFormat))
        }
        XCTAssertTrue(CSVSchema.unrecognisedReason.hasPrefix("unrecognised CSV header: expected Strava activities.csv"))
    }

    func testUnterminatedQuoteInAFile() {
        assertError(
            "start,sport,distance_m,elapsed_s\n2024-03-02T07:15:10,run,5000,1500\n2024-03-03T07:15:10,\"run,5000,1500\n",
            line: 3, reason: "unterminated quoted field")
    }

    func testUnreadableDistanceNamesColumnAndLine() {
        assertError(
            "Activity Type,Date,Title,Distance,Time\nRunning,2024-03-02 07:15:10,a,5,25:00\nRunning,2024-03-03 07:15:10,b,abc,25:00\n",
            line: 3, reason: "column 'Distance': cannot read 'abc' as a number")
    }

    func testUnreadableDurationAndDate() {
        let rows: [(row: String, reason: String)] = [
            ("Running,2024-03-02 07:15:10,a,5,25:61", "column 'Time': cannot read '25:61' as a duration"),
            ("Running,2024-02-30 07:15:10,a,5,25:00", "column 'Date': cannot read '2024-02-30 07:15:10' as a date and time"),
            ("Running,,a,5,25:00", "column 'Date': no start time"),
            ("Running,2024-03-02 07:15:10,a,-5,25:00", "column 'Distance': '-5' is negative"),
        ]
        for (row, reason) in rows {
            assertError("Activity Type,Date,Title,Distance,Time\n" + row + "\n", line: 2, reason: reason)
        }
    }

    func testMissingColumnsNameTheLine() {
        assertError(
            "Date,Type,Route Name,Distance (mi),Duration,Notes\n2013-12-29 11:36:13,Running,,3.02,26:42,ok\n\n2013-12-27 12:54:43,Running,\n",
            line: 4, reason: "column 'Distance (mi)' is missing: the row has 3 fields, the header has 6")
    }

    func testMissingTrailingUnusedColumnIsAccepted() throws {
        let activities = try read("Date,Type,Route Name,Distance (mi),Duration,Notes\n2013-12-29 11:36:13,Running,,3.02,26:42\n")
        XCTAssertEqual(try XCTUnwrap(activities[0].summary.distance), 4860.2, accuracy: 0.1)
    }

    func testTooManyFieldsIsAnError() throws {
        assertError(
            "start,sport,distance_m,elapsed_s,name\n2024-03-02T07:15:10,run,5000,1500,Run, with comma\n",
            line: 2, reason: "the row has 6 fields but the header has 5")
        // Empty extra fields (a trailing delimiter) are harmless.
        XCTAssertEqual(try read("start,sport,distance_m,elapsed_s\n2024-03-02T07:15:10,run,5000,1500,\n").count, 1)
    }

    func testUnreadableHeartRateIsAWarningNotAnError() throws {
        let activities = try read("start,sport,distance_m,elapsed_s,avg_hr\n2024-03-02T07:15:10,run,5000,1500,high\n")
        XCTAssertNil(activities[0].summary.averageHeartRate)
        XCTAssertEqual(activities[0].warnings, ["column 'avg_hr': cannot read 'high' as a number; left empty"])
    }

    // MARK: - Header recognition

    func testHeaderCellsAreCleanedOfMarkup() {
        XCTAssertEqual(
            CSVSchema.cleanHeaderCell(
                "<span class=\"translation_missing\" title=\"translation missing: en-US.lib.start_time\">Start Time</span>"),
            "Start Time")
        XCTAssertEqual(CSVSchema.cleanHeaderCell("  Distance &amp; Time  "), "Distance & Time")
    }

    func testRecognisedSources() throws {
        XCTAssertEqual(
            CSVSchema.recognise(header: ["start", "sport", "distance_m", "elapsed_s", "moving_s", "avg_hr", "name"])?.source,
            .logbook)
        XCTAssertEqual(CSVSchema.recognise(header: ["Date", "Type", "Distance (mi)", "Duration"])?.source, .runkeeper)
        XCTAssertEqual(CSVSchema.recognise(header: ["Activity Type", "Date", "Title", "Distance", "Time"])?.source, .garminConnect)
        let strava = try XCTUnwrap(
            CSVSchema.recognise(header: ["Activity ID", "Activity Date", "Activity Type", "Elapsed Time", "Distance", "Distance"]))
        XCTAssertEqual(strava.source, .strava)
        XCTAssertEqual(strava.distance.map(\.index), [5, 4])
        XCTAssertEqual(strava.distance.map(\.scale), [1, 1000])
        XCTAssertNil(CSVSchema.recognise(header: ["Date", "Distance"]))
    }

    // MARK: - Cost

    /// A row costs no copy of the process environment: every activity makes a spool, which
    /// asked `ProcessInfo.environment` for `TMPDIR` and so copied every variable into a
    /// dictionary, row after row (found by fuzzing, where it was a third of the CSV target's
    /// time). With 2,000 more variables, 3,000 rows took 9.5 s of processor time before.
    func testARowDoesNotCopyTheEnvironment() throws {
        let names = (0..<2_000).map { "LOGBOOK_TEST_PADDING_\($0)" }
        for name in names { setenv(name, String(repeating: "x", count: 100), 1) }
        defer { for name in names { unsetenv(name) } }
        var text = "start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n"
        for day in 0..<3_000 { text += "2024-03-02T07:15:10Z,run,\(5000 + day),1500,1490,150,Run \(day)\n" }
        let (activities, seconds) = try ThreadProcessorTime.measure { try read(text) }
        XCTAssertEqual(activities.count, 3_000)
        XCTAssertLessThan(seconds, 3, "3,000 rows took \(seconds) s")
    }
}
