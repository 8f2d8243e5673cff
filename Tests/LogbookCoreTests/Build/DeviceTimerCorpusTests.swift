import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel

/// Real files with a device timer move for it to the second (the timers as fitdecode 0.11.0
/// and ElementTree read them, see `Fixtures/independent`); files whose stated timer is not
/// the recording's keep the moving time of their points. MIT and BSD files are fixtures,
/// GPL and AGPL ones are read from the shared corpus (skipped when it is absent).
final class DeviceTimerCorpusTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC") ?? .current

    private func runs(_ input: ImportInput) throws -> [Run] {
        try Importer(options: ImportOptions(zone: utc)).build(input).runs.map(\.run)
    }

    private func assertTimer(_ input: ImportInput, _ timers: [Double], file: StaticString = #filePath, line: UInt = #line) throws {
        let built = try runs(input)
        XCTAssertEqual(built.count, timers.count, input.displayName, file: file, line: line)
        for (run, timer) in zip(built, timers) {
            // The laps' times summed may differ from the decimal in their last bit.
            XCTAssertEqual(try XCTUnwrap(run.moving), timer, accuracy: 1e-9, input.displayName, file: file, line: line)
            XCTAssertEqual(run.moving, run.device.timer, input.displayName, file: file, line: line)
            XCTAssertEqual(run.movingSource, .device, input.displayName, file: file, line: line)
        }
    }

    func testFixturesWithADeviceTimerMoveForIt() throws {
        try assertTimer(FITTestFiles.fixture("run-garmin-fenix2-gps-hr-cad-running-dynamics.fit"), [2832])
        try assertTimer(FITTestFiles.fixture("run-garmin-venusq-smart-recording-gps-hr-cad.fit"), [1428.038])
        try assertTimer(FITTestFiles.fixture("run-stryd-developer-fields-named-like-native.fit"), [3424])
        // The triathlon's open-water swim, transitions, ride and run: each its session's timer.
        try assertTimer(
            FITTestFiles.fixture("triathlon-garmin-fr920xt-5-sessions-chained-fit-segments.fit"),
            [1987.521, 170.269, 4422.14, 60.724, 2850.694])
        try assertTimer(XMLReaderTestFiles.fixture("garmin-forerunner410-run-3-laps-hr.tcx"), [1992.78])
        // The speed-derived figures stay beside them.
        let fenix = try XCTUnwrap(try runs(FITTestFiles.fixture("run-garmin-fenix2-gps-hr-cad-running-dynamics.fit")).first)
        XCTAssertEqual(fenix.gpsMoving, 2823)
        XCTAssertEqual(try XCTUnwrap(fenix.pace.secondsPerKm), 2832 / 9.00822, accuracy: 1e-6)
    }

    func testCorpusFilesWithADeviceTimerMoveForIt() throws {
        try assertTimer(try FITTestFiles.corpus("run-coros-apexpro-gps-hr-cad-power-utc-local-time.fit"), [2922])
        // Sparse positions: the speed gives 1382 s of the watch's 1480.259.
        try assertTimer(try FITTestFiles.corpus("run-suunto-sparse-gps-no-timer-events.fit"), [1480.259])
        try assertTimer(try XMLReaderTestFiles.corpus("tcx/garmin-forerunner110-run-14-laps.tcx"), [3922.99])
        try assertTimer(try XMLReaderTestFiles.corpus("malformed/polar-v800-run-whitespace-before-xml-decl.tcx"), [1545])
    }

    func testStatedTimersThatAreNotTheRecordingsAreLeftBeside() throws {
        // The Strava Android file's session (3558 s) was written at its start; 314 s of it
        // were recovered. The Forerunner 305's lap states 2325 s beside 1431 s of points.
        // The Fitbit ride's lap states 2283 s beside 463 s.
        for (input, moving) in [
            (FITTestFiles.fixture("malformed-strava-android-run-undefined-local-message-short-file.fit"), 314.0),
            (XMLReaderTestFiles.fixture("garmin-forerunner305-run-1-lap-3-tracks.tcx"), 64),
            (XMLReaderTestFiles.fixture("fitbit-versa-ride-utc-offset-times.tcx"), 435),
        ] {
            let run = try XCTUnwrap(try runs(input).first, input.displayName)
            XCTAssertEqual(run.moving, moving, input.displayName)
            XCTAssertEqual(run.movingSource, .gps, input.displayName)
            XCTAssertEqual(run.gpsMoving, moving, input.displayName)
        }
        // Suunto's TCX laps cover 625 s of 907 (their distance falls short of the records').
        // The corpus file is looked for outside XCTUnwrap, which would turn its skip into a failure.
        let movescount = try XMLReaderTestFiles.corpus("tcx/suunto-movescount-run-2-laps.tcx")
        let suunto = try XCTUnwrap(try runs(movescount).first)
        XCTAssertEqual(suunto.device.timer, 625)
        XCTAssertEqual(suunto.moving, 907)
        XCTAssertEqual(suunto.movingSource, .gps)
    }
}
