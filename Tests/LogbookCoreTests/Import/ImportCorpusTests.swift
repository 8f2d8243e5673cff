import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// Every file of the shared corpus (`gpx`, `tcx`, `csv` and `malformed`) imported through
/// `Importer` into its own fresh database, with the exact outcome it must have: imported
/// (its runs and warnings) or rejected (its message). None may crash.
///
/// Where the run numbers come from: every `ExpectedRun` below (start, offset, sport,
/// distance, elapsed and moving time, pace, point count, split count, average heart
/// rate) is the output of `Fixtures/independent/compute.py --swift`, a standard-library
/// Python script written from the rules documented in `RunBuilder.swift`,
/// `MovingTimeRule.swift`, `SplitsAccumulator.swift` and the readers' doc comments. It
/// reads the XML with `xml.etree` and the CSV with `csv` and never calls logbook:
///
///     cd ../shared/corpus && python3 <package>/Tests/LogbookCoreTests/Fixtures/independent/compute.py \
///         --swift gpx/*.gpx tcx/*.tcx malformed/* csv/*
///
/// The script prints distances, times and paces to 0.1 and heart rates to 0.01; they are
/// asserted to the metre (±0.5 m), to the second (±0.5 s) and to 0.1 bpm (±0.05). The
/// statuses, warnings and rejection messages were written from the readers' documented
/// rules (which points are skipped, what a route- or waypoint-only file says).
///
/// Licences: files under MIT, BSD or Apache licences are read from their copies in
/// `Fixtures/xml` and `Fixtures/csv` (see `Fixtures/ATTRIBUTION.md`), so
/// `testPermissiveCorpusFiles` always runs. GPL and AGPL files are read from
/// `../shared/corpus` only, by `testCopyleftCorpusFiles`, which is skipped when that
/// folder is absent.
final class ImportCorpusTests: XCTestCase {
    // MARK: - The tests

    /// The MIT/BSD/Apache files, from their copies in `Fixtures/`.
    func testPermissiveCorpusFiles() throws {
        for file in Self.corpus where file.location != .copyleft {
            try checkImport(of: file, at: fixtureURL(of: file))
        }
    }

    /// The GPL/AGPL files, read from `../shared/corpus` (never copied into the package).
    func testCopyleftCorpusFiles() throws {
        try skipUnlessSharedCorpusIsPresent()
        for file in Self.corpus where file.location == .copyleft {
            try checkImport(of: file, at: Self.sharedCorpus.appendingPathComponent(file.path))
        }
    }

    /// Each corpus folder holds exactly the files of the table (a new file without an
    /// outcome fails here), every permissive copy in `Fixtures/` is byte-identical to the
    /// corpus file, and no GPL/AGPL file was copied into `Fixtures/`.
    func testEveryCorpusFileHasAnOutcome() throws {
        try skipUnlessSharedCorpusIsPresent()
        for folder in ["gpx", "tcx", "csv", "malformed"] {
            let listed = try FileManager.default.contentsOfDirectory(atPath: Self.sharedCorpus.appendingPathComponent(folder).path)
                .filter { !$0.hasPrefix(".") }
            let expected = Self.corpus.filter { $0.folder == folder }.map(\.name)
            XCTAssertEqual(Set(listed).subtracting(expected).sorted(), [], "files in ../shared/corpus/\(folder) without an outcome")
            XCTAssertEqual(Set(expected).subtracting(listed).sorted(), [], "outcomes for files absent from ../shared/corpus/\(folder)")
            XCTAssertEqual(expected.count, Set(expected).count, "a file is listed twice in \(folder)")
        }
        for file in Self.corpus {
            let corpusURL = Self.sharedCorpus.appendingPathComponent(file.path)
            guard FileManager.default.fileExists(atPath: corpusURL.path) else { continue }  // reported above
            let corpusBytes = try Data(contentsOf: corpusURL)
            if file.location == .copyleft {
                for subfolder in ["xml", "csv"] {
                    let copy = Self.fixtures.appendingPathComponent(subfolder).appendingPathComponent(file.name)
                    XCTAssertFalse(FileManager.default.fileExists(atPath: copy.path), "\(file.path) is GPL/AGPL: it must not be copied")
                }
            } else {
                XCTAssertEqual(try Data(contentsOf: fixtureURL(of: file)), corpusBytes, "Fixtures copy of \(file.path) differs")
            }
        }
    }

    // MARK: - Checking one file

    /// Imports `file` into a fresh database and asserts its expected outcome.
    func checkImport(of file: CorpusFile, at url: URL) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("logbook.sqlite"))
        try database.configure()
        try Migrator().migrate(database)
        let options = ImportOptions(zone: try XCTUnwrap(TimeZone(identifier: "UTC")), thresholds: .standard)
        let result = try Importer(options: options).importFile(ImportInput(file: url, displayName: file.name), into: database)
        let label = file.path
        let storedRuns = try database.scalar("SELECT count(*) FROM runs").int64Value

        switch file.outcome {
        case .rejected(let message):
            XCTAssertEqual(result.status, .rejected, label)
            XCTAssertEqual(result.error?.description, message, label)
            XCTAssertEqual(result.runs.count, 0, label)
            XCTAssertEqual(storedRuns, 0, "\(label): a rejected file stores nothing")
        case .imported(let expectedRuns, let warnings):
            XCTAssertEqual(result.status, .imported, label)
            XCTAssertNil(result.error, label)
            XCTAssertEqual(result.warnings, warnings, label)
            XCTAssertEqual(result.runs.count, expectedRuns.count, "\(label): runs")
            XCTAssertEqual(result.newRuns, expectedRuns.count, "\(label): new runs")
            XCTAssertEqual(storedRuns, Int64(expectedRuns.count), "\(label): stored runs")
            for (index, (imported, expected)) in zip(result.runs, expectedRuns).enumerated() {
                let run = try XCTUnwrap(try RunQueries(database: database).run(id: XCTUnwrap(imported.id)), label)
                try checkRun(run, expected, in: database, label: "\(label) run \(index + 1)")
            }
        }
    }

    /// Asserts one imported run against its expectation, counting its stored samples and splits.
    func checkRun(_ run: Run, _ expected: ExpectedRun, in database: Database, label: String) throws {
        let id = try XCTUnwrap(run.id, "\(label): no id")
        XCTAssertEqual(run.startUTC, expected.start, "\(label): start")
        XCTAssertEqual(run.utcOffset, expected.offset, "\(label): offset")
        XCTAssertEqual(run.sport, expected.sport, "\(label): sport")
        assertClose(run.distance, expected.distance, accuracy: 0.5, "\(label): distance")
        assertClose(run.elapsed, expected.elapsed, accuracy: 0.5, "\(label): elapsed")
        assertClose(run.moving, expected.moving, accuracy: 0.5, "\(label): moving")
        XCTAssertEqual(run.pace.status, expected.pace, "\(label): pace status")
        assertClose(run.pace.secondsPerKm, expected.paceSeconds, accuracy: 0.5, "\(label): pace")
        assertClose(run.averageHeartRate, expected.heartRate, accuracy: 0.05, "\(label): average heart rate")
        let samples = try SampleRows.scalar(database, "SELECT count(*) FROM samples WHERE run_id = ?", [.integer(id)]).int64Value
        let splits = try database.scalar("SELECT count(*) FROM splits WHERE run_id = ?", [.integer(id)]).int64Value
        XCTAssertEqual(samples, Int64(expected.samples), "\(label): samples")
        XCTAssertEqual(splits, Int64(expected.splits), "\(label): splits")
    }

    /// Both `nil`, or both present and within `accuracy`.
    func assertClose(_ actual: Double?, _ expected: Double?, accuracy: Double, _ message: String, line: UInt = #line) {
        switch (actual, expected) {
        case (nil, nil):
            break
        case let (actual?, expected?):
            XCTAssertEqual(actual, expected, accuracy: accuracy, message, line: line)
        default:
            XCTFail("\(message): got \(String(describing: actual)), expected \(String(describing: expected))", line: line)
        }
    }

    // MARK: - Where the files are

    /// The package's test fixtures.
    static let fixtures = TestPaths.fixtures

    /// `../shared/corpus` relative to the package root.
    static let sharedCorpus = TestPaths.sharedCorpus

    /// The copy of a permissive corpus file in `Fixtures/xml` (GPX and TCX) or `Fixtures/csv`.
    func fixtureURL(of file: CorpusFile) -> URL {
        Self.fixtures.appendingPathComponent(file.folder == "csv" ? "csv" : "xml").appendingPathComponent(file.name)
    }

    /// Skips, naming the reason, when `../shared/corpus` is not next to the package.
    func skipUnlessSharedCorpusIsPresent() throws {
        _ = try SharedCorpus.url()
    }

    // MARK: - The table
    /// Every file of ../shared/corpus/{gpx,tcx,csv,malformed} (licences from SOURCES.md).
    static let corpus: [CorpusFile] = [
        // MARK: gpx
        .rejects(
            "gpx", "alltrails-route-rtept-only.gpx", .permissive,  // MIT
            "alltrails-route-rtept-only.gpx: no timed track points (the file holds a route, not a recorded activity)"),
        .imports(
            "gpx", "amazfit-run-bare-heartrate-and-ns3-hr.gpx", .copyleft,  // AGPL-3.0
            ExpectedRun(start: 1526291652, offset: 10800, sport: "running", distance: 8722.6, elapsed: 2531, moving: 2531, pace: .ok, paceSeconds: 290.2, samples: 1216, splits: 9, heartRate: 146.60)),
        // The first two points share a second: that zero-second step keeps its 0.24 m, the
        // next adds its 0.16 m (no standstill lasts 30 s here); the next step's window speed
        // is below 0.5 m/s, so there is no moving time, and no sport can be told from it.
        .imports(
            "gpx", "apple-health-export-route-3pts-duplicate-timestamp.gpx", .permissive,  // Apache-2.0
            ExpectedRun(start: 1560290442, offset: -25200, sport: "unknown", distance: 0.4, elapsed: 1, moving: 0, pace: .noTime, paceSeconds: nil, samples: 3, splits: 1, heartRate: nil)),
        .imports(
            "gpx", "apple-health-export-workout-route.gpx", .permissive,  // BSD-2-Clause
            ExpectedRun(start: 1576441195, offset: -18000, sport: "walking", distance: 68.4, elapsed: 43, moving: 43, pace: .ok, paceSeconds: 629, samples: 44, splits: 1, heartRate: nil)),
        .imports(
            "gpx", "apple-watch-run-3-segments-hr-cad-power.gpx", .permissive,  // BSD-2-Clause
            ExpectedRun(start: 1746201075, offset: 7200, sport: "running", distance: 87.6, elapsed: 2569.3, moving: 35.5, pace: .ok, paceSeconds: 405.1, samples: 17, splits: 1, heartRate: 155.02)),
        .imports(
            "gpx", "garmin-connect-run-gpxtpx-hr.gpx", .permissive,  // BSD-2-Clause
            ExpectedRun(start: 1351121380, offset: -14400, sport: "running", distance: 3098.5, elapsed: 948, moving: 842, pace: .ok, paceSeconds: 271.7, samples: 206, splits: 4, heartRate: 190.35)),
        .imports(
            "gpx", "garmin-connect-run-ns3-hr-cad.gpx", .permissive,  // MIT
            ExpectedRun(start: 1501339595, offset: -25200, sport: "running", distance: 12821.2, elapsed: 5498, moving: 5492, pace: .ok, paceSeconds: 428.4, samples: 988, splits: 13, heartRate: 145.89)),
        .imports(
            "gpx", "gpx10-forerunner10-run-7-segments-lap-waypoints.gpx", .copyleft,  // GPL-2.0
            ExpectedRun(start: 1371095795, offset: 7200, sport: "cycling", distance: 10165.8, elapsed: 1696, moving: 1499, pace: .ok, paceSeconds: 147.5, samples: 514, splits: 11, heartRate: nil)),
        CorpusFile(
            folder: "gpx", name: "gpx10-gpsbabel-partial-timestamps.gpx", location: .permissive,  // Apache-2.0
            outcome: .imported([
                ExpectedRun(start: 1286098590, offset: 7200, sport: "walking", distance: 2282, elapsed: 4552, moving: 2131, pace: .ok, paceSeconds: 933.8, samples: 176, splits: 3, heartRate: nil),
                ExpectedRun(start: 1286103430, offset: 7200, sport: "walking", distance: 3979.5, elapsed: 8541, moving: 3412, pace: .ok, paceSeconds: 857.4, samples: 337, splits: 4, heartRate: nil),
            ], warnings: [
                "ignored track \"03-OCT-10\" at line 22: no timed track points",
                "ignored track \"03-OCT-10 #2\" at line 28: no timed track points (skipped 358 points without a usable time)",
            ])),
        CorpusFile(
            folder: "gpx", name: "mapsource-3-tracks.gpx", location: .permissive,  // BSD-2-Clause
            outcome: .imported([
                ExpectedRun(start: 1215856703, offset: 7200, sport: "walking", distance: 522.2, elapsed: 430, moving: 340, pace: .ok, paceSeconds: 651.1, samples: 38, splits: 1, heartRate: nil),
                ExpectedRun(start: 1215935851, offset: 7200, sport: "walking", distance: 1203.2, elapsed: 962, moving: 852, pace: .ok, paceSeconds: 708.1, samples: 65, splits: 2, heartRate: nil),
                ExpectedRun(start: 1216019299, offset: 7200, sport: "unknown", distance: 18.6, elapsed: 84, moving: 0, pace: .noTime, paceSeconds: nil, samples: 14, splits: 1, heartRate: nil),
            ], warnings: [])),
        .imports(
            "gpx", "opentracks-walk-utc-offset-hr-zero.gpx", .permissive,  // MIT
            ExpectedRun(start: 1756578559, offset: 7200, sport: "walking", distance: 1088.4, elapsed: 760.7, moving: 637.7, pace: .ok, paceSeconds: 585.9, samples: 104, splits: 2, heartRate: nil)),
        .imports(
            "gpx", "oregon600-3-segments-hr-missing-in-first.gpx", .permissive,  // BSD-2-Clause
            ExpectedRun(start: 1495857600, offset: 7200, sport: "walking", distance: 61.8, elapsed: 122, moving: 42, pace: .ok, paceSeconds: 679.8, samples: 16, splits: 1, heartRate: 111.05)),
        .imports(
            "gpx", "strava-android-run-hr-cad.gpx", .copyleft,  // AGPL-3.0
            ExpectedRun(start: 1489942170, offset: 3600, sport: "running", distance: 4589.2, elapsed: 1958, moving: 1948, pace: .ok, paceSeconds: 424.5, samples: 1038, splits: 5, heartRate: 145.43)),
        .rejects(
            "gpx", "strava-route-trk-no-timestamps.gpx", .permissive,  // MIT
            "strava-route-trk-no-timestamps.gpx:20: no timed track points (113 points without a usable time, the first has no <time>)"),
        .imports(
            "gpx", "suunto-movescount-run-gpxdata-cadence.gpx", .copyleft,  // AGPL-3.0
            ExpectedRun(start: 1526220663, offset: 7200, sport: "running", distance: 12264.7, elapsed: 6548, moving: 4838, pace: .ok, paceSeconds: 394.5, samples: 1592, splits: 13, heartRate: 142.09)),
        .rejects(
            "gpx", "waypoints-only.gpx", .permissive,  // BSD-2-Clause
            "waypoints-only.gpx: no timed track points (the file holds only waypoints)"),

        // MARK: tcx
        .rejects(
            "tcx", "course-no-activity.tcx", .permissive,  // BSD-2-Clause
            "course-no-activity.tcx: TCX file has no activities (a course?)"),
        CorpusFile(
            folder: "tcx", name: "fitbit-versa-ride-utc-offset-times.tcx", location: .permissive,  // BSD-2-Clause
            outcome: .imported([
                ExpectedRun(start: 1609081176, offset: 3600, sport: "cycling", distance: 1354.5, elapsed: 463, moving: 435, pace: .ok, paceSeconds: 321.2, samples: 465, splits: 2, heartRate: 133.82),
            ], warnings: [
                "the file's distance 6840 m is not within a factor 2 of the GPS distance 1354 m: the GPS distance is used",
            ])),
        // Heart rate 255 on every point is Fit2Tcx's "no reading": no average. The laps'
        // 3,922.99 s of timer are the moving time (the points' speed gives 3,850 s).
        .imports(
            "tcx", "garmin-forerunner110-run-14-laps.tcx", .copyleft,  // GPL-2.0
            ExpectedRun(start: 1378477637, offset: 7200, sport: "running", distance: 10746.5, elapsed: 3922, moving: 3922.99, pace: .ok, paceSeconds: 365.0, samples: 943, splits: 11, heartRate: nil)),
        CorpusFile(
            // 19 trackpoints, 2 of them time-only pause markers (not kept).
            folder: "tcx", name: "garmin-forerunner305-run-1-lap-3-tracks.tcx", location: .permissive,  // BSD-2-Clause
            outcome: .imported([
                ExpectedRun(start: 1186454561, offset: -25200, sport: "running", distance: 173.9, elapsed: 1431, moving: 64, pace: .ok, paceSeconds: 367.9, samples: 17, splits: 1, heartRate: nil),
            ], warnings: [
                "the file's distance 8349 m is not within a factor 2 of the GPS distance 174 m: the GPS distance is used",
            ])),
        // The laps' 1,992.78 s of timer (the points' speed: 1,985 s).
        .imports(
            "tcx", "garmin-forerunner410-run-3-laps-hr.tcx", .permissive,  // BSD-2-Clause
            ExpectedRun(start: 1356557393, offset: -18000, sport: "running", distance: 4689.2, elapsed: 1991, moving: 1992.78, pace: .ok, paceSeconds: 425.0, samples: 383, splits: 5, heartRate: 160.04)),
        .imports(
            "tcx", "suunto-movescount-run-2-laps.tcx", .copyleft,  // AGPL-3.0
            ExpectedRun(start: 1519404943, offset: 3600, sport: "running", distance: 2909, elapsed: 907, moving: 907, pace: .ok, paceSeconds: 311.8, samples: 903, splits: 3, heartRate: 137.84),
            warnings: ["ignored 2 GPS jumps faster than 15 m/s"]),
        .imports(
            "tcx", "suunto-spartan-ultra-run-32-laps.tcx", .copyleft,  // AGPL-3.0
            ExpectedRun(start: 1494353672, offset: 7200, sport: "running", distance: 5729, elapsed: 1730, moving: 1680, pace: .ok, paceSeconds: 293.2, samples: 752, splits: 6, heartRate: 141.02)),

        // MARK: csv
        CorpusFile(
            folder: "csv", name: "runkeeper-cardioActivities.csv", location: .permissive,  // MIT
            outcome: .imported(runkeeperRuns, warnings: [])),
        CorpusFile(
            folder: "csv", name: "strava-activities-2023-87col-translation-missing-headers-excerpt.csv",
            location: .permissive,  // MIT
            outcome: .imported(strava2023Runs, warnings: [])),
        CorpusFile(
            folder: "csv", name: "strava-activities-2025-99col-excerpt.csv", location: .permissive,  // MIT
            outcome: .imported(strava2025Runs, warnings: [])),
        CorpusFile(
            folder: "csv", name: "strava-activities-single-run-94col.csv", location: .permissive,  // MIT
            outcome: .imported([
                .summary(1653839615, "running", distance: 3322.9, elapsed: 1428, moving: 1411, pace: .ok, 424.6),
            ], warnings: [])),

        // MARK: malformed
        // 0/0 and "no"/"undefined" coordinates dropped; the second lap repeats 15:59:36 (skipped);
        // no segment keeps two positions, so the distance is the device's 2604.45 -> 2607.12 m.
        .imports(
            "malformed", "fitbit-versa-invalid-coordinates.tcx", .permissive,  // BSD-2-Clause
            ExpectedRun(start: 1609081176, offset: 3600, sport: "cycling", distance: 13679.9, elapsed: 1, moving: 4566, pace: .ok, paceSeconds: 333.8, samples: 3, splits: 1, heartRate: 121.50),
            warnings: [
                "skipped 1 point copying earlier ones (the same time and place): "
                    + "the track is written again inside a later lap, and is counted once",
                "ignored invalid coordinates of 3 points",
            ]),
        // Every time is 1901-12-13 (INT32_MIN), before 1980: no usable time at all.
        .rejects(
            "malformed", "gpx10-int32-min-1901-timestamps-7-digit-fraction.gpx", .permissive,  // Apache-2.0
            "gpx10-int32-min-1901-timestamps-7-digit-fraction.gpx:12: no timed track points (184 points without a usable time, the first has <time>1901-12-13T20:45:52.2073437Z</time>)"),
        .imports(
            "malformed", "no-namespace-no-version-speed-in-trkpt.gpx", .permissive,  // Apache-2.0
            ExpectedRun(start: 1236002752, offset: 3600, sport: "walking", distance: 18.6, elapsed: 13, moving: 13, pace: .tooShort, paceSeconds: nil, samples: 3, splits: 1, heartRate: nil)),
        // <type>mountain biking</type>: cycling. The 222 km jump lies between segments and counts nothing.
        .imports(
            "malformed", "opentracks-foreign-elements-in-gpxtpx.gpx", .permissive,  // Apache-2.0
            ExpectedRun(start: 1580608923, offset: 3600, sport: "cycling", distance: 222.1, elapsed: 107, moving: 42, pace: .ok, paceSeconds: 189.1, samples: 5, splits: 1, heartRate: 69.00)),
        // lat 100 / 200 pause markers are skipped; the synthetic 111 m steps every ~1.5 s are jumps.
        .imports(
            "malformed", "opentracks-legacy-pause-markers-lat-100-200.gpx", .permissive,  // Apache-2.0
            ExpectedRun(start: 1610056319, offset: 3600, sport: "running", distance: 0, elapsed: 4.9, moving: 4.9, pace: .noDistance, paceSeconds: nil, samples: 4, splits: 0, heartRate: nil),
            warnings: ["skipped 2 points with invalid coordinates", "ignored 3 GPS jumps faster than 15 m/s"]),
        // Ten spaces before the XML declaration are tolerated. The laps' 1,545 s of timer.
        .imports(
            "malformed", "polar-v800-run-whitespace-before-xml-decl.tcx", .copyleft,  // AGPL-3.0
            ExpectedRun(start: 1473679196, offset: 7200, sport: "running", distance: 4156.7, elapsed: 2162.1, moving: 1545, pace: .ok, paceSeconds: 371.7, samples: 1545, splits: 5, heartRate: 129.94)),
        .rejects(
            "malformed", "undefined-coordinates.gpx", .permissive,  // BSD-2-Clause
            "undefined-coordinates.gpx:3: no timed track points (2 points with invalid coordinates)"),
        .imports(
            "malformed", "utf8-bom-no-namespace.gpx", .permissive,  // MIT
            ExpectedRun(start: 1530004015, offset: 7200, sport: "running", distance: 26696.2, elapsed: 13743, moving: 9067, pace: .ok, paceSeconds: 339.6, samples: 3497, splits: 27, heartRate: nil)),
    ]
}
