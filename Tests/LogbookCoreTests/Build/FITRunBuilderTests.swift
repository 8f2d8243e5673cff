import XCTest
@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel

/// FIT activities built into runs, compared with the totals the device stated in the session.
///
/// Tolerances, and why:
/// - distance within 1 % of `total_distance` (2 % for the open-water swim, whose GPS fixes
///   come only when the arm is out of the water): the builder measures GPS positions
///   (haversine, jumps and standstill jitter removed) or sums device distances, the watch
///   applies its own filter;
/// - elapsed within 7 s of `total_elapsed_time`: the builder spans first to last record, and
///   the last record can come up to one recording interval (6 s on the FR920XT and FR70,
///   which do not record every second) before the session's millisecond end;
/// - moving at most `total_timer_time` + 3 s and at least 90 % of it: the builder drops
///   standstills (a runner waiting at a light) that a timer without auto-pause keeps counting.
final class FITRunBuilderTests: XCTestCase {
    typealias Files = FITTestFiles
    let utc = TimeZone(identifier: "UTC")!

    private func assertMatchesSession(
        _ activity: ParsedActivity, distanceTolerance: Double = 0.01, checkMoving: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) throws -> BuiltRun {
        let built = try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard), file: file, line: line)
        let run = built.run
        let distance = try XCTUnwrap(activity.summary.distance, file: file, line: line)
        let elapsed = try XCTUnwrap(activity.summary.elapsed, file: file, line: line)
        let timer = try XCTUnwrap(activity.summary.moving, file: file, line: line)
        XCTAssertEqual(run.source, "fit", file: file, line: line)
        XCTAssertEqual(run.distance ?? 0, distance, accuracy: distance * distanceTolerance, file: file, line: line)
        XCTAssertEqual(run.elapsed ?? 0, elapsed, accuracy: 7, file: file, line: line)
        if checkMoving {
            XCTAssertLessThanOrEqual(run.moving ?? .infinity, timer + 3, file: file, line: line)
            XCTAssertGreaterThanOrEqual(run.moving ?? 0, timer * 0.9, file: file, line: line)
        }
        return built
    }

    func testFenix2() throws {
        let activity = try FITReader.read(Files.fixture("run-garmin-fenix2-gps-hr-cad-running-dynamics.fit"))[0]
        let built = try assertMatchesSession(activity)
        XCTAssertEqual(built.run.startUTC, 1_439_649_908)
        XCTAssertEqual(built.run.utcOffset, 7200)  // stated by the file, not the UTC zone given
        XCTAssertEqual(built.run.sport, "running")
        XCTAssertEqual(built.samples.count, 2809)
        // The run's distance is the session's 9,008.2 m (it was the GPS 8,936 m): 9 full km and a partial.
        XCTAssertEqual(built.run.distance ?? 0, 9008.2, accuracy: 0.05)
        XCTAssertEqual(built.splits.count, 10)
        XCTAssertEqual(built.run.averageHeartRate ?? 0, 153.9, accuracy: 0.1)  // time-weighted, session has none
    }

    func testVenuSq() throws {
        let activity = try FITReader.read(Files.fixture("run-garmin-venusq-smart-recording-gps-hr-cad.fit"))[0]
        let built = try assertMatchesSession(activity)
        XCTAssertEqual(built.run.startUTC, 1_653_839_615)
        XCTAssertEqual(built.run.utcOffset, 7200)
        XCTAssertEqual(built.splits.count, 4)
    }

    func testStryd() throws {
        let activity = try FITReader.read(Files.fixture("run-stryd-developer-fields-named-like-native.fit"))[0]
        let built = try assertMatchesSession(activity)
        XCTAssertEqual(built.run.utcOffset, 0)  // no local time in the file: the zone's (UTC)
    }

    func testFR70WithoutPositions() throws {
        let activity = try FITReader.read(
            Files.fixture("run-garmin-fr70-footpod-no-gps-compressed-timestamps-relative-time.fit"))[0]
        let built = try assertMatchesSession(activity)
        XCTAssertEqual(built.run.startUTC, 1_329_131_776)  // 2012-02-13 11:16:16 wall clock, offset 0
        XCTAssertEqual(built.run.utcOffset, 0)
    }

    func testTriathlonRunLeg() throws {
        let activities = try FITReader.read(Files.fixture("triathlon-garmin-fr920xt-5-sessions-chained-fit-segments.fit"))
        let built = try assertMatchesSession(activities[4])
        XCTAssertEqual(built.run.startUTC, 1_527_413_021)
        XCTAssertEqual(built.run.utcOffset, 7200)
        _ = try assertMatchesSession(activities[2])  // the bike leg
        // The swim has positions on 38 of 349 records: its distance and elapsed time hold, but
        // the builder's moving time (progress between positioned points) does not; not asserted.
        _ = try assertMatchesSession(activities[0], distanceTolerance: 0.02, checkMoving: false)
    }

    func testForerunner945Treadmill() throws {
        let activity = try FITReader.read(Files.corpus("treadmill-garmin-fr945-no-gps-3-pauses-stryd-devfields.fit"))[0]
        let built = try assertMatchesSession(activity)
        XCTAssertEqual(built.run.utcOffset, -18000)
        // The session's total_distance (the records' increases, pauses excluded, give 10,628.88 m).
        XCTAssertEqual(built.run.distance ?? 0, 10630.37, accuracy: 0.005)
    }

    func testCoros() throws {
        let activity = try FITReader.read(Files.corpus("run-coros-apexpro-gps-hr-cad-power-utc-local-time.fit"))[0]
        let built = try assertMatchesSession(activity)
        XCTAssertEqual(built.run.startUTC, 1_584_193_949)
        let prague = try XCTUnwrap(TimeZone(identifier: "Europe/Prague"))
        XCTAssertEqual(RunBuilder.build(activity, zone: prague, thresholds: .standard)?.run.utcOffset, 3600)
    }

    func testSuuntoSparsePositions() throws {
        let activity = try FITReader.read(Files.corpus("run-suunto-sparse-gps-no-timer-events.fit"))[0]
        // Positions on 365 of 1473 records: distance and elapsed hold; the builder's moving time
        // from sparse positions does not (a run-builder matter), so it is not asserted here.
        let built = try assertMatchesSession(activity, checkMoving: false)
        XCTAssertEqual(built.run.utcOffset, 3600)
    }

    func testImporterBuildsFITFiles() throws {
        let importer = Importer(options: ImportOptions(zone: utc))
        let result = try importer.build(Files.fixture("run-garmin-venusq-smart-recording-gps-hr-cad.fit"))
        XCTAssertEqual(result.format, .fit)
        XCTAssertEqual(result.runs.map(\.run.startUTC), [1_653_839_615])
        XCTAssertEqual(result.runs.map(\.run.utcOffset), [7200])

        let berlin = Importer(options: ImportOptions(zone: TimeZone(identifier: "Europe/Berlin")!))
        let fr70 = try berlin.build(Files.fixture("run-garmin-fr70-footpod-no-gps-compressed-timestamps-relative-time.fit"))
        XCTAssertEqual(fr70.runs.map(\.run.startUTC), [1_329_128_176])  // 11:16:16 in Berlin is 10:16:16Z
        XCTAssertEqual(fr70.runs.map(\.run.utcOffset), [3600])

        // Damaged at byte 7451 (a record dated 2085): the 472 records before it are recovered.
        let strava = try importer.build(Files.fixture("malformed-strava-android-run-undefined-local-message-short-file.fit"))
        XCTAssertEqual(strava.runs.map(\.run.recoveredAtByte), [7451])
        XCTAssertEqual(strava.runs.map(\.sampleList.count), [472])
    }
}
