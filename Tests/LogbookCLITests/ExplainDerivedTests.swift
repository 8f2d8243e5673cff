import Foundation
import LogbookTestSupport
import XCTest

/// `logbook explain ID splits|best_efforts|hr|trimp|gear`: the declared values stored beside
/// the run row, each naming its rule and the values it read, for a run built so every number
/// is known: 1200 s at 3 m/s (3600 m) with a steady 150 bpm.
final class ExplainDerivedTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        let path = try TrackFiles.write(
            TrackFiles.gpx(start: "2026-03-02T07:00:00Z", duration: 1200, step: 5, speed: 3, hr: 150), to: "steady.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", path, "--db", db]).status, 0)
    }

    override func tearDown() { folder.remove() }

    /// The one field `name` of run 1, from `explain 1 NAME --json`.
    private func field(_ name: String) throws -> [String: Any] {
        let result = try CLIRunner.run(["explain", "1", name, "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let fields = try XCTUnwrap(document["fields"] as? [[String: Any]])
        XCTAssertEqual(fields.count, 1)
        return fields[0]
    }

    private func number(_ object: Any?, _ key: String) throws -> Double {
        let object = try XCTUnwrap(object as? [String: Any])
        return try XCTUnwrap(object[key] as? Double ?? (object[key] as? Int).map(Double.init), "\(key) in \(object)")
    }

    func testSplitsAreCutAtEveryKilometreWithTheirPaces() throws {
        let splits = try field("splits")
        XCTAssertEqual(splits["rule"] as? String, "every_km")
        XCTAssertEqual(try number(splits, "value"), 4)
        XCTAssertEqual(try number(splits["read"], "full_splits"), 3)
        XCTAssertEqual(try number(splits["read"], "last_split_m"), 600, accuracy: 1)
        XCTAssertEqual(try number(splits["read"], "fastest_split_s_per_km"), 333.3, accuracy: 0.5)
        XCTAssertEqual(
            splits["text"] as? String,
            "splits 4 splits: a split at every 1000 m of the samples' distance, each pace judged as the run's; "
                + "fastest 5:33 /km, slowest 5:33 /km over 3 full splits")
    }

    func testBestEffortsAreTheFastestWindowsUpToTheRunsDistance() throws {
        let efforts = try field("best_efforts")
        XCTAssertEqual(efforts["rule"] as? String, "fastest_window")
        XCTAssertEqual(efforts["source"] as? String, "gps")
        XCTAssertEqual(try number(efforts, "value"), 3)
        XCTAssertEqual(try number(efforts["read"], "400m"), 133.3, accuracy: 0.2)
        XCTAssertEqual(try number(efforts["read"], "1k"), 333.3, accuracy: 0.2)
        XCTAssertEqual(try number(efforts["read"], "mile"), 536.4, accuracy: 0.2)
        XCTAssertNil((efforts["read"] as? [String: Any])?["5k"])
    }

    func testHeartRateIsThePointsMeanWithTheTimeBelievedForZones() throws {
        let hr = try field("hr")
        XCTAssertEqual(hr["rule"] as? String, "points_mean")
        XCTAssertEqual(hr["source"] as? String, "points")
        XCTAssertEqual(try number(hr, "value"), 150)
        XCTAssertEqual(try number(hr["read"], "max_hr"), 150)
        XCTAssertEqual(try number(hr["read"], "believed_s"), 1200, accuracy: 5)
        XCTAssertEqual(
            hr["text"] as? String,
            "heart rate 150 bpm average: the mean of the points' heart rate (1-300 bpm kept); maximum 150 bpm; 20:00 believed for zones and TRIMP")
    }

    func testTrimpNamesTheMaximumAndRestingRateItUsed() throws {
        let estimated = try field("trimp")
        XCTAssertEqual(estimated["rule"] as? String, "banister")
        XCTAssertEqual((estimated["read"] as? [String: Any])?["max_hr_source"] as? String, "estimated", "no maximum set: the run's sustained peak")
        XCTAssertEqual(try CLIRunner.run(["profile", "set", "--max-hr", "190", "--resting-hr", "50", "--db", db]).status, 0)
        let trimp = try field("trimp")
        XCTAssertEqual(trimp["rule"] as? String, "banister")
        XCTAssertEqual(trimp["source"] as? String, "hr")
        XCTAssertEqual(try number(trimp["read"], "max_hr_used"), 190)
        XCTAssertEqual(try number(trimp["read"], "resting_hr_used"), 50)
        XCTAssertEqual((trimp["read"] as? [String: Any])?["max_hr_source"] as? String, "profile")
        // r = (150 - 50) / 140 = 0.714; 20 min × r × 0.64 × e^(1.92 r) = 35.9.
        XCTAssertEqual(try number(trimp, "value"), 20 * 0.7143 * 0.64 * exp(1.92 * 0.7143), accuracy: 0.2)
    }

    func testGearIsTheSportsDefaultWhenTheFileNamesNone() throws {
        XCTAssertEqual(try field("gear")["rule"] as? String, "none")
        XCTAssertEqual(
            try CLIRunner.run(["gear", "add", "Pegasus 40", "--default-for", "running", "--from", "2026-01-01", "--db", db]).status, 0)
        let gear = try field("gear")
        XCTAssertEqual(gear["rule"] as? String, "sport_default")
        XCTAssertEqual(gear["value"] as? String, "Pegasus 40")
        XCTAssertEqual(gear["source"] as? String, "default")
    }
}
