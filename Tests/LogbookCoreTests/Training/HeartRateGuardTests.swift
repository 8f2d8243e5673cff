import XCTest

@testable import LogbookAnalysis

/// A strap's faults are left out with their reasons, and leave the zones and TRIMP of the
/// clean run (a fault shorter than 10 s) or of the clean run without the faulty stretch.
final class HeartRateGuardTests: XCTestCase {
    private let legs = TrainingRuns.profile
    private let bounds = ZoneBounds.percentOfMax(190)

    private func zonesAndTRIMP(_ points: [HeartRatePoint]) throws -> ([Double], Double) {
        let readings = WeightedReading.believed(points)
        let trimp = try XCTUnwrap(BanisterTRIMP(max: 190, rest: 50)).load(readings)
        return (TimeInZones(readings, bounds: try XCTUnwrap(bounds)).seconds, trimp)
    }

    private func assertSame(_ faulty: [HeartRatePoint], asZones zones: [Double], trimp: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        let (actualZones, actualTRIMP) = try zonesAndTRIMP(faulty)
        for (a, e) in zip(actualZones, zones) {
            XCTAssertTrue(TrainingRuns.close(a, e), "zones \(actualZones) vs \(zones)", file: file, line: line)
        }
        XCTAssertTrue(TrainingRuns.close(actualTRIMP, trimp), "TRIMP \(actualTRIMP) vs \(trimp)", file: file, line: line)
    }

    private var cleanZones: [Double] { TrainingRuns.referenceZones(legs, lower: [95, 114, 133, 152, 171]) }
    private var cleanTRIMP: Double { TrainingRuns.referenceTRIMP(legs, max: 190, rest: 50) }

    /// 8 s without a reading in the steady leg: the reading before stands for them.
    func testADropoutGivesTheCleanZonesAndTRIMP() throws {
        var points = TrainingRuns.points(legs)
        for index in 900..<908 { points[index].bpm = nil }
        try assertSame(points, asZones: cleanZones, trimp: cleanTRIMP)
    }

    /// A strap losing contact reads 62 for 8 s inside the steady leg: a steep step, left out.
    func testADropToLowReadingsGivesTheCleanZonesAndTRIMP() throws {
        var points = TrainingRuns.points(legs)
        for index in 900..<908 { points[index].bpm = 62 }
        let verdicts = HeartRateGuard.standard.judge(points)
        XCTAssertEqual(verdicts.filter { $0 == .steepStep }.count, 8)
        XCTAssertEqual(verdicts.compactMap { $0 }.count, 8)
        try assertSame(points, asZones: cleanZones, trimp: cleanTRIMP)
    }

    /// Spikes to 240 (out of range) and to 205 (a step of 55 bpm in a second).
    func testSpikesGiveTheCleanZonesAndTRIMP() throws {
        var points = TrainingRuns.points(legs)
        for index in [1500, 1501, 1502] { points[index].bpm = 240 }
        for index in [2000, 2001] { points[index].bpm = 205 }
        let verdicts = HeartRateGuard.standard.judge(points)
        XCTAssertEqual(verdicts[1500], .outOfRange)
        XCTAssertEqual(verdicts[2000], .steepStep)
        XCTAssertEqual(verdicts[2001], .steepStep)
        XCTAssertNil(verdicts[2002])
        XCTAssertEqual(verdicts.compactMap { $0 }.count, 5)
        try assertSame(points, asZones: cleanZones, trimp: cleanTRIMP)
        // Unguarded, the spikes would have put 5 s into zone 5.
        let unguarded = TimeInZones(
            WeightedReading.weigh(points, verdicts: Array(repeating: nil, count: points.count)), bounds: try XCTUnwrap(bounds))
        XCTAssertEqual(unguarded.seconds[5], cleanZones[5] + 5)
    }

    /// A strap stuck at 140 for 4 minutes from the 2nd minute of the steady leg while the
    /// pace goes from 3.2 to 4.0 m/s and back: those 240 readings are left out, so the zones
    /// and TRIMP are the clean run's without that stretch (but for the 9 s more the
    /// reading before it stands for). Believed, they would have put 240 s into zone 3.
    func testAConstantStrapWhileThePaceChangesIsLeftOut() throws {
        let faultyLegs = [
            legs[0], TrainingRuns.Leg(seconds: 120, bpm: 150, speed: 3.2),
            TrainingRuns.Leg(seconds: 120, bpm: 140, speed: 4.0), TrainingRuns.Leg(seconds: 120, bpm: 140, speed: 3.2),
            TrainingRuns.Leg(seconds: 840, bpm: 150, speed: 3.2), legs[2], legs[3],
        ]
        let points = TrainingRuns.points(faultyLegs)
        let verdicts = HeartRateGuard.standard.judge(points)
        XCTAssertEqual(verdicts.filter { $0 == .constantReading }.count, 240)
        XCTAssertEqual(verdicts.compactMap { $0 }.count, 240)
        var expected = cleanZones
        // The steady leg loses the stretch's 240 s; the reading before it stands for 10 s, not 1.
        expected[3] -= 240 - 9
        let steady = (150.0 - 50) / 140
        let expectedTRIMP = cleanTRIMP - 231.0 / 60 * steady * 0.64 * exp(1.92 * steady)
        XCTAssertEqual(cleanZones[3], 1200)
        XCTAssertEqual(expected[3], 969)
        try assertSame(points, asZones: expected, trimp: expectedTRIMP)
    }

    /// A heart rate steady at 150 while the pace stays steady is no stuck strap, nor is a
    /// constant reading without distances.
    func testAConstantReadingAtASteadyPaceOrWithoutDistanceStays() {
        let points = TrainingRuns.points([TrainingRuns.Leg(seconds: 600, bpm: 150, speed: 3.2)])
        XCTAssertTrue(HeartRateGuard.standard.judge(points).allSatisfy { $0 == nil })
        var noDistance = TrainingRuns.points([
            TrainingRuns.Leg(seconds: 300, bpm: 150, speed: 3.0), TrainingRuns.Leg(seconds: 300, bpm: 150, speed: 4.5),
        ])
        XCTAssertEqual(HeartRateGuard.standard.judge(noDistance).compactMap { $0 }.count, 600)
        for index in noDistance.indices { noDistance[index].distance = nil }
        XCTAssertTrue(HeartRateGuard.standard.judge(noDistance).allSatisfy { $0 == nil })
    }

    /// A strap reading 70 for 40 s inside 150: left out the whole time (the reach back grows
    /// 1 bpm/s from 30 bpm: 70 at 40 s is still 80 away). A real rise of 1 bpm/s is never cut.
    func testALongDropIsLeftOutUntilTheStrapReturnsAndARealRiseStays() {
        var points = TrainingRuns.points([TrainingRuns.Leg(seconds: 200, bpm: 150, speed: 3)])
        for index in 100..<140 { points[index].bpm = 70 }
        let verdicts = HeartRateGuard.standard.judge(points)
        XCTAssertEqual(verdicts.compactMap { $0 }.count, 40)
        XCTAssertTrue((100..<140).allSatisfy { verdicts[$0] == .steepStep })
        let rise = (0..<120).map { HeartRatePoint(offset: Double($0), bpm: 100 + Double($0) * 0.75, distance: Double($0) * 3, segment: 0) }
        XCTAssertTrue(HeartRateGuard.standard.judge(rise).allSatisfy { $0 == nil })
    }

    /// Readings below 30 or above 230 are out of range; the checks start over after a segment break.
    func testRangeAndSegmentRestart() {
        let points = [
            HeartRatePoint(offset: 0, bpm: 29, segment: 0), HeartRatePoint(offset: 1, bpm: 30, segment: 0),
            HeartRatePoint(offset: 2, bpm: 230, segment: 0), HeartRatePoint(offset: 3, bpm: 231, segment: 0),
            HeartRatePoint(offset: 4, bpm: 100, segment: 1), HeartRatePoint(offset: 5, bpm: .nan, segment: 1),
        ]
        let verdicts = HeartRateGuard.standard.judge(points)
        XCTAssertEqual(verdicts, [.outOfRange, nil, .steepStep, .outOfRange, nil, .outOfRange])
    }
}
