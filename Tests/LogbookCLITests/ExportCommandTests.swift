import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// `logbook export` as a child process: what it writes imports back into a fresh logbook
/// as the same runs, and it writes every file or none.
final class ExportCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var again: String { folder.path("again.sqlite") }
    private let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples")

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// What a run is, keyed by its UTC start: distance, elapsed, moving, sport, name, samples.
    private struct Kept: Equatable {
        var distance: Double
        var elapsed: Double
        var moving: Double
        var sport: String
        var name: String?
        var description: String?
        var samples: Int64
    }

    private func runs(in path: String, moving: String = "coalesce(gps_moving_s, moving_s)") throws -> [Int64: Kept] {
        let database = try Database(path: path, mode: .readOnly)
        var result: [Int64: Kept] = [:]
        // A GPX states no device timer: what comes back is the points' moving time, which
        // the original keeps beside its timer (`gps_moving_s`).
        for row in try SampleRows.rows(
            database, "SELECT start_utc, distance_m, elapsed_s, \(moving), sport, name, (SELECT count(*) FROM samples WHERE run_id = runs.id), description FROM runs WHERE source <> 'csv'")
        {
            result[row[0].int64Value ?? 0] = Kept(
                distance: row[1].doubleValue ?? 0, elapsed: row[2].doubleValue ?? 0, moving: row[3].doubleValue ?? 0,
                sport: row[4].stringValue ?? "", name: row[5].stringValue, description: row[7].stringValue,
                samples: row[6].int64Value ?? 0)
        }
        return result
    }

    /// Exports every run of `db` as GPX into a folder, imports that into `again`, and checks
    /// each run came back: distance within 0.1 %, times within 1 s, sport, name, samples.
    /// A TCX keeps the moving time in its laps: what comes back is the stored one.
    private func assertRoundTrip(
        expectedRuns: Int, format: String = "gpx", file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let out = folder.path("out-\(format)")
        let export = try CLIRunner.run(["export", "--all", "--format", format, "--out", out, "--json", "--db", db])
        XCTAssertEqual(export.status, 0, export.stderr, file: file, line: line)
        let written = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(written.count, expectedRuns, file: file, line: line)
        let target = folder.path("again-\(format).sqlite")
        let imported = try CLIRunner.run(["import", "--db", target, out])
        XCTAssertEqual(imported.status, 0, imported.stderr, file: file, line: line)
        let moving = format == "tcx" ? "moving_s" : "coalesce(gps_moving_s, moving_s)"
        let before = try runs(in: db, moving: moving)
        let after = try runs(in: target, moving: moving)
        XCTAssertEqual(before.count, expectedRuns, file: file, line: line)
        XCTAssertEqual(Set(after.keys), Set(before.keys), file: file, line: line)
        for (start, original) in before {
            guard let back = after[start] else { continue }
            XCTAssertEqual(back.distance, original.distance, accuracy: original.distance * 0.001, "\(start)", file: file, line: line)
            XCTAssertEqual(back.elapsed, original.elapsed, accuracy: 1, "\(start)", file: file, line: line)
            XCTAssertEqual(back.moving, original.moving, accuracy: 1, "\(start)", file: file, line: line)
            XCTAssertEqual(back.sport, original.sport, file: file, line: line)
            XCTAssertEqual(back.name, original.name, file: file, line: line)
            XCTAssertEqual(back.description, original.description, file: file, line: line)
            XCTAssertEqual(back.samples, original.samples, "\(start)", file: file, line: line)
        }
    }

    func testTheExampleRunsComeBackFromTheirGPXExport() throws {
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, examples.path]).status, 0)
        let edit = try CLIRunner.run(["edit", "2", "--description", "Hills <&> \"rain\", then sun ☀️", "--db", db])
        XCTAssertEqual(edit.status, 0, edit.stderr)
        try assertRoundTrip(expectedRuns: 3)
        try assertRoundTrip(expectedRuns: 3, format: "tcx")
    }

    func testGeneratedRunsComeBackFromTheirGPXExport() throws {
        var random = SplitMix64(state: 32)
        let runFolder = folder.path("generated")
        try FileManager.default.createDirectory(atPath: runFolder, withIntermediateDirectories: true)
        for index in 0..<6 {
            let legs = (0..<(1 + random.below(4))).map { _ in
                (seconds: 120 + random.below(900), speed: 2.2 + Double(random.below(25)) / 10)
            }
            let points = GeneratedRuns.points(
                start: 1_714_636_800 + Double(index) * 86_400, legs: legs, wobble: Double(random.below(5)) / 10)
            try GeneratedRuns.gpx(points).write(to: URL(fileURLWithPath: runFolder + "/run-\(index).gpx"))
        }
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, runFolder]).status, 0)
        try assertRoundTrip(expectedRuns: 6)
        try assertRoundTrip(expectedRuns: 6, format: "tcx")
    }

    /// The shared corpus's GPX, FIT and TCX runs whose distance comes from their positions
    /// and whose every sample has one come back from their GPX export unchanged. (A device
    /// distance or a sample without a position has no place in GPX: those runs come back
    /// with the distance of their track, and fewer samples.)
    func testTheCorpusRunsWithATrackComeBackFromTheirGPXExport() throws {
        if let absence = TestPaths.sharedCorpusAbsence("gpx") { throw XCTSkip(absence) }
        let corpus = TestPaths.sharedCorpus
        let paths = ["gpx", "fit", "tcx"].map { corpus.appendingPathComponent($0).path }
        _ = try CLIRunner.run(["import", "--db", db] + paths)
        let out = folder.path("out")
        XCTAssertEqual(try CLIRunner.run(["export", "--all", "--format", "gpx", "--out", out, "--db", db]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", again, out]).status, 0)
        let eligible = try SampleRows.rows(
            try Database(path: db, mode: .readOnly),
            """
            SELECT start_utc FROM runs WHERE distance_source = 'gps'
            AND (SELECT count(*) FROM samples WHERE run_id = runs.id AND lat_e7 IS NULL) = 0
            """).compactMap { $0.first?.int64Value }
        XCTAssertGreaterThan(eligible.count, 0)
        let before = try runs(in: db)
        let after = try runs(in: again)
        for start in eligible {
            guard let original = before[start], let back = after[start] else {
                XCTFail("run starting at \(start) did not come back")
                continue
            }
            XCTAssertEqual(back.distance, original.distance, accuracy: original.distance * 0.001, "\(start)")
            XCTAssertEqual(back.elapsed, original.elapsed, accuracy: 1, "\(start)")
            XCTAssertEqual(back.moving, original.moving, accuracy: 1, "\(start)")
            XCTAssertEqual(back.sport, original.sport, "\(start)")
            XCTAssertEqual(back.name, original.name, "\(start)")
            XCTAssertEqual(back.samples, original.samples, "\(start)")
        }
    }

    func testAnExistingFileStopsTheExportBeforeAnythingIsWritten() throws {
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, examples.path]).status, 0)
        let out = folder.path("out")
        XCTAssertEqual(try CLIRunner.run(["export", "1", "2", "--format", "gpx", "--out", out, "--db", db]).status, 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        XCTAssertEqual(names.count, 2)
        try FileManager.default.removeItem(atPath: out + "/" + names[0])
        let refused = try CLIRunner.run(["export", "1", "2", "--format", "gpx", "--out", out, "--db", db])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("exists; give --force to overwrite it"), refused.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out).sorted(), [names[1]])
        XCTAssertEqual(try CLIRunner.run(["export", "1", "2", "--format", "gpx", "--out", out, "--force", "--db", db]).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out).sorted(), names)
    }

    func testForceNeverReplacesAFolderAndLeavesNoPartFile() throws {
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, examples.path]).status, 0)
        let out = folder.path("out")
        XCTAssertEqual(try CLIRunner.run(["export", "1", "--format", "gpx", "--out", out, "--db", db]).status, 0)
        let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: out).first)
        // The runner's folder where the export's file would go, with a file of theirs inside.
        try FileManager.default.removeItem(atPath: out + "/" + name)
        try FileManager.default.createDirectory(atPath: out + "/" + name, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/" + name + "/notes.txt"))
        let refused = try CLIRunner.run(["export", "1", "--format", "gpx", "--out", out, "--force", "--db", db])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(
            refused.stderr,
            "Error: \(out)/\(name) is a folder; export never replaces a folder, even with --force: move it, or give another --out folder (nothing was written)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out + "/" + name), ["notes.txt"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out), [name], "no .part file is left")
    }

    func testADamagedSampleIsWrittenWithoutTheValuesImportWouldRefuse() throws {
        let track = try TrackFiles.write(TrackFiles.gpx(start: "2026-03-01T07:00:00Z", duration: 600), to: "run.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, track]).status, 0)
        // Samples damaged in the database behind logbook's back: a latitude of 900°, a heart
        // rate of 900 and an elevation of 50 km.
        let database = try Database(path: db, mode: .readWrite)
        try database.execute("PRAGMA ignore_check_constraints = ON")
        try SampleRows.edit(database, "UPDATE samples SET lat_e7 = 9000000000 WHERE run_id = 1 AND offset_ms = 100000")
        try SampleRows.edit(database, "UPDATE samples SET hr = 900 WHERE run_id = 1 AND offset_ms = 200000")
        try SampleRows.edit(database, "UPDATE samples SET ele_dm = 500000 WHERE run_id = 1 AND offset_ms = 300000")
        for format in ["gpx", "tcx"] {
            let out = folder.path("out-" + format)
            let export = try CLIRunner.run(["export", "1", "--format", format, "--out", out, "--db", db])
            XCTAssertEqual(export.status, 0, export.stderr)
            let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: out).first)
            let text = try String(contentsOfFile: out + "/" + name, encoding: .utf8)
            XCTAssertFalse(text.contains("900.0000000"), format)
            XCTAssertFalse(text.contains(">900<"), format)
            XCTAssertFalse(text.contains("50000.0"), format)
            // The file imports back, whole: 121 points at 5 s, the damaged latitude's point
            // without a position (GPX: left out; TCX: a point without a position).
            let again = folder.path("again-\(format).sqlite")
            let imported = try CLIRunner.run(["import", "--db", again, out])
            XCTAssertEqual(imported.status, 0, imported.stderr)
            let back = try Database(path: again, mode: .readOnly)
            let positioned = try SampleRows.scalar(back, "SELECT count(*) FROM samples WHERE lat_e7 IS NOT NULL").int64Value
            XCTAssertEqual(positioned, 120, format)
            XCTAssertEqual(try SampleRows.scalar(back, "SELECT count(*) FROM samples WHERE hr IS NOT NULL").int64Value, format == "gpx" ? 119 : 120)
        }
    }

    func testTheSamplesCSVGivesEverySampleAtTheStoredResolution() throws {
        let file = examples.appendingPathComponent("garmin-connect-run-ns3-hr-cad.gpx").path
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, file]).status, 0)
        let export = try CLIRunner.run(["export", "1", "--format", "samples", "--db", db])
        XCTAssertEqual(export.status, 0, export.stderr)
        let lines = export.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "offset_ms,lat,lon,ele_m,hr,cadence,distance_m,segment")
        XCTAssertEqual(lines.last, "", "the file ends with a newline")
        // A row per stored sample, in order.
        let stored = try XCTUnwrap(try SampleRows.scalar("SELECT count(*) FROM samples WHERE run_id = 1", path: db).int64Value)
        XCTAssertEqual(Int64(lines.count - 2), stored)
        let points = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "<trkpt ").count - 1
        XCTAssertEqual(Int64(points), stored)
        // The third point: lat="37.24160590209..." lon="-121.97225290350...", 103.4 m, 70 bpm,
        // at 14:46:41, 6 s after the first (14:46:35).
        let third = lines[3].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(third.count, 8)
        XCTAssertEqual(third[0], "6000")
        XCTAssertEqual(third[1], "37.2416059")
        XCTAssertEqual(third[2], "-121.9722529")
        XCTAssertEqual(third[3], "103.4")
        XCTAssertEqual(third[4], "70")
        XCTAssertEqual(third[7], "0")
        // The stored distance to the decimetre, as the store holds it.
        let distance = try XCTUnwrap(
            try SampleRows.scalar("SELECT distance_dm FROM samples WHERE run_id = 1 AND seq = 2", path: db).int64Value)
        XCTAssertEqual(third[6], "\(distance / 10).\(distance % 10)")
    }

    func testTheCSVHasARowPerRunWithDescriptionGearAndSources() throws {
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, examples.path]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["edit", "2", "--gear", "Pegasus 40", "--description", "easy, legs heavy", "--db", db]).status, 0)
        let result = try CLIRunner.run(["export", "2", "--format", "csv", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[0].hasSuffix(",device_timer_s,device_elapsed_s,gps_moving_s,moving_source,doubt,believed,description,gear,sources"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("2,"), lines[1])
        XCTAssertTrue(lines[1].contains(",\"easy, legs heavy\",Pegasus 40,"), lines[1])
        XCTAssertTrue(lines[1].hasSuffix(".gpx"), lines[1])
        let all = try CLIRunner.run(["export", "--all", "--format", "csv", "--db", db])
        XCTAssertEqual(all.stdout.split(separator: "\n").count, 1 + 181)
    }

    func testRunsAreNamedOneWayAndAFormatIsRequired() throws {
        let cases: [([String], String)] = [
            (["1", "--all", "--format", "gpx"], "Error: say which runs one way: IDs, --all, or --sport/--begin/--end\n"),
            (["--format", "gpx"], "Error: say which runs one way: IDs, --all, or --sport/--begin/--end\n"),
            (["1"], "Error: say which format: --format gpx, --format tcx, --format csv or --format samples\n"),
            (["1", "--format", "kml"], "Error: "),
        ]
        for (arguments, message) in cases {
            let result = try CLIRunner.run(["export"] + arguments + ["--db", db])
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.hasPrefix(message), result.stderr)
        }
    }
}
