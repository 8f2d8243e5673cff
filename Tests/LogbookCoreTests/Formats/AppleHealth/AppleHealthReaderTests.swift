import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel

/// Generated exports read by `AppleHealthReader`: one activity per workout with the
/// export's own numbers, routes, pauses, zones and heart rate.
final class AppleHealthReaderTests: XCTestCase {
    typealias Text = HealthExportText
    /// 2024-07-01 05:00:00 UTC (summer: Zurich is at +02:00).
    static let summer = Double(CivilCalendar.days(year: 2024, month: 7, day: 1) * 86_400 + 5 * 3600)
    let utc = TimeZone(identifier: "UTC") ?? .current

    private func read(_ text: String, name: String = "export.xml") throws -> (activities: [ParsedActivity], warnings: [String]) {
        try AppleHealthReader.read(ImportInput(data: Data(text.utf8), displayName: name))
    }

    private func build(_ activity: ParsedActivity) throws -> BuiltRun {
        try RunBuilder.build(activity, zone: utc, thresholds: .standard, file: "export.xml")
    }

    private func run(start: Double = summer, minutes: Double = 30, _ distance: Text.DistanceStyle) -> Text.Workout {
        Text.Workout(start: start, end: start + minutes * 60, offset: 7200, durationMinutes: minutes, distance: distance)
    }

    func testTheDTDSubsetIsPassedOverAndLinesStayThoseOfTheFile() throws {
        let text = Text.document([Text.workout(run(.statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 5.2, unit: "km")))])
        XCTAssertTrue(text.contains("<!DOCTYPE HealthData ["))
        let workoutLine = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("<Workout ") }.map { $0 + 1 }
        let activities = try read(text).activities
        XCTAssertEqual(activities.count, 1)
        XCTAssertEqual(activities[0].line, workoutLine)
        XCTAssertEqual(activities[0].format, "apple_health")
        XCTAssertEqual(activities[0].rawSport, "running")
        // A subset that is well formed reads the same.
        let wellFormed = Text.document([Text.workout(run(.attributes(total: 5, unit: "km")))], prolog: Text.prolog(malformed: false))
        XCTAssertEqual(try read(wellFormed).activities.first?.summary.distance, 5000)
    }

    func testStatisticsOfIOS16GiveTheDistanceAndDurationTheMovingTime() throws {
        let workout = run(minutes: 31.5, .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 5.2, unit: "km"))
        let activity = try XCTUnwrap(try read(Text.document([Text.workout(workout)])).activities.first)
        XCTAssertEqual(activity.summary.distance ?? 0, 5200, accuracy: 1e-9)
        XCTAssertEqual(activity.summary.moving ?? 0, 1890, accuracy: 1e-9)
        XCTAssertEqual(activity.summary.elapsed ?? 0, 1890, accuracy: 1e-9)
        XCTAssertEqual(activity.statedStart, .absolute(utc: Self.summer, statedOffset: 7200))
        let built = try build(activity)
        XCTAssertEqual(built.run.startUTC, Int64(Self.summer))
        XCTAssertEqual(built.run.utcOffset, 7200)
        XCTAssertEqual(built.run.distance ?? 0, 5200, accuracy: 1e-9)
        XCTAssertEqual(built.run.moving ?? 0, 1890, accuracy: 1e-9)
        XCTAssertEqual(built.run.device, DeviceTotals(distance: 5200, timer: 1890, elapsed: 1890))
        XCTAssertEqual(built.samples.count, 0)
    }

    func testTotalDistanceAttributesBeforeIOS16GiveTheDistance() throws {
        let activity = try XCTUnwrap(try read(Text.document([Text.workout(run(.attributes(total: 3.1, unit: "mi")))])).activities.first)
        XCTAssertEqual(activity.summary.distance ?? 0, 4988.9664, accuracy: 1e-6)
        XCTAssertEqual(try build(activity).run.device.distance ?? 0, 4988.9664, accuracy: 1e-6)
    }

    func testHKTimeZoneGivesTheWorkoutsOffsetWhateverTheExportWasWrittenIn() throws {
        // Exported on a phone set to UTC: the dates say +0000, the workout was run in Zurich.
        var workout = run(.attributes(total: 5, unit: "km"))
        workout.offset = 0
        workout.timeZone = "Europe/Zurich"
        let text = Text.document([Text.workout(workout)])
        XCTAssertTrue(text.contains("startDate=\"2024-07-01 05:00:00 +0000\""))
        let activity = try XCTUnwrap(try read(text).activities.first)
        XCTAssertEqual(activity.statedOffset, 7200)
        let built = try build(activity)
        XCTAssertEqual(built.run.startUTC, Int64(Self.summer))
        XCTAssertEqual(built.run.utcOffset, 7200)
        // In winter the same zone is +01:00.
        workout.start -= 180 * 86_400
        workout.end -= 180 * 86_400
        XCTAssertEqual(try read(Text.document([Text.workout(workout)])).activities.first?.statedOffset, 3600)
    }

    func testCyclingAndWalkingWorkoutsKeepTheirSports() throws {
        var ride = run(minutes: 60, .statistics(type: "HKQuantityTypeIdentifierDistanceCycling", sum: 30.5, unit: "km"))
        ride.activityType = "HKWorkoutActivityTypeCycling"
        var walk = run(start: Self.summer + 7200, minutes: 45, .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 4.1, unit: "km"))
        walk.activityType = "HKWorkoutActivityTypeWalking"
        let activities = try read(Text.document([Text.workout(ride), Text.workout(walk)])).activities
        XCTAssertEqual(activities.map(\.rawSport), ["cycling", "walking"])
        let runs = try activities.map { try build($0).run }
        XCTAssertEqual(runs.map(\.sport), ["cycling", "walking"])
        XCTAssertEqual(runs[0].distance ?? 0, 30_500, accuracy: 1e-9)
        XCTAssertEqual(runs[1].distance ?? 0, 4100, accuracy: 1e-9)
        XCTAssertEqual(runs[1].moving ?? 0, 2700, accuracy: 1e-9)
    }

    func testAnIndoorRunWithoutRouteIsATreadmillSummaryRun() throws {
        var treadmill = run(minutes: 40, .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 8, unit: "km"))
        treadmill.indoor = true
        treadmill.heartRateStatistics = (average: 151, maximum: 172)
        let activity = try XCTUnwrap(try read(Text.document([Text.workout(treadmill)])).activities.first)
        XCTAssertEqual(activity.rawSport, "running")
        XCTAssertEqual(activity.rawSubSport, "treadmill")
        XCTAssertEqual(activity.pointCount, 0)
        let built = try build(activity)
        XCTAssertEqual(built.run.sport, "running")
        XCTAssertEqual(built.run.subSport, "treadmill")
        XCTAssertEqual(built.run.distance ?? 0, 8000, accuracy: 1e-9)
        XCTAssertEqual(built.run.moving ?? 0, 2400, accuracy: 1e-9)
        XCTAssertEqual(built.run.pace.secondsPerKm ?? 0, 300, accuracy: 1e-9)
        // Without heart-rate Records, the statistics' average and maximum.
        XCTAssertEqual(built.run.averageHeartRate, 151)
        XCTAssertEqual(built.run.maxHeartRate, 172)
    }

    func testInlineLocationsAreTheRoute() throws {
        var workout = run(minutes: 10, .attributes(total: 1.8, unit: "km"))
        workout.locations = Text.eastbound(from: Self.summer, to: Self.summer + 600)
        let activity = try XCTUnwrap(try read(Text.document([Text.workout(workout)])).activities.first)
        XCTAssertEqual(activity.pointCount, 601)
        XCTAssertEqual(activity.points.segmentCount, 1)
        let first = try XCTUnwrap(activity.segments.first?.first)
        XCTAssertEqual(first.timestamp, Self.summer)
        XCTAssertEqual(first.lat, 47.37, accuracy: 1e-9)
        XCTAssertEqual(first.ele, 410.5, accuracy: 1e-9)
        let built = try build(activity)
        XCTAssertEqual(built.run.elapsed ?? 0, 600, accuracy: 1e-9)
        XCTAssertEqual(built.run.gpsDistance ?? 0, 1800, accuracy: 1)
    }

    func testAPauseCutsTheRouteIntoSegmentsAndLeavesItsPointsOut() throws {
        let start = Self.summer
        var workout = run(minutes: 18, .attributes(total: 3.24, unit: "km"))
        workout.end = start + 1200
        workout.pauses = [(start + 600, start + 720)]
        workout.locations = Text.eastbound(from: start, to: start + 1200)
        let activity = try XCTUnwrap(try read(Text.document([Text.workout(workout)])).activities.first)
        let segments = activity.segments
        XCTAssertEqual(segments.map(\.count), [600, 481])
        XCTAssertEqual(segments[0].last?.timestamp, start + 599)
        XCTAssertEqual(segments[1].first?.timestamp, start + 720)
        let built = try build(activity)
        XCTAssertEqual(built.run.elapsed ?? 0, 1200, accuracy: 1e-9)
        XCTAssertEqual(built.run.moving ?? 0, 1079, accuracy: 1)
        XCTAssertEqual(built.run.device.timer ?? 0, 1080, accuracy: 1e-9)
    }

    func testARouteFileAndItsHeartRateRecordsMakeTheSamples() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let start = Self.summer
        var workout = run(minutes: 20, .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 3.6, unit: "km"))
        workout.routePath = "/workout-routes/route_2024-07-01_7.00am.gpx"
        workout.heartRateStatistics = (average: 99, maximum: 199)  // Records win over these
        // Records every 5 s (some 7 s), rising then falling: not a flat mean.
        var records: [(Double, Double)] = []
        var time = start + 2
        var index = 0
        while time <= start + 1200 {
            records.append((time, 120 + Double(index % 40)))
            time += index % 3 == 0 ? 7 : 5
            index += 1
        }
        // Records outside the workout are not its own.
        let body = [Text.heartRate(at: start - 300, bpm: 60, offset: 7200), Text.steps(at: start, count: 90, offset: 7200)]
            + records.map { Text.heartRate(at: $0.0, bpm: $0.1, offset: 7200) }
            + [Text.heartRate(at: start + 1500, bpm: 190, offset: 7200), Text.workout(workout)]
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("workout-routes"), withIntermediateDirectories: true)
        try Data(Text.document(body).utf8).write(to: folder.url.appendingPathComponent("export.xml"))
        try Data(Text.routeGPX(Text.eastbound(from: start, to: start + 1200)).utf8)
            .write(to: folder.url.appendingPathComponent("workout-routes/route_2024-07-01_7.00am.gpx"))

        let (activities, warnings) = try AppleHealthReader.read(ImportInput(file: folder.url.appendingPathComponent("export.xml")))
        XCTAssertEqual(warnings, [])
        let activity = try XCTUnwrap(activities.first)
        XCTAssertEqual(activity.pointCount, 1201)
        // The records' own time-weighted mean (trapezoids between consecutive records).
        var weighted = 0.0, weight = 0.0
        for (a, b) in zip(records, records.dropFirst()) {
            weighted += (b.0 - a.0) * (a.1 + b.1) / 2
            weight += b.0 - a.0
        }
        let mean = weighted / weight
        let built = try build(activity)
        XCTAssertEqual(built.run.averageHeartRate ?? 0, mean, accuracy: 1)
        XCTAssertEqual(built.run.maxHeartRate ?? 0, 159, accuracy: 1e-9)
        XCTAssertEqual(built.run.gpsDistance ?? 0, 3600, accuracy: 1)
        XCTAssertEqual(built.run.device.distance ?? 0, 3600, accuracy: 1e-9)
        // A point between two records carries the line between them.
        let points = activity.segments[0]
        XCTAssertEqual(points[2].hr, 120)
        XCTAssertEqual(points[5].hr, 120 + 3.0 / 7, accuracy: 1e-4)
    }

    func testAMissingRouteFileIsNamedInOneWarningAndItsWorkoutIsASummaryRun() throws {
        var workout = run(.attributes(total: 5, unit: "km"))
        workout.routePath = "/workout-routes/route_2024-07-01_7.00am.gpx"
        let (activities, warnings) = try read(Text.document([Text.workout(workout)]))
        XCTAssertEqual(warnings, [
            "1 route file is missing, so its workout is a summary run: workout-routes/route_2024-07-01_7.00am.gpx"
        ])
        XCTAssertEqual(activities.first?.pointCount, 0)
        XCTAssertEqual(activities.first?.warnings, warnings)
    }

    func testAnEntityDeclarationRefusesTheFile() throws {
        let text = Text.document(
            [Text.workout(run(.attributes(total: 5, unit: "km")))],
            prolog: Text.prolog(extra: "<!ENTITY lol \"lol\">\n"))
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<!ENTITY") }.map { $0 + 1 }
        XCTAssertThrowsError(try read(text)) { error in
            XCTAssertEqual(
                "\(error)",
                "export.xml:\(line ?? 0): the <!DOCTYPE> declares an entity (<!ENTITY); an Apple Health export never does, "
                    + "and entities are never expanded")
        }
    }

    func testATruncatedExportIsRejectedWithItsLine() throws {
        let text = Text.document([Text.heartRate(at: Self.summer, bpm: 130), Text.workout(run(.attributes(total: 5, unit: "km")))])
        let cut = String(text.prefix(text.count - 60))
        let lines = cut.split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertThrowsError(try read(cut)) { error in
            let importError = error as? ImportError
            XCTAssertEqual(importError?.file, "export.xml")
            XCTAssertEqual(importError?.line, lines)
            XCTAssertTrue(importError?.reason.hasPrefix("unexpected end of file inside <") ?? false, "\(error)")
        }
        // And a file cut inside its DOCTYPE.
        XCTAssertThrowsError(try read(String(text.prefix(300)))) { error in
            XCTAssertEqual("\(error)", "export.xml:2: the file ends inside its <!DOCTYPE>")
        }
    }

    func testBytesXMLForbidsAreReadAsSpacesWithAWarning() throws {
        var workout = run(.attributes(total: 5, unit: "km"))
        workout.timeZone = "Europe/Zurich"
        let text = Text.document([Text.workout(workout)]).replacingOccurrences(of: "Apple Watch\"", with: "Apple\u{0B}Watch\u{0B}\"")
        let (activities, warnings) = try read(text)
        XCTAssertEqual(activities.count, 1)
        XCTAssertEqual(warnings, ["read 2 control bytes that XML does not allow (such as \\x0b) as spaces"])
        // Without the filter, libxml2 refuses the file at the first one.
        XCTAssertThrowsError(try XMLActivityReader.gpx.read(ImportInput(data: Data(text.utf8), displayName: "x")))
    }

    func testAnExportWithoutWorkoutsIsRefused() throws {
        XCTAssertThrowsError(try read(Text.document([Text.heartRate(at: Self.summer, bpm: 60)]))) { error in
            XCTAssertEqual("\(error)", "export.xml: no <Workout> in this Apple Health export (it holds only other health records)")
        }
    }
}

/// `export.zip` as the Health app writes it: export.xml and its route files read from the zip.
final class AppleHealthZipTests: XCTestCase {
    func testTheZipsRouteFilesAreFoundBesideExportXML() throws {
        let start = AppleHealthReaderTests.summer
        var workout = HealthExportText.Workout(
            start: start, end: start + 600, offset: 7200, durationMinutes: 10,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 1.8, unit: "km"))
        workout.routePath = "/workout-routes/route_2024-07-01_7.00am.gpx"
        let zip = try TestArchive.zip([
            ("apple_health_export/export.xml", Data(HealthExportText.document([HealthExportText.workout(workout)]).utf8)),
            ("apple_health_export/export_cda.xml", Data("<ClinicalDocument/>".utf8)),
            ("apple_health_export/workout-routes/route_2024-07-01_7.00am.gpx",
             Data(HealthExportText.routeGPX(HealthExportText.eastbound(from: start, to: start + 600)).utf8)),
        ])
        var queue = ImportQueue([.input(ImportInput(data: zip, displayName: "export.zip"))])
        guard case .input(let input) = queue.next() else { return XCTFail("no member") }
        XCTAssertEqual(input.displayName, "export.zip:apple_health_export/export.xml")
        let (activities, warnings) = try AppleHealthReader.read(input)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(activities.first?.pointCount, 601)
        XCTAssertEqual(activities.first?.segments.first?.first?.timestamp, start)
    }
}
