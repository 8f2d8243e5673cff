import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel

/// The declared values: one name each, each explaining itself from a stored run, and what
/// today's rules would change.
final class DerivedValueTests: XCTestCase {
    /// A stored 10 km run of 50 min.
    private func storedRun(distance: Double? = 10_000, moving: Double? = 3000, status: PaceStatus = .ok) -> Run {
        var run = Run(
            id: 1, startUTC: 1_764_486_000, utcOffset: 3600, sport: "running", name: nil, distance: distance, elapsed: 3010,
            moving: moving, pace: Pace(secondsPerKm: status == .ok ? 300 : nil, status: status), averageHeartRate: nil,
            maxHeartRate: nil, averageCadence: nil, elevationGain: nil, source: "fit",
            device: DeviceTotals(distance: 10_000, timer: 3000, elapsed: 3010), gpsDistance: 10_210, distanceSource: .device,
            sportSource: .file)
        run.gpsMoving = 2980
        run.movingSource = .device
        run.rulings = RunRulings(distance: .deviceTotal, moving: .timer, sport: .file)
        return run
    }

    func testEveryValueIsDeclaredOnceAndExplainsUnderItsName() {
        let names = DerivedValue.all.map(\.name)
        XCTAssertEqual(names, ["distance_m", "moving_s", "pace_s_per_km", "sport", "utc_offset_s", "doubt", "avg_cadence", "splits", "best_efforts", "hr", "trimp", "gear", "best_copy",
        ])
        XCTAssertEqual(Set(names).count, names.count)
        for value in DerivedValue.all {
            XCTAssertEqual(value.explain(storedRun()).name, value.name)
            XCTAssertFalse(value.inputs.isEmpty, value.name)
            XCTAssertFalse(value.storedIn.isEmpty, value.name)
            XCTAssertTrue(value.computed.contains(.importing), value.name)
        }
        XCTAssertNil(DerivedValue.named("speed"))
    }

    func testTheDistanceNamesBothValuesAndWhatARebuildWouldChange() {
        let explained = DerivedValue.distance.explain(storedRun())
        XCTAssertEqual(explained.rule, "device_total")
        XCTAssertEqual(explained.value, .number(10_000))
        XCTAssertEqual(explained.alternatives, [ExplainedAlternative(source: "gps", value: .number(10_210), rule: "device_total")])
        XCTAssertNil(explained.rebuildWould)
        var older = storedRun()
        older.distance = 10_210
        older.distanceSource = .gps
        older.rulings.distance = .deviceImplausible
        XCTAssertEqual(
            DerivedValue.distance.explain(older).rebuildWould,
            ExplainedAlternative(source: "device", value: .number(10_000), rule: "device_total"))
        var unknown = storedRun()
        unknown.rulings = RunRulings()
        XCTAssertEqual(DerivedValue.distance.explain(unknown).rule, Explanation.unknownRule)
    }

    func testEachPaceStatusAndATodayThatDiffers() {
        let statuses: [(Double?, Double?, PaceStatus)] = [
            (10_000, 3000, .ok), (nil, 3000, .noDistance), (10_000, nil, .noTime), (30, 20, .tooShort),
            (1000, 2000, .tooSlow), (1000, 100, .tooFast),
        ]
        for (distance, moving, status) in statuses {
            var stored = storedRun(distance: distance, moving: moving, status: status)
            stored.pace = Pace.judge(moving: moving, distance: distance, thresholds: .standard)
            let explained = DerivedValue.pace.explain(stored)
            XCTAssertEqual(explained.rule, status.rawValue)
            XCTAssertNil(explained.rebuildWould, "\(status)")
        }
        let stale = DerivedValue.pace.explain(storedRun(status: .tooSlow))
        XCTAssertEqual(stale.rebuildWould, ExplainedAlternative(source: "ok", value: .number(300), rule: "ok"))
        XCTAssertEqual(stale.alternatives, [ExplainedAlternative(source: "moving_over_distance", value: .number(300), rule: "too_slow")])
    }

    func testStoredRulingsAreWhatTheSourcesShow() {
        XCTAssertEqual(StoredRulings.reconstructed(storedRun()), RunRulings(distance: .deviceTotal, moving: .timer, sport: .file))
        var still = storedRun()
        still.device.timer = 9000
        still.gpsDistance = 20
        XCTAssertEqual(StoredRulings.reconstructed(still).moving, .stillPositions)
        var ride = storedRun()
        ride.sport = "cycling"
        ride.sportSource = .inferred
        XCTAssertEqual(StoredRulings.reconstructed(ride).sport, .fastShare)
        var old = storedRun()
        old.distanceSource = nil
        old.movingSource = nil
        old.sportSource = nil
        XCTAssertNil(StoredRulings.reconstructed(old).stored)
    }
}
