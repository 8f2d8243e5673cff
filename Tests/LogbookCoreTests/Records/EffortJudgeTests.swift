import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel

final class EffortJudgeTests: XCTestCase {
    private func effort(_ metres: Double, _ seconds: Double) -> BestEffort {
        BestEffort(distance: metres, time: seconds, startsAt: 0, startOffset: 0)
    }

    func testWorldRecordsBoundEveryStandardDistance() {
        let expected: [Double: Double] = [400: 43.03, 1000: 131.96, 1609.344: 223.13, 5000: 755.36, 10_000: 1571, 21_097.5: 3450, 42_195: 7235]
        for distance in RecordDistance.standard {
            XCTAssertEqual(WorldRecords.fastestTime(metres: distance.metres), expected[distance.metres], distance.label)
        }
        // Elsewhere: the pace of the nearest record at or below: 3000 m at the mile's 138.65 s/km.
        XCTAssertEqual(WorldRecords.fastestTime(metres: 3000), 223.13 / 1609.344 * 3000, accuracy: 1e-9)
        XCTAssertEqual(WorldRecords.fastestTime(metres: 300), 19.19 / 200 * 300, accuracy: 1e-9)
        XCTAssertEqual(WorldRecords.fastestTime(metres: 100_000), 7235 / 42.195 * 100, accuracy: 1e-9)
        // Each anchor is slower per km than the one before, which makes that bound safe.
        let paces = WorldRecords.anchors.map(\.secondsPerKm)
        XCTAssertEqual(paces, paces.sorted())
    }

    func testGuardsInOrderAndAnImpossibleEffortTaintsTheRun() {
        let thresholds = PaceThresholds.standard
        let fine = EffortJudge.judge([effort(400, 80), effort(1000, 240)], sport: "running", thresholds: thresholds)
        XCTAssertEqual(fine.map(\.status), [.ok, .ok])
        // 400 m in 45 s beats no record but is faster than 2:00/km; 1 km in 40:00 is slower than 30:00/km.
        let outside = EffortJudge.judge([effort(400, 45), effort(1000, 2400)], sport: "running", thresholds: thresholds)
        XCTAssertEqual(outside.map(\.status), [.tooFast, .tooSlow])
        let impossible = EffortJudge.judge(
            [effort(400, 60), effort(1000, 131.9), effort(5000, 2000)], sport: "running", thresholds: thresholds)
        XCTAssertEqual(impossible.map(\.status), [.impossibleRun, .fasterThanWorldRecord, .impossibleRun])
        XCTAssertEqual(
            EffortJudge.judge([effort(400, 43.03)], sport: "running", thresholds: PaceThresholds(minDistance: 0, minPace: 60, maxPace: 1800))
                .map(\.status), [.ok])
        XCTAssertEqual(EffortJudge.judge([effort(1000, 60)], sport: "cycling", thresholds: thresholds).map(\.status), [.ok])
    }

    /// Other sports have no world record, but their efforts are judged by their own pace
    /// range (`SportThresholds`): a ride's 1 km in 0:30 (120 km/h) or 25:00, a walk's 1 km
    /// in 3:00 are no records; running keeps the command line's thresholds.
    func testOtherSportsAreJudgedByTheirOwnPaceRange() {
        let thresholds = PaceThresholds.standard
        XCTAssertEqual(
            EffortJudge.judge([effort(400, 20), effort(1000, 30), effort(5000, 7500)], sport: "cycling", thresholds: thresholds)
                .map(\.status), [.ok, .tooFast, .tooSlow])
        XCTAssertEqual(
            EffortJudge.judge([effort(1000, 180), effort(5000, 1500)], sport: "walking", thresholds: thresholds).map(\.status),
            [.tooFast, .ok])
        // The same 3:00/km is a fine run; a run at 50:00/km is too slow for running's 30:00/km.
        XCTAssertEqual(
            EffortJudge.judge([effort(1000, 180), effort(5000, 15_000)], sport: "running", thresholds: thresholds).map(\.status),
            [.ok, .tooSlow])
    }

    func testDistancesParse() {
        XCTAssertEqual(RecordDistance.parse("5k"), .k5)
        XCTAssertEqual(RecordDistance.parse("5000"), .k5)
        XCTAssertEqual(RecordDistance.parse("1MI"), .mile)
        XCTAssertEqual(RecordDistance.parse("half"), .half)
        XCTAssertEqual(RecordDistance.parse("3000"), RecordDistance(metres: 3000, label: "3000m"))
        XCTAssertEqual(RecordDistance.parse("15k"), RecordDistance(metres: 15_000, label: "15k"))
        XCTAssertEqual(RecordDistance.parse("2mi")?.metres, 3218.688)
        XCTAssertEqual(RecordDistance.parse("2.5km")?.metres, 2500)
        for bad in ["", "k", "-5k", "5x", "1e4", "50", "2000k", "inf", "nan"] { XCTAssertNil(RecordDistance.parse(bad), bad) }
    }
}
