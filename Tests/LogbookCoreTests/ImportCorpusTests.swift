import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookCore

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
        let folder = try TemporaryFolder()
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
            for (index, (run, expected)) in zip(result.runs, expectedRuns).enumerated() {
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
        let samples = try database.scalar("SELECT count(*) FROM samples WHERE run_id = ?", [.integer(id)]).int64Value
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
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// `../shared/corpus` relative to the package root.
    static let sharedCorpus = TestPaths.sharedCorpus

    /// The copy of a permissive corpus file in `Fixtures/xml` (GPX and TCX) or `Fixtures/csv`.
    func fixtureURL(of file: CorpusFile) -> URL {
        Self.fixtures.appendingPathComponent(file.folder == "csv" ? "csv" : "xml").appendingPathComponent(file.name)
    }

    /// Skips, naming the reason, when `../shared/corpus` is not next to the package.
    func skipUnlessSharedCorpusIsPresent() throws {
        guard FileManager.default.fileExists(atPath: Self.sharedCorpus.path) else {
            throw XCTSkip("../shared/corpus is absent: its GPL/AGPL files are never copied into the package")
        }
    }

    // MARK: - The table

    /// One run as the importer must report it.
    struct ExpectedRun {
        /// Start, UTC seconds since 1970.
        var start: Int64
        /// UTC offset in seconds.
        var offset: Int
        /// Normalized sport.
        var sport: String
        /// Metres (asserted ±0.5 m).
        var distance: Double?
        /// Seconds (±0.5 s).
        var elapsed: Double?
        /// Seconds (±0.5 s).
        var moving: Double?
        /// Pace status.
        var pace: PaceStatus
        /// Seconds per km when the status is `ok` (±0.5 s).
        var paceSeconds: Double?
        /// Rows in `samples`.
        var samples: Int
        /// Rows in `splits`.
        var splits: Int
        /// Average heart rate in bpm (±0.05).
        var heartRate: Double?

        /// A run read from a CSV summary row: UTC (offset 0), no samples, no splits.
        static func summary(
            _ start: Int64, _ sport: String, distance: Double?, elapsed: Double?, moving: Double?,
            pace: PaceStatus, _ paceSeconds: Double?, heartRate: Double? = nil
        ) -> ExpectedRun {
            ExpectedRun(
                start: start, offset: 0, sport: sport, distance: distance, elapsed: elapsed, moving: moving, pace: pace,
                paceSeconds: paceSeconds, samples: 0, splits: 0, heartRate: heartRate)
        }
    }

    /// What importing a file must give.
    enum Outcome {
        /// Imported: these runs, in file order, and exactly these warnings.
        case imported([ExpectedRun], warnings: [String])
        /// Rejected with this message (`ImportError.description`).
        case rejected(String)
    }

    /// Whether a file may be copied into the package.
    enum Location: Equatable {
        /// MIT, BSD or Apache: copied into `Fixtures/xml` or `Fixtures/csv`.
        case permissive
        /// GPL or AGPL: read from `../shared/corpus` only.
        case copyleft
    }

    /// One corpus file and its outcome.
    struct CorpusFile {
        /// `gpx`, `tcx`, `csv` or `malformed`.
        var folder: String
        /// The file name.
        var name: String
        /// Its licence class.
        var location: Location
        /// What importing it must give.
        var outcome: Outcome

        /// `folder/name` inside the corpus.
        var path: String { "\(folder)/\(name)" }
    }

    /// Every file of ../shared/corpus/{gpx,tcx,csv,malformed} (licences from SOURCES.md).
    static let corpus: [CorpusFile] = [
        // MARK: gpx
        CorpusFile(
            folder: "gpx", name: "alltrails-route-rtept-only.gpx", location: .permissive,  // MIT
            outcome: .rejected(
                "alltrails-route-rtept-only.gpx: no timed track points (the file holds a route, not a recorded activity)")),
        CorpusFile(
            folder: "gpx", name: "amazfit-run-bare-heartrate-and-ns3-hr.gpx", location: .copyleft,  // AGPL-3.0
            outcome: .imported([
                ExpectedRun(start: 1526291652, offset: 0, sport: "running", distance: 8722.6, elapsed: 2531, moving: 2531, pace: .ok, paceSeconds: 290.2, samples: 1216, splits: 9, heartRate: 146.60),
            ], warnings: [])),
        CorpusFile(
            // The first two points share a second: that zero-second step keeps its 0.24 m, the
            // next adds its 0.16 m (no standstill lasts 30 s here); the next step's window speed
            // is below 0.5 m/s, so there is no moving time, and no sport can be told from it.
            folder: "gpx", name: "apple-health-export-route-3pts-duplicate-timestamp.gpx", location: .permissive,  // Apache-2.0
            outcome: .imported([
                ExpectedRun(start: 1560290442, offset: 0, sport: "unknown", distance: 0.4, elapsed: 1, moving: 0, pace: .noTime, paceSeconds: nil, samples: 3, splits: 1, heartRate: nil),
            ], warnings: [])),
        CorpusFile(
            folder: "gpx", name: "apple-health-export-workout-route.gpx", location: .permissive,  // BSD-2-Clause
            outcome: .imported([
                ExpectedRun(start: 1576441195, offset: 0, sport: "walking", distance: 68.4, elapsed: 43, moving: 43, pace: .ok, paceSeconds: 629, samples: 44, splits: 1, heartRate: nil),
            ], warnings: [])),
        CorpusFile(
            folder: "gpx", name: "apple-watch-run-3-segments-hr-cad-power.gpx", location: .permissive,  // BSD-2-Clause
            outcome: .imported([
                ExpectedRun(start: 1746201075, offset: 0, sport: "running", distance: 87.6, elapsed: 2569.3, moving: 35.5, pace: .ok, paceSeconds: 405.1, samples: 17, splits: 1, heartRate: 155.02),
            ], warnings: [])),
        CorpusFile(
            folder: "gpx", name: "garmin-connect-run-gpxtpx-hr.gpx", location: .permissive,  // BSD-2-Clause
            outcome: .imported([
                ExpectedRun(start: 1351121380, offset: 0, sport: "running", distance: 3098.5, elapsed: 948, moving: 842, pace: .ok, paceSeconds: 271.7, samples: 206, splits: 4, heartRate: 190.35),
            ], warnings: [])),
        CorpusFile(
            folder: "gpx", name: "garmin-connect-run-ns3-hr-cad.gpx", location: .permissive,  // MIT
            outcome: .imported([
                ExpectedRun(start: 1501339595, offset: 0, sport: "running", distance: 12821.2, elapsed: 5498, moving: 5492, pace: .ok, paceSeconds: 428.4, samples: 988, splits: 13, heartRate: 145.89),
            ], warnings: [])),
        CorpusFile(
            folder: "gpx", name: "gpx10-forerunner10-run-7-segments-lap-waypoints.gpx", location: .copyleft,  // GPL-2.0
            outcome: .imported([
                ExpectedRun(start: 1371095795, offset: 0, sport: "cycling", distance: 10165.8, elapsed: 1696, moving: 1499, pace: .ok, paceSeconds: 147.5, samples: 514, splits: 11, heartRate: nil),
            ], warnings: [])),
        CorpusFile(
            folder: "gpx", name: "gpx10-gpsbabel-partial-timestamps.gpx", location: .permissive,  // Apache-2.0
            outcome: .imported([
                ExpectedRun(start: 1286098590, offset: 0, sport: "walking", distance: 2282, elapsed: 4552, moving: 2131, pace: .ok, paceSeconds: 933.8, samples: 176, splits: 3, heartRate: nil),
                ExpectedRun(start: 1286103430, offset: 0, sport: "walking", distance: 3979.5, elapsed: 8541, moving: 3412, pace: .ok, paceSeconds: 857.4, samples: 337, splits: 4, heartRate: nil),
            ], warnings: [
                "ignored track \"03-OCT-10\" at line 22: no timed track points",
                "ignored track \"03-OCT-10 #2\" at line 28: no timed track points (skipped 358 points without a usable time)",
            ])),
        CorpusFile(
            folder: "gpx", name: "mapsource-3-tracks.gpx", location: .permissive,  // BSD-2-Clause
            outcome: .imported([
                ExpectedRun(start: 1215856703, offset: 0, sport: "walking", distance: 522.2, elapsed: 430, moving: 340, pace: .ok, paceSeconds: 651.1, samples: 38, splits: 1, heartRate: nil),
                ExpectedRun(start: 1215935851, offset: 0, sport: "walking", distance: 1203.2, elapsed: 962, moving: 852, pace: .ok, paceSeconds: 708.1, samples: 65, splits: 2, heartRate: nil),
                ExpectedRun(start: 1216019299, offset: 0, sport: "unknown", distance: 18.6, elapsed: 84, moving: 0, pace: .noTime, paceSeconds: nil, samples: 14, splits: 1, heartRate: nil),
            ], warnings: [])),
        CorpusFile(
            folder: "gpx", name: "opentracks-walk-utc-offset-hr-zero.gpx", location: .permissive,  // MIT
            outcome: .imported([
                ExpectedRun(start: 1756578559, offset: 7200, sport: "walking", distance: 1088.4, elapsed: 760.7, moving: 637.7, pace: .ok, paceSeconds: 585.9, samples: 104, splits: 2, heartRate: nil),
            ], warnings: [])),
        CorpusFile(
            folder: "gpx", name: "oregon600-3-segments-hr-missing-in-first.gpx", location: .permissive,  // BSD-2-Clause
            outcome: .imported([
                ExpectedRun(start: 1495857600, offset: 0, sport: "walking", distance: 61.8, elapsed: 122, moving: 42, pace: .ok, paceSeconds: 679.8, samples: 16, splits: 1, heartRate: 111.05),
            ], warnings: [])),
        CorpusFile(
            folder: "gpx", name: "strava-android-run-hr-cad.gpx", location: .copyleft,  // AGPL-3.0
            outcome: .imported([
                ExpectedRun(start: 1489942170, offset: 0, sport: "running", distance: 4589.2, elapsed: 1958, moving: 1948, pace: .ok, paceSeconds: 424.5, samples: 1038, splits: 5, heartRate: 145.43),
            ], warnings: [])),
        CorpusFile(
            folder: "gpx", name: "strava-route-trk-no-timestamps.gpx", location: .permissive,  // MIT
            outcome: .rejected("strava-route-trk-no-timestamps.gpx:20: no timed track points (113 points without a usable time, the first has no <time>)")),
        CorpusFile(
            folder: "gpx", name: "suunto-movescount-run-gpxdata-cadence.gpx", location: .copyleft,  // AGPL-3.0
            outcome: .imported([
                ExpectedRun(start: 1526220663, offset: 0, sport: "running", distance: 12264.7, elapsed: 6548, moving: 4838, pace: .ok, paceSeconds: 394.5, samples: 1592, splits: 13, heartRate: 142.09),
            ], warnings: [])),
        CorpusFile(
            folder: "gpx", name: "waypoints-only.gpx", location: .permissive,  // BSD-2-Clause
            outcome: .rejected("waypoints-only.gpx: no timed track points (the file holds only waypoints)")),

        // MARK: tcx
        CorpusFile(
            folder: "tcx", name: "course-no-activity.tcx", location: .permissive,  // BSD-2-Clause
            outcome: .rejected("course-no-activity.tcx: TCX file has no activities (a course?)")),
        CorpusFile(
            folder: "tcx", name: "fitbit-versa-ride-utc-offset-times.tcx", location: .permissive,  // BSD-2-Clause
            outcome: .imported([
                ExpectedRun(start: 1609081176, offset: 3600, sport: "cycling", distance: 1354.5, elapsed: 463, moving: 435, pace: .ok, paceSeconds: 321.2, samples: 465, splits: 2, heartRate: 133.82),
            ], warnings: [
                "the file's distance 6840 m is not within a factor 2 of the GPS distance 1354 m: the GPS distance is used",
            ])),
        CorpusFile(
            // Heart rate 255 on every point is Fit2Tcx's "no reading": no average.
            folder: "tcx", name: "garmin-forerunner110-run-14-laps.tcx", location: .copyleft,  // GPL-2.0
            outcome: .imported([
                ExpectedRun(start: 1378477637, offset: 0, sport: "running", distance: 10746.5, elapsed: 3922, moving: 3850, pace: .ok, paceSeconds: 358.3, samples: 943, splits: 11, heartRate: nil),
            ], warnings: [])),
        CorpusFile(
            // 19 trackpoints, 2 of them time-only pause markers (not kept).
            folder: "tcx", name: "garmin-forerunner305-run-1-lap-3-tracks.tcx", location: .permissive,  // BSD-2-Clause
            outcome: .imported([
                ExpectedRun(start: 1186454561, offset: 0, sport: "running", distance: 173.9, elapsed: 1431, moving: 64, pace: .ok, paceSeconds: 367.9, samples: 17, splits: 1, heartRate: nil),
            ], warnings: [
                "the file's distance 8349 m is not within a factor 2 of the GPS distance 174 m: the GPS distance is used",
            ])),
        CorpusFile(
            folder: "tcx", name: "garmin-forerunner410-run-3-laps-hr.tcx", location: .permissive,  // BSD-2-Clause
            outcome: .imported([
                ExpectedRun(start: 1356557393, offset: 0, sport: "running", distance: 4689.2, elapsed: 1991, moving: 1985, pace: .ok, paceSeconds: 423.3, samples: 383, splits: 5, heartRate: 160.04),
            ], warnings: [])),
        CorpusFile(
            folder: "tcx", name: "suunto-movescount-run-2-laps.tcx", location: .copyleft,  // AGPL-3.0
            outcome: .imported([
                ExpectedRun(start: 1519404943, offset: 0, sport: "running", distance: 2909, elapsed: 907, moving: 907, pace: .ok, paceSeconds: 311.8, samples: 903, splits: 3, heartRate: 137.84),
            ], warnings: ["ignored 2 GPS jumps faster than 15 m/s"])),
        CorpusFile(
            folder: "tcx", name: "suunto-spartan-ultra-run-32-laps.tcx", location: .copyleft,  // AGPL-3.0
            outcome: .imported([
                ExpectedRun(start: 1494353672, offset: 0, sport: "running", distance: 5729, elapsed: 1730, moving: 1680, pace: .ok, paceSeconds: 293.2, samples: 752, splits: 6, heartRate: 141.02),
            ], warnings: [])),

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
        CorpusFile(
            // 0/0 and "no"/"undefined" coordinates dropped; the second lap repeats 15:59:36 (skipped);
            // no segment keeps two positions, so the distance is the device's 2604.45 -> 2607.12 m.
            folder: "malformed", name: "fitbit-versa-invalid-coordinates.tcx", location: .permissive,  // BSD-2-Clause
            outcome: .imported([
                ExpectedRun(start: 1609081176, offset: 3600, sport: "cycling", distance: 13679.9, elapsed: 1, moving: 4566, pace: .ok, paceSeconds: 333.8, samples: 3, splits: 1, heartRate: 121.50),
            ], warnings: ["ignored invalid coordinates of 3 points", "skipped 1 point earlier than the point before"])),
        CorpusFile(
            // Every time is 1901-12-13 (INT32_MIN), before 1980: no usable time at all.
            folder: "malformed", name: "gpx10-int32-min-1901-timestamps-7-digit-fraction.gpx", location: .permissive,  // Apache-2.0
            outcome: .rejected(
                "gpx10-int32-min-1901-timestamps-7-digit-fraction.gpx:12: no timed track points (184 points without a usable time, the first has <time>1901-12-13T20:45:52.2073437Z</time>)")),
        CorpusFile(
            folder: "malformed", name: "no-namespace-no-version-speed-in-trkpt.gpx", location: .permissive,  // Apache-2.0
            outcome: .imported([
                ExpectedRun(start: 1236002752, offset: 0, sport: "walking", distance: 18.6, elapsed: 13, moving: 13, pace: .tooShort, paceSeconds: nil, samples: 3, splits: 1, heartRate: nil),
            ], warnings: [])),
        CorpusFile(
            // <type>mountain biking</type>: cycling. The 222 km jump lies between segments and counts nothing.
            folder: "malformed", name: "opentracks-foreign-elements-in-gpxtpx.gpx", location: .permissive,  // Apache-2.0
            outcome: .imported([
                ExpectedRun(start: 1580608923, offset: 3600, sport: "cycling", distance: 222.1, elapsed: 107, moving: 42, pace: .ok, paceSeconds: 189.1, samples: 5, splits: 1, heartRate: 69.00),
            ], warnings: [])),
        CorpusFile(
            // lat 100 / 200 pause markers are skipped; the synthetic 111 m steps every ~1.5 s are jumps.
            folder: "malformed", name: "opentracks-legacy-pause-markers-lat-100-200.gpx", location: .permissive,  // Apache-2.0
            outcome: .imported([
                ExpectedRun(start: 1610056319, offset: 0, sport: "running", distance: 0, elapsed: 4.9, moving: 4.9, pace: .noDistance, paceSeconds: nil, samples: 4, splits: 0, heartRate: nil),
            ], warnings: ["skipped 2 points with invalid coordinates", "ignored 3 GPS jumps faster than 15 m/s"])),
        CorpusFile(
            // Ten spaces before the XML declaration are tolerated.
            folder: "malformed", name: "polar-v800-run-whitespace-before-xml-decl.tcx", location: .copyleft,  // AGPL-3.0
            outcome: .imported([
                ExpectedRun(start: 1473679196, offset: 0, sport: "running", distance: 4156.7, elapsed: 2162.1, moving: 1543, pace: .ok, paceSeconds: 371.2, samples: 1545, splits: 5, heartRate: 129.94),
            ], warnings: [])),
        CorpusFile(
            folder: "malformed", name: "undefined-coordinates.gpx", location: .permissive,  // BSD-2-Clause
            outcome: .rejected("undefined-coordinates.gpx:3: no timed track points (2 points with invalid coordinates)")),
        CorpusFile(
            folder: "malformed", name: "utf8-bom-no-namespace.gpx", location: .permissive,  // MIT
            outcome: .imported([
                ExpectedRun(start: 1530004015, offset: 0, sport: "running", distance: 26696.2, elapsed: 13743, moving: 9067, pace: .ok, paceSeconds: 339.6, samples: 3497, splits: 27, heartRate: nil),
            ], warnings: [])),
    ]

    /// `csv/runkeeper-cardioActivities.csv`: 178 runs, miles × 1609.344, wall-clock dates read in UTC.
    static let runkeeperRuns: [ExpectedRun] = [
        .summary(1388316973, "running", distance: 4860.2, elapsed: 1602, moving: 1602, pace: .ok, 329.6),
        .summary(1388148883, "running", distance: 11522.9, elapsed: 3966, moving: 3966, pace: .ok, 344.2),
        .summary(1387873815, "running", distance: 6968.5, elapsed: 2525, moving: 2525, pace: .ok, 362.3),
        .summary(1387719434, "running", distance: 10026.2, elapsed: 3385, moving: 3385, pace: .ok, 337.6),
        .summary(1387633870, "running", distance: 9977.9, elapsed: 3347, moving: 3347, pace: .ok, 335.4),
        .summary(1387524559, "running", distance: 6839.7, elapsed: 2401, moving: 2401, pace: .ok, 351),
        .summary(1387263791, "running", distance: 9849.2, elapsed: 3404, moving: 3404, pace: .ok, 345.6),
        .summary(1387183471, "running", distance: 9865.3, elapsed: 3643, moving: 3643, pace: .ok, 369.3),
        .summary(1387100816, "running", distance: 7354.7, elapsed: 2550, moving: 2550, pace: .ok, 346.7),
        .summary(1387040636, "running", distance: 6743.2, elapsed: 2340, moving: 2340, pace: .ok, 347),
        .summary(1386846586, "running", distance: 9865.3, elapsed: 3586, moving: 3586, pace: .ok, 363.5),
        .summary(1386510540, "running", distance: 7386.9, elapsed: 2700, moving: 2700, pace: .ok, 365.5),
        .summary(1386229468, "running", distance: 6936.3, elapsed: 2250, moving: 2250, pace: .ok, 324.4),
        .summary(1386142409, "running", distance: 10380.3, elapsed: 3475, moving: 3475, pace: .ok, 334.8),
        .summary(1386056109, "running", distance: 10959.6, elapsed: 3497, moving: 3497, pace: .ok, 319.1),
        .summary(1385972335, "running", distance: 5648.8, elapsed: 1912, moving: 1912, pace: .ok, 338.5),
        .summary(1385908468, "running", distance: 5375.2, elapsed: 1871, moving: 1871, pace: .ok, 348.1),
        .summary(1385647276, "running", distance: 6743.2, elapsed: 2452, moving: 2452, pace: .ok, 363.6),
        .summary(1385452888, "running", distance: 6984.6, elapsed: 2290, moving: 2290, pace: .ok, 327.9),
        .summary(1385292895, "running", distance: 6920.2, elapsed: 2228, moving: 2228, pace: .ok, 322),
        .summary(1385195827, "running", distance: 5407.4, elapsed: 1711, moving: 1711, pace: .ok, 316.4),
        .summary(1384847716, "running", distance: 3637.1, elapsed: 1105, moving: 1105, pace: .ok, 303.8),
        .summary(1383723515, "running", distance: 8674.4, elapsed: 2680, moving: 2680, pace: .ok, 309),
        .summary(1383638013, "running", distance: 7209.9, elapsed: 2242, moving: 2242, pace: .ok, 311),
        .summary(1383467341, "running", distance: 10155, elapsed: 3137, moving: 3137, pace: .ok, 308.9),
        .summary(1383410266, "running", distance: 5326.9, elapsed: 1598, moving: 1598, pace: .ok, 300),
        .summary(1383206453, "running", distance: 7065, elapsed: 2083, moving: 2083, pace: .ok, 294.8),
        .summary(1383119804, "running", distance: 7258.1, elapsed: 2065, moving: 2065, pace: .ok, 284.5),
        .summary(1383033000, "running", distance: 5149.9, elapsed: 1554, moving: 1554, pace: .ok, 301.8),
        .summary(1382947844, "running", distance: 6533.9, elapsed: 2068, moving: 2068, pace: .ok, 316.5),
        .summary(1382802547, "running", distance: 8658.3, elapsed: 2599, moving: 2599, pace: .ok, 300.2),
        .summary(1382687854, "running", distance: 6694.9, elapsed: 2105, moving: 2105, pace: .ok, 314.4),
        .summary(1382514545, "running", distance: 8545.6, elapsed: 2608, moving: 2608, pace: .ok, 305.2),
        .summary(1382428784, "running", distance: 6791.4, elapsed: 2095, moving: 2095, pace: .ok, 308.5),
        .summary(1382282792, "running", distance: 11780.4, elapsed: 3589, moving: 3589, pace: .ok, 304.7),
        .summary(1382177851, "running", distance: 10235.4, elapsed: 3250, moving: 3250, pace: .ok, 317.5),
        .summary(1381822948, "running", distance: 6759.2, elapsed: 2137, moving: 2137, pace: .ok, 316.2),
        .summary(1381656603, "running", distance: 10299.8, elapsed: 2966, moving: 2966, pace: .ok, 288),
        .summary(1381592074, "running", distance: 9302, elapsed: 2826, moving: 2826, pace: .ok, 303.8),
        .summary(1381303848, "running", distance: 6791.4, elapsed: 1973, moving: 1973, pace: .ok, 290.5),
        .summary(1381050449, "running", distance: 22579.1, elapsed: 6967, moving: 6967, pace: .ok, 308.6),
        .summary(1380963724, "running", distance: 5310.8, elapsed: 1579, moving: 1579, pace: .ok, 297.3),
        .summary(1380740074, "running", distance: 10187.1, elapsed: 3482, moving: 3482, pace: .ok, 341.8),
        .summary(1380441852, "running", distance: 16528, elapsed: 4899, moving: 4899, pace: .ok, 296.4),
        .summary(1380359399, "running", distance: 4892.4, elapsed: 1455, moving: 1455, pace: .ok, 297.4),
        .summary(1380200012, "running", distance: 12456.3, elapsed: 4027, moving: 4027, pace: .ok, 323.3),
        .summary(1380023051, "running", distance: 6791.4, elapsed: 2014, moving: 2014, pace: .ok, 296.6),
        .summary(1379939965, "running", distance: 12037.9, elapsed: 3639, moving: 3639, pace: .ok, 302.3),
        .summary(1379756496, "running", distance: 5005.1, elapsed: 1459, moving: 1459, pace: .ok, 291.5),
        .summary(1379578178, "running", distance: 9784.8, elapsed: 3078, moving: 3078, pace: .ok, 314.6),
        .summary(1379233059, "running", distance: 22031.9, elapsed: 7133, moving: 7133, pace: .ok, 323.8),
        .summary(1378988328, "running", distance: 5149.9, elapsed: 1798, moving: 1798, pace: .ok, 349.1),
        .summary(1378886914, "running", distance: 12102.3, elapsed: 4215, moving: 4215, pace: .ok, 348.3),
        .summary(1378726473, "running", distance: 16656.7, elapsed: 5941, moving: 5941, pace: .ok, 356.7),
        .summary(1378544171, "running", distance: 13743.8, elapsed: 4651, moving: 4651, pace: .ok, 338.4),
        .summary(1378368241, "running", distance: 13599, elapsed: 4629, moving: 4629, pace: .ok, 340.4),
        .summary(1378211595, "running", distance: 17236.1, elapsed: 5868, moving: 5868, pace: .ok, 340.4),
        .summary(1378031484, "running", distance: 9929.7, elapsed: 3708, moving: 3708, pace: .ok, 373.4),
        .summary(1377942074, "running", distance: 9945.7, elapsed: 3610, moving: 3610, pace: .ok, 363),
        .summary(1377763704, "running", distance: 11635.6, elapsed: 3872, moving: 3872, pace: .ok, 332.8),
        .summary(1377690083, "running", distance: 10074.5, elapsed: 3516, moving: 3516, pace: .ok, 349),
        .summary(1377605272, "running", distance: 13792.1, elapsed: 4851, moving: 4851, pace: .ok, 351.7),
        .summary(1377345393, "running", distance: 9768.7, elapsed: 3545, moving: 3545, pace: .ok, 362.9),
        .summary(1376986870, "running", distance: 10589.5, elapsed: 3423, moving: 3423, pace: .ok, 323.2),
        .summary(1376911252, "running", distance: 6727.1, elapsed: 2167, moving: 2167, pace: .ok, 322.1),
        .summary(1376553341, "running", distance: 15047.4, elapsed: 4993, moving: 4993, pace: .ok, 331.8),
        .summary(1376465084, "running", distance: 10187.1, elapsed: 3434, moving: 3434, pace: .ok, 337.1),
        .summary(1376378804, "running", distance: 15192.2, elapsed: 5039, moving: 5039, pace: .ok, 331.7),
        .summary(1376307968, "running", distance: 13051.8, elapsed: 4604, moving: 4604, pace: .ok, 352.7),
        .summary(1376125318, "running", distance: 8207.7, elapsed: 3120, moving: 3120, pace: .ok, 380.1),
        .summary(1375777462, "running", distance: 10090.6, elapsed: 3307, moving: 3307, pace: .ok, 327.7),
        .summary(1375612732, "running", distance: 22627.4, elapsed: 7654, moving: 7654, pace: .ok, 338.3),
        .summary(1375526746, "running", distance: 9704.3, elapsed: 3464, moving: 3464, pace: .ok, 357),
        .summary(1375434517, "running", distance: 15127.8, elapsed: 5064, moving: 5064, pace: .ok, 334.7),
        .summary(1375257752, "running", distance: 13405.8, elapsed: 4570, moving: 4570, pace: .ok, 340.9),
        .summary(1374916485, "running", distance: 10122.8, elapsed: 3492, moving: 3492, pace: .ok, 345),
        .summary(1374743641, "running", distance: 14564.6, elapsed: 4690, moving: 4690, pace: .ok, 322),
        .summary(1374675833, "running", distance: 9961.8, elapsed: 3418, moving: 3418, pace: .ok, 343.1),
        .summary(1374565897, "running", distance: 12102.3, elapsed: 3684, moving: 3684, pace: .ok, 304.4),
        .summary(1374401585, "running", distance: 22595.2, elapsed: 7986, moving: 7986, pace: .ok, 353.4),
        .summary(1374325674, "running", distance: 9736.5, elapsed: 3551, moving: 3551, pace: .ok, 364.7),
        .summary(1374054638, "running", distance: 13196.6, elapsed: 4553, moving: 4553, pace: .ok, 345),
        .summary(1373964321, "running", distance: 11893.1, elapsed: 4162, moving: 4162, pace: .ok, 350),
        .summary(1373795172, "running", distance: 21130.7, elapsed: 7721, moving: 7721, pace: .ok, 365.4),
        .summary(1373714765, "running", distance: 9913.6, elapsed: 3589, moving: 3589, pace: .ok, 362),
        .summary(1373533718, "running", distance: 13663.3, elapsed: 4749, moving: 4749, pace: .ok, 347.6),
        .summary(1373446112, "running", distance: 10026.2, elapsed: 3492, moving: 3492, pace: .ok, 348.3),
        .summary(1373357628, "running", distance: 10509, elapsed: 3504, moving: 3504, pace: .ok, 333.4),
        .summary(1373187701, "running", distance: 12906.9, elapsed: 4559, moving: 4559, pace: .ok, 353.2),
        .summary(1373099297, "running", distance: 8272, elapsed: 2723, moving: 2723, pace: .ok, 329.2),
        .summary(1372933896, "running", distance: 8078.9, elapsed: 3114, moving: 3114, pace: .ok, 385.4),
        .summary(1372755982, "running", distance: 8577.8, elapsed: 3003, moving: 3003, pace: .ok, 350.1),
        .summary(1372499437, "running", distance: 9720.4, elapsed: 3649, moving: 3649, pace: .ok, 375.4),
        .summary(1372324253, "running", distance: 13035.7, elapsed: 4715, moving: 4715, pace: .ok, 361.7),
        .summary(1372154301, "running", distance: 9334.2, elapsed: 3554, moving: 3554, pace: .ok, 380.8),
        .summary(1371979648, "running", distance: 16769.4, elapsed: 6081, moving: 6081, pace: .ok, 362.6),
        .summary(1371892365, "running", distance: 8078.9, elapsed: 2893, moving: 2893, pace: .ok, 358.1),
        .summary(1371721170, "running", distance: 12295.4, elapsed: 4357, moving: 4357, pace: .ok, 354.4),
        .summary(1371635557, "running", distance: 11716, elapsed: 4292, moving: 4292, pace: .ok, 366.3),
        .summary(1371544953, "running", distance: 3701.5, elapsed: 1320, moving: 1320, pace: .ok, 356.6),
        .summary(1371376593, "running", distance: 1722, elapsed: 631, moving: 631, pace: .ok, 366.4),
        .summary(1371288592, "running", distance: 8320.3, elapsed: 2983, moving: 2983, pace: .ok, 358.5),
        .summary(1371197149, "running", distance: 13132.2, elapsed: 4536, moving: 4536, pace: .ok, 345.4),
        .summary(1371057924, "running", distance: 5407.4, elapsed: 1896, moving: 1896, pace: .ok, 350.6),
        .summary(1370938517, "running", distance: 9575.6, elapsed: 3437, moving: 3437, pace: .ok, 358.9),
        .summary(1370768435, "running", distance: 11522.9, elapsed: 4196, moving: 4196, pace: .ok, 364.1),
        .summary(1370687748, "running", distance: 8127.2, elapsed: 2936, moving: 2936, pace: .ok, 361.3),
        .summary(1370513243, "running", distance: 8239.8, elapsed: 2931, moving: 2931, pace: .ok, 355.7),
        .summary(1370422814, "running", distance: 5841.9, elapsed: 2005, moving: 2005, pace: .ok, 343.2),
        .summary(1370336384, "running", distance: 8336.4, elapsed: 2820, moving: 2820, pace: .ok, 338.3),
        .summary(1370199645, "running", distance: 8255.9, elapsed: 2873, moving: 2873, pace: .ok, 348),
        .summary(1370081051, "running", distance: 5471.8, elapsed: 1887, moving: 1887, pace: .ok, 344.9),
        .summary(1369905925, "running", distance: 8368.6, elapsed: 3029, moving: 3029, pace: .ok, 361.9),
        .summary(1369562256, "running", distance: 8288.1, elapsed: 2700, moving: 2700, pace: .ok, 325.8),
        .summary(1369477848, "running", distance: 5648.8, elapsed: 1797, moving: 1797, pace: .ok, 318.1),
        .summary(1369303816, "running", distance: 5423.5, elapsed: 1875, moving: 1875, pace: .ok, 345.7),
        .summary(1368952380, "running", distance: 22627.4, elapsed: 7146, moving: 7146, pace: .ok, 315.8),
        .summary(1368865945, "running", distance: 3991.2, elapsed: 1260, moving: 1260, pace: .ok, 315.7),
        .summary(1368697521, "running", distance: 8384.7, elapsed: 2721, moving: 2721, pace: .ok, 324.5),
        .summary(1368537511, "running", distance: 5391.3, elapsed: 1819, moving: 1819, pace: .ok, 337.4),
        .summary(1368368735, "running", distance: 15884.2, elapsed: 5206, moving: 5206, pace: .ok, 327.7),
        .summary(1368310992, "running", distance: 5310.8, elapsed: 1751, moving: 1751, pace: .ok, 329.7),
        .summary(1368086072, "running", distance: 6759.2, elapsed: 2176, moving: 2176, pace: .ok, 321.9),
        .summary(1367922163, "running", distance: 5471.8, elapsed: 1831, moving: 1831, pace: .ok, 334.6),
        .summary(1367854006, "running", distance: 9495.1, elapsed: 3305, moving: 3305, pace: .ok, 348.1),
        .summary(1367662142, "running", distance: 14532.4, elapsed: 4780, moving: 4780, pace: .ok, 328.9),
        .summary(1367480962, "running", distance: 8674.4, elapsed: 2627, moving: 2627, pace: .ok, 302.8),
        .summary(1367312145, "running", distance: 11555.1, elapsed: 3948, moving: 3948, pace: .ok, 341.7),
        .summary(1366883777, "running", distance: 10943.5, elapsed: 3655, moving: 3655, pace: .ok, 334),
        .summary(1366709315, "running", distance: 7757, elapsed: 2518, moving: 2518, pace: .ok, 324.6),
        .summary(1366472237, "running", distance: 4361.3, elapsed: 1531, moving: 1531, pace: .ok, 351),
        .summary(1366291527, "running", distance: 6823.6, elapsed: 2253, moving: 2253, pace: .ok, 330.2),
        .summary(1366103662, "running", distance: 9414.7, elapsed: 3140, moving: 3140, pace: .ok, 333.5),
        .summary(1365950604, "running", distance: 6743.2, elapsed: 2235, moving: 2235, pace: .ok, 331.4),
        .summary(1365865065, "running", distance: 8159.4, elapsed: 2618, moving: 2618, pace: .ok, 320.9),
        .summary(1365681201, "running", distance: 8497.3, elapsed: 2905, moving: 2905, pace: .ok, 341.9),
        .summary(1365510742, "running", distance: 6437.4, elapsed: 2352, moving: 2352, pace: .ok, 365.4),
        .summary(1365239420, "running", distance: 5391.3, elapsed: 1710, moving: 1710, pace: .ok, 317.2),
        .summary(1365074569, "running", distance: 7306.4, elapsed: 2387, moving: 2387, pace: .ok, 326.7),
        .summary(1364729754, "running", distance: 6711, elapsed: 2429, moving: 2429, pace: .ok, 361.9),
        .summary(1364649300, "running", distance: 5552.2, elapsed: 1722, moving: 1722, pace: .ok, 310.1),
        .summary(1364469132, "running", distance: 4908.5, elapsed: 1706, moving: 1706, pace: .ok, 347.6),
        .summary(1364293977, "running", distance: 3106, elapsed: 1087, moving: 1087, pace: .ok, 350),
        .summary(1364041192, "running", distance: 6630.5, elapsed: 2199, moving: 2199, pace: .ok, 331.6),
        .summary(1363861724, "running", distance: 4779.8, elapsed: 1714, moving: 1714, pace: .ok, 358.6),
        .summary(1363522857, "running", distance: 5326.9, elapsed: 1940, moving: 1940, pace: .ok, 364.2),
        .summary(1362930663, "running", distance: 12633.4, elapsed: 5019, moving: 5019, pace: .ok, 397.3),
        .summary(1362843849, "running", distance: 8062.8, elapsed: 2762, moving: 2762, pace: .ok, 342.6),
        .summary(1362658923, "running", distance: 10605.6, elapsed: 3854, moving: 3854, pace: .ok, 363.4),
        .summary(1362477907, "running", distance: 7757, elapsed: 2689, moving: 2689, pace: .ok, 346.7),
        .summary(1362328327, "running", distance: 16367, elapsed: 5990, moving: 5990, pace: .ok, 366),
        .summary(1362225932, "running", distance: 8255.9, elapsed: 2845, moving: 2845, pace: .ok, 344.6),
        .summary(1362056133, "running", distance: 8223.7, elapsed: 2889, moving: 2889, pace: .ok, 351.3),
        .summary(1361877663, "running", distance: 7773.1, elapsed: 2593, moving: 2593, pace: .ok, 333.6),
        .summary(1361009638, "running", distance: 6469.6, elapsed: 2273, moving: 2273, pace: .ok, 351.3),
        .summary(1360858452, "running", distance: 8754.8, elapsed: 3189, moving: 3189, pace: .ok, 364.3),
        .summary(1360758934, "running", distance: 7982.3, elapsed: 2608, moving: 2608, pace: .ok, 326.7),
        .summary(1360591834, "running", distance: 1963.4, elapsed: 698, moving: 698, pace: .ok, 355.5),
        .summary(1360512301, "running", distance: 6775.3, elapsed: 2318, moving: 2318, pace: .ok, 342.1),
        .summary(1360262334, "running", distance: 6678.8, elapsed: 2515, moving: 2515, pace: .ok, 376.6),
        .summary(1360147619, "running", distance: 7612.2, elapsed: 2741, moving: 2741, pace: .ok, 360.1),
        .summary(1359992633, "running", distance: 9768.7, elapsed: 3432, moving: 3432, pace: .ok, 351.3),
        .summary(1359829351, "running", distance: 6678.8, elapsed: 2417, moving: 2417, pace: .ok, 361.9),
        .summary(1359638025, "running", distance: 7757, elapsed: 2696, moving: 2696, pace: .ok, 347.6),
        .summary(1359448434, "running", distance: 5906.3, elapsed: 2091, moving: 2091, pace: .ok, 354),
        .summary(1359304850, "running", distance: 8207.7, elapsed: 2951, moving: 2951, pace: .ok, 359.5),
        .summary(1359194367, "running", distance: 5681, elapsed: 1802, moving: 1802, pace: .ok, 317.2),
        .summary(1359032339, "running", distance: 5230.4, elapsed: 1780, moving: 1780, pace: .ok, 340.3),
        .summary(1358603328, "running", distance: 8143.3, elapsed: 2924, moving: 2924, pace: .ok, 359.1),
        .summary(1358428344, "running", distance: 7193.8, elapsed: 2715, moving: 2715, pace: .ok, 377.4),
        .summary(1358261926, "running", distance: 6630.5, elapsed: 2354, moving: 2354, pace: .ok, 355),
        .summary(1358091749, "running", distance: 5600.5, elapsed: 2013, moving: 2013, pace: .ok, 359.4),
        .summary(1357911980, "running", distance: 5632.7, elapsed: 2146, moving: 2146, pace: .ok, 381),
        .summary(1357727021, "running", distance: 4007.3, elapsed: 1416, moving: 1416, pace: .ok, 353.4),
        .summary(1357640876, "running", distance: 3975.1, elapsed: 1469, moving: 1469, pace: .ok, 369.6),
        .summary(1357474614, "running", distance: 3910.7, elapsed: 1474, moving: 1474, pace: .ok, 376.9),
        .summary(1357290240, "running", distance: 2510.6, elapsed: 933, moving: 933, pace: .ok, 371.6),
        .summary(1357119212, "running", distance: 2317.5, elapsed: 910, moving: 910, pace: .ok, 392.7),
    ]

    /// `csv/strava-activities-2023-87col-translation-missing-headers-excerpt.csv`: 43 rows;
    /// the second `Distance` (metres) and `Moving Time` columns.
    static let strava2023Runs: [ExpectedRun] = [
        .summary(1412525721, "cycling", distance: 13609.2, elapsed: 2833, moving: 2499, pace: .ok, 183.6),
        .summary(1412880008, "cycling", distance: 32457.4, elapsed: 7159, moving: 6480, pace: .ok, 199.6),
        .summary(1413579809, "cycling", distance: 12190.6, elapsed: 2354, moving: 2347, pace: .ok, 192.5),
        .summary(1688154254, "running", distance: 5910.9, elapsed: 2041, moving: 1963, pace: .ok, 332.1),
        .summary(1688243846, "cycling", distance: 115620.8, elapsed: 34122, moving: 22111, pace: .ok, 191.2),
        .summary(1688300143, "cycling", distance: 183553.6, elapsed: 50115, moving: 36012, pace: .ok, 196.2),
        .summary(1688404122, "cycling", distance: 130745.2, elapsed: 43551, moving: 27744, pace: .ok, 212.2),
        .summary(1688479954, "cycling", distance: 225697.1, elapsed: 57443, moving: 40783, pace: .ok, 180.7),
        .summary(1688843166, "running", distance: 3505.1, elapsed: 1158, moving: 1144, pace: .ok, 326.4),
        .summary(1689174568, "running", distance: 5898.3, elapsed: 1958, moving: 1902, pace: .ok, 322.5),
        .summary(1689526063, "cycling", distance: 2296.2, elapsed: 1001, moving: 710, pace: .ok, 309.2),
        .summary(1689555823, "cycling", distance: 1710.4, elapsed: 751, moving: 424, pace: .ok, 247.9),
        .summary(1689449475, "cycling", distance: 116412.4, elapsed: 35948, moving: 24186, pace: .ok, 207.8),
        .summary(1689527077, "hiking", distance: 23095.9, elapsed: 28531, moving: 22064, pace: .ok, 955.3),
        .summary(1689606944, "cycling", distance: 110136.9, elapsed: 31145, moving: 20538, pace: .ok, 186.5),
        .summary(1690057211, "cycling", distance: 42173.5, elapsed: 10218, moving: 8039, pace: .ok, 190.6),
        .summary(1690067439, "cycling", distance: 61847, elapsed: 24112, moving: 21260, pace: .ok, 343.8),
        .summary(1690251956, "hiking", distance: 4991.6, elapsed: 1656, moving: 1656, pace: .ok, 331.8),
        .summary(1690334792, "running", distance: 13806.7, elapsed: 6790, moving: 5105, pace: .ok, 369.7),
        .summary(1690587362, "cycling", distance: 55073.1, elapsed: 15323, moving: 9434, pace: .ok, 171.3),
        .summary(1690644380, "cycling", distance: 77208.7, elapsed: 44885, moving: 22073, pace: .ok, 285.9),
        .summary(1690741776, "cycling", distance: 66796.7, elapsed: 29694, moving: 16031, pace: .ok, 240),
        .summary(1690817316, "cycling", distance: 55388.1, elapsed: 31708, moving: 11078, pace: .ok, 200),
        .summary(1690941341, "running", distance: 5835.2, elapsed: 2125, moving: 2062, pace: .ok, 353.4),
        .summary(1691033356, "running", distance: 5598.5, elapsed: 2489, moving: 1961, pace: .ok, 350.3),
        .summary(1691108239, "running", distance: 6105.8, elapsed: 2014, moving: 1952, pace: .ok, 319.7),
        .summary(1691244424, "running", distance: 4612.4, elapsed: 1492, moving: 1478, pace: .ok, 320.4),
        .summary(1691526823, "running", distance: 2900.8, elapsed: 826, moving: 820, pace: .ok, 282.7),
        .summary(1692108539, "cycling", distance: 16417.4, elapsed: 2932, moving: 2777, pace: .ok, 169.1),
        .summary(1691844033, "canoeing", distance: 14787.3, elapsed: 11817, moving: 11321, pace: .ok, 765.6),
        .summary(1692196746, "cycling", distance: 8172.4, elapsed: 1608, moving: 1566, pace: .ok, 191.6),
        .summary(1692282131, "cycling", distance: 16971.3, elapsed: 3080, moving: 2871, pace: .ok, 169.2),
        .summary(1692411467, "cycling", distance: 19120.6, elapsed: 4305, moving: 3778, pace: .ok, 197.6),
        .summary(1692477534, "cycling", distance: 26018, elapsed: 8102, moving: 5570, pace: .ok, 214.1),
        .summary(1692485644, "hiking", distance: 10604.2, elapsed: 10809, moving: 8681, pace: .ok, 818.6),
        .summary(1692496462, "cycling", distance: 18840.5, elapsed: 4000, moving: 3344, pace: .ok, 177.5),
        .summary(1692556497, "cycling", distance: 35896.9, elapsed: 7368, moving: 6188, pace: .ok, 172.4),
        .summary(1692563870, "hiking", distance: 5649.1, elapsed: 7873, moving: 5051, pace: .ok, 894.1),
        .summary(1692571759, "cycling", distance: 42682, elapsed: 9801, moving: 7597, pace: .ok, 178),
        .summary(1692627131, "cycling", distance: 19244.8, elapsed: 3747, moving: 3539, pace: .ok, 183.9),
        .summary(1692715131, "cycling", distance: 18554.5, elapsed: 3707, moving: 3657, pace: .ok, 197.1),
        .summary(1692798972, "cycling", distance: 18864.4, elapsed: 3925, moving: 3696, pace: .ok, 195.9),
        .summary(1692886207, "cycling", distance: 18612.7, elapsed: 3376, moving: 3254, pace: .ok, 174.8),
    ]

    /// `csv/strava-activities-2025-99col-excerpt.csv`: 43 rows.
    static let strava2025Runs: [ExpectedRun] = [
        .summary(1412525721, "cycling", distance: 13609.2, elapsed: 2833, moving: 2499, pace: .ok, 183.6),
        .summary(1412880008, "cycling", distance: 32457.4, elapsed: 7159, moving: 6480, pace: .ok, 199.6),
        .summary(1413579809, "cycling", distance: 12190.6, elapsed: 2354, moving: 2347, pace: .ok, 192.5),
        .summary(1660316400, "cycling", distance: 117950.6, elapsed: 19285, moving: 19285, pace: .ok, 163.5),
        .summary(1660399200, "cycling", distance: 159483.1, elapsed: 26077, moving: 26077, pace: .ok, 163.5),
        .summary(1660572000, "cycling", distance: 86027.7, elapsed: 14065, moving: 14065, pace: .ok, 163.5),
        .summary(1663159655, "running", distance: 4684.9, elapsed: 1518, moving: 1385, pace: .ok, 295.6),
        .summary(1663337525, "cycling", distance: 136178.3, elapsed: 31941, moving: 25288, pace: .ok, 185.7),
        .summary(1663417203, "cycling", distance: 121339.4, elapsed: 43863, moving: 29015, pace: .ok, 239.1),
        .summary(1663501118, "cycling", distance: 141865.6, elapsed: 37869, moving: 28871, pace: .ok, 203.5),
        .summary(1664193075, "running", distance: 4688.3, elapsed: 1495, moving: 1376, pace: .ok, 293.5),
        .summary(1664280062, "running", distance: 3650.3, elapsed: 1182, moving: 992, pace: .ok, 271.8),
        .summary(1664366512, "running", distance: 4954, elapsed: 1690, moving: 1426, pace: .ok, 287.8),
        .summary(1665172666, "cycling", distance: 15982.9, elapsed: 4747, moving: 3560, pace: .ok, 222.7),
        .summary(1665748999, "running", distance: 4983.6, elapsed: 1517, moving: 1452, pace: .ok, 291.4),
        .summary(1665938538, "walking", distance: 27488.7, elapsed: 24652, moving: 21059, pace: .ok, 766.1),
        .summary(1666007897, "running", distance: 5658, elapsed: 1855, moving: 1635, pace: .ok, 289),
        .summary(1666094765, "running", distance: 3215.6, elapsed: 1113, moving: 921, pace: .ok, 286.4),
        .summary(1666181149, "running", distance: 4305.9, elapsed: 1411, moving: 1241, pace: .ok, 288.2),
        .summary(1666613048, "running", distance: 3653.7, elapsed: 1235, moving: 1050, pace: .ok, 287.4),
        .summary(1666699851, "running", distance: 3482.9, elapsed: 1175, moving: 996, pace: .ok, 286),
        .summary(1666786371, "running", distance: 3056.9, elapsed: 1026, moving: 873, pace: .ok, 285.6),
        .summary(1666872035, "running", distance: 5018.7, elapsed: 1582, moving: 1409, pace: .ok, 280.7),
        .summary(1666958559, "running", distance: 5434, elapsed: 1620, moving: 1539, pace: .ok, 283.2),
        .summary(1667047860, "running", distance: 4819.2, elapsed: 1385, moving: 1285, pace: .ok, 266.6),
        .summary(1667665397, "running", distance: 6972.8, elapsed: 2188, moving: 2034, pace: .ok, 291.7),
        .summary(1667750359, "running", distance: 5457.4, elapsed: 1890, moving: 1695, pace: .ok, 310.6),
        .summary(1667998994, "running", distance: 3122, elapsed: 997, moving: 898, pace: .ok, 287.6),
        .summary(1668083426, "running", distance: 4421.1, elapsed: 1392, moving: 1252, pace: .ok, 283.2),
        .summary(1668172125, "running", distance: 5073.3, elapsed: 1670, moving: 1493, pace: .ok, 294.3),
        .summary(1668281860, "running", distance: 6267.2, elapsed: 2100, moving: 1881, pace: .ok, 300.1),
        .summary(1668431083, "running", distance: 4856, elapsed: 1726, moving: 1378, pace: .ok, 283.8),
        .summary(1668517589, "running", distance: 4094.2, elapsed: 1344, moving: 1203, pace: .ok, 293.8),
        .summary(1668604097, "running", distance: 5215.2, elapsed: 1758, moving: 1535, pace: .ok, 294.3),
        .summary(1668690465, "running", distance: 4753.7, elapsed: 1603, moving: 1323, pace: .ok, 278.3),
        .summary(1668776684, "running", distance: 4661.3, elapsed: 1435, moving: 1356, pace: .ok, 290.9),
        .summary(1668962813, "running", distance: 14516, elapsed: 4649, moving: 4171, pace: .ok, 287.3),
        .summary(1669036220, "running", distance: 3171, elapsed: 1177, moving: 971, pace: .ok, 306.2),
        .summary(1669208880, "running", distance: 4670, elapsed: 1585, moving: 1398, pace: .ok, 299.4),
        .summary(1669295271, "running", distance: 5664.3, elapsed: 1839, moving: 1603, pace: .ok, 283),
        .summary(1669381540, "running", distance: 4228.5, elapsed: 1475, moving: 1303, pace: .ok, 308.1),
        .summary(1669478903, "running", distance: 6200.6, elapsed: 2079, moving: 1762, pace: .ok, 284.2),
        .summary(1669640868, "running", distance: 4567.3, elapsed: 1532, moving: 1322, pace: .ok, 289.5),
    ]
}
