import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSupport

/// Runs built from points and samples kept in temporary files are the runs built in memory,
/// and a long segment is walked with a bounded window to the same numbers a hand
/// computation gives.
final class StreamingBuildTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Options that spool every few points (so that every file goes through the temporary file).
    private func spooling(_ limit: Int) -> ImportOptions {
        var options = ImportOptions(zone: TimeZone(identifier: "Europe/Paris")!)
        options.spooling = SpoolSettings(memoryLimit: limit, folder: folder.url.path)
        return options
    }

    func testEveryXMLFixtureBuildsTheSameRunsThroughTheTemporaryFile() throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.fixtures.appendingPathComponent("xml").path
        ).sorted()
        var compared = 0, runs = 0, samples = 0
        for name in names {
            let input = XMLReaderTestFiles.fixture(name)
            guard let inMemory = try? Importer(options: spooling(.max)).build(input) else { continue }
            let spooled = try Importer(options: spooling(7)).build(input)
            XCTAssertEqual(spooled.runs.count, inMemory.runs.count, name)
            for (a, b) in zip(spooled.runs, inMemory.runs) {
                XCTAssertEqual(a.run, b.run, name)
                XCTAssertEqual(a.splits, b.splits, name)
                XCTAssertEqual(a.samples, b.samples, name)
                XCTAssertEqual(a.warnings, b.warnings, name)
                runs += 1
                samples += a.sampleList.count
            }
            XCTAssertEqual(spooled.warnings, inMemory.warnings, name)
            compared += 1
        }
        // The fixtures that hold runs (the others are refused either way, as asserted elsewhere):
        // 20 runs and 6,385 samples, as `logbook import` of the folder stores.
        XCTAssertEqual(compared, 17)
        XCTAssertEqual(runs, 20)
        XCTAssertEqual(samples, 6_385)
    }

    func testALongSegmentWithAStandstillIsWalkedWithABoundedWindow() throws {
        // 27.8 hours at one point per 5 s: 20,001 points in one segment, so the walk drops the
        // points behind its window several times. 50,000 s at 3 m/s, 600 s standing, 49,400 s at 3 m/s.
        let activity = SyntheticTracks.northRun(
            start: 1_700_000_000, legs: [(50_000, 3, 150), (600, 0, 100), (49_400, 3, 150)])
        XCTAssertEqual(activity.pointCount, 20_001)
        let output = Spool<Sample>(SpoolSettings(memoryLimit: 1_000, folder: folder.url.path))
        let built = try XCTUnwrap(
            RunBuilder.build(activity, zone: TimeZone(identifier: "UTC")!, thresholds: .standard, rules: .standard, samplesInto: output))
        XCTAssertTrue(output.hasSpilled)
        XCTAssertEqual(built.run.distance!, 298_200, accuracy: 0.01)
        XCTAssertEqual(built.run.elapsed, 100_000)
        // The standstill's 120 steps count nothing, except the first and last: their ±5 s
        // window reaches a moving step (15 m in 15 s).
        XCTAssertEqual(built.run.moving, 100_000 - 600 + 10)
        XCTAssertEqual(built.splits.count, 299)
        XCTAssertEqual(built.splits[0].distance, 1_000, accuracy: 1e-6)
        // The km from 150 to 151 holds the standstill: 1000 m / 3 m/s plus 600 s elapsed, 10 s of it moving.
        XCTAssertEqual(built.splits[150].elapsed, 1_000 / 3 + 600, accuracy: 1e-6)
        XCTAssertEqual(built.splits[150].moving, 1_000 / 3 + 10, accuracy: 1e-6)
        XCTAssertEqual(built.splits[151].moving, 1_000 / 3, accuracy: 1e-6)
        let samples = built.samples
        XCTAssertEqual(samples.count, 20_001)
        XCTAssertEqual(samples[10_000].distance, 150_000, accuracy: 0.01)
        XCTAssertEqual(samples[10_120].distance, 150_000, accuracy: 0.01, "no distance while standing")
        XCTAssertEqual(samples[20_000].distance, 298_200, accuracy: 0.01)
        XCTAssertEqual(samples[20_000].offset, 100_000)
    }

    func testAnImportWhoseTemporaryFolderIsMissingIsRejectedAndStoresNothing() throws {
        let database = try folder.migratedLogbook()
        var options = spooling(50)
        options.spooling.folder = "/nonexistent-logbook-folder"
        let text = HourLongGPX.text(seconds: 120)
        let result = try Importer(options: options).importFile(XMLReaderTestFiles.data(text, name: "long.gpx"), into: database)
        XCTAssertEqual(result.status, .rejected)
        XCTAssertEqual(
            result.error?.description,
            "long.gpx: cannot create a temporary file in /nonexistent-logbook-folder: No such file or directory; "
                + "long tracks are kept in a temporary file while they are imported (set TMPDIR to a writable folder "
                + "with free space); nothing of this file was stored")
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 0)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, 0)

        // Where the folder exists, the same file goes in whole: 121 samples 3 m apart.
        let stored = try Importer(options: spooling(50)).importFile(XMLReaderTestFiles.data(text, name: "long.gpx"), into: database)
        XCTAssertEqual(stored.status, .imported, stored.error?.description ?? "")
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, 121)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT max(distance_dm) FROM samples").int64Value, 3_600)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT group_concat(seq) = group_concat(offset_ms / 1000) FROM samples").int64Value, 1)
    }
}

/// The walk's memory: only the moving-time window of the current segment, whatever the
/// track, so that it does not grow with the activity.
final class WalkWindowTests: XCTestCase {
    private func largestWindow(_ points: [TrackPoint]) -> (window: Int, samples: Int) {
        let track = RunBuilderTrack(ParsedActivity(format: "tcx", segments: [points]), jumpLimit: 15)
        let output = Spool<Sample>(SpoolSettings(memoryLimit: .max))
        var walk = RunBuilderWalk(track: track, jumpLimit: 15, thresholds: .standard, rules: .standard, preferDevice: true, output: output)
        walk.run(track)
        return (walk.largestWindow, output.count)
    }

    func testTheWindowStaysSmallForEveryKindOfTrack() {
        let count = 50_000
        let start = 1_700_000_000.0
        let lat = { (second: Int) in 47 + Double(second) * 3 / SyntheticTracks.metresPerDegree }
        let positions = (0..<count).map { TrackPoint(timestamp: start + Double($0), lat: lat($0), lon: 8, hr: 150) }
        let device = (0..<count).map { TrackPoint(timestamp: start + Double($0), deviceDistance: 3 * Double($0), hr: 150) }
        let heartRateOnly = (0..<count).map { TrackPoint(timestamp: start + Double($0), hr: 150) }
        // 9,000 steps of 65 s (over the 60 s a step may last): 6.8 days, inside the week
        // beyond which points count as clock glitches.
        let gaps = (0..<9_000).map { TrackPoint(timestamp: start + 65 * Double($0), lat: lat($0 * 65), lon: 8) }
        for (name, points) in [("positions", positions), ("device distance", device), ("heart rate only", heartRateOnly),
                               ("a gap before every point", gaps)] {
            let walked = largestWindow(points)
            XCTAssertEqual(walked.samples, points.count, name)
            // Points are dropped in batches once 4,096 lie behind the window: never more than
            // twice that, plus the window itself, are held.
            XCTAssertLessThanOrEqual(walked.window, 8_200, name)
        }
    }
}

/// A 1 Hz GPX run due north at 3 m/s, for the import tests of this file.
private enum HourLongGPX {
    static func text(seconds: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="logbook tests" xmlns="http://www.topografix.com/GPX/1/1">
            <trk><name>Long</name><type>running</type><trkseg>

            """
        for t in 0...seconds {
            let lat = 47.0 + Double(t) * 3 / SyntheticTracks.metresPerDegree
            let minute = String(format: "%02d:%02d", t / 60, t % 60)
            text += "<trkpt lat=\"\(String(format: "%.9f", lat))\" lon=\"8.0\"><time>2024-05-02T06:\(minute)Z</time></trkpt>\n"
        }
        return text + "</trkseg></trk></gpx>\n"
    }
}

/// The median that places a track's clock glitches, found in passes over the points.
final class TrackMedianTests: XCTestCase {
    func testTheRadixMedianIsTheSortedMedian() {
        // Times before and after 1970 (negative and positive bit patterns), repeats,
        // fractions, and points without a usable time (left out).
        var generator = SystemRandomNumberGenerator()
        for size in [1, 2, 3, 10, 101, 1_000] {
            var times = (0..<size).map { _ in Double(Int.random(in: -2_000_000_000...5_000_000_000, using: &generator)) / 4 }
            if size > 3 { times[1] = times[0] }
            let points = times.map { TrackPoint(timestamp: $0) } + [TrackPoint(), TrackPoint(timestamp: .infinity), TrackPoint(timestamp: -3e9)]
            let activity = ActivityPoints(segments: [points])
            let sorted = times.sorted()
            XCTAssertEqual(RunBuilderTrack.lowerMedianTime(activity, usableCount: size), sorted[(size - 1) / 2], "\(size) times")
        }
        XCTAssertNil(RunBuilderTrack.lowerMedianTime(ActivityPoints(segments: [[TrackPoint()]]), usableCount: 0))
    }

    func testAMedianWhoseTimesCanNoLongerBeReadIsNoneNotACrash() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var recorder = ActivityPointsRecorder(SpoolSettings(memoryLimit: 4, folder: folder.url.path))
        for day in 0..<20 { recorder.append(TrackPoint(timestamp: 1_700_000_000 + 86_400 * Double(day))) }
        let points = recorder.finishActivity()
        XCTAssertEqual(RunBuilderTrack.lowerMedianTime(points, usableCount: 20), 1_700_000_000 + 86_400 * 9)
        recorder.spool.loseFileForTesting()
        XCTAssertNil(RunBuilderTrack.lowerMedianTime(points, usableCount: 20))
        XCTAssertNotNil(points.failure)
        XCTAssertEqual(RunBuilderTrack.lowerMedianTime(ActivityPoints(segments: [[TrackPoint(timestamp: -1.5), TrackPoint(timestamp: 2)]]), usableCount: 2), -1.5)
    }
}
