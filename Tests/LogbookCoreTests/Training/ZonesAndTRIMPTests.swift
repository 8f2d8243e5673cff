import XCTest

@testable import LogbookAnalysis

/// Time in zones and Banister's TRIMP of generated runs, against the arithmetic of their legs.
final class ZonesAndTRIMPTests: XCTestCase {
    private let legs = TrainingRuns.profile

    private func zones(_ points: [HeartRatePoint], _ bounds: ZoneBounds?) throws -> [Double] {
        TimeInZones(WeightedReading.believed(points), bounds: try XCTUnwrap(bounds)).seconds
    }

    private func assertClose(_ actual: [Double], _ expected: [Double], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertTrue(TrainingRuns.close(a, e), "\(actual) is not \(expected)", file: file, line: line)
        }
    }

    /// Max 190: bounds 95, 114, 133, 152, 171; 125 bpm is zone 2, 150 zone 3, 168 zone 4,
    /// 180 zone 5: 600, 1200, 600 and 299 s (the last sample stands for nothing).
    func testPercentOfMaxZonesAreTheLegsDurations() throws {
        let bounds = ZoneBounds.percentOfMax(190)
        XCTAssertEqual(bounds?.lower, [95, 114, 133, 152, 171])
        let expected = TrainingRuns.referenceZones(legs, lower: [95, 114, 133, 152, 171])
        XCTAssertEqual(expected, [0, 0, 600, 1200, 600, 299])
        assertClose(try zones(TrainingRuns.points(legs), bounds), expected)
    }

    /// Heart-rate reserve with max 190 and rest 50: bounds 120, 134, 148, 162, 176.
    func testHeartRateReserveZones() throws {
        let bounds = ZoneBounds.heartRateReserve(max: 190, rest: 50)
        let lower = [120.0, 134, 148, 162, 176]
        for (a, e) in zip(try XCTUnwrap(bounds).lower, lower) { XCTAssertEqual(a, e, accuracy: 1e-9) }
        let expected = TrainingRuns.referenceZones(legs, lower: lower)
        XCTAssertEqual(expected, [0, 600, 0, 1200, 600, 299])
        assertClose(try zones(TrainingRuns.points(legs), bounds), expected)
    }

    func testExplicitBoundsAndTheirRefusals() throws {
        let lower = [100.0, 130, 145, 160, 175]
        let expected = TrainingRuns.referenceZones(legs, lower: lower)
        XCTAssertEqual(expected, [0, 600, 0, 1200, 600, 299])
        assertClose(try zones(TrainingRuns.points(legs), ZoneBounds(explicit: lower)), expected)
        XCTAssertNil(ZoneBounds(explicit: [100, 130, 130, 160, 175]))
        XCTAssertNil(ZoneBounds(explicit: [100, 130, 145, 160]))
        XCTAssertNil(ZoneBounds(explicit: [100, 130, 145, 160, .infinity]))
        XCTAssertNil(ZoneBounds.heartRateReserve(max: 150, rest: 150))
        XCTAssertNil(ZoneBounds.percentOfMax(.nan))
        // A reading on a bound belongs to the zone it starts.
        XCTAssertEqual(ZoneBounds(explicit: lower)?.zone(of: 130), 2)
        XCTAssertEqual(ZoneBounds(explicit: lower)?.zone(of: 99.9), 0)
    }

    /// Max 190, rest 50: the TRIMP of the legs written out (90.44: 9.59 + 36.03 + 27.22 + 17.61 by hand), and women's weighting.
    func testTRIMPEqualsTheWrittenOutSum() throws {
        let readings = WeightedReading.believed(TrainingRuns.points(legs))
        let male = try XCTUnwrap(BanisterTRIMP(max: 190, rest: 50)).load(readings)
        let expected = TrainingRuns.referenceTRIMP(legs, max: 190, rest: 50)
        XCTAssertTrue(TrainingRuns.close(male, expected), "\(male) vs \(expected)")
        XCTAssertEqual(expected, 90.44, accuracy: 0.02)
        let female = try XCTUnwrap(BanisterTRIMP(max: 190, rest: 50, sex: .female)).load(readings)
        let expectedFemale = TrainingRuns.referenceTRIMP(legs, max: 190, rest: 50, female: true)
        XCTAssertTrue(TrainingRuns.close(female, expectedFemale), "\(female) vs \(expectedFemale)")
        XCTAssertGreaterThan(female, male)
    }

    /// r is clamped: above max counts as max, below rest as nothing.
    func testTheReserveFractionIsClamped() throws {
        let trimp = try XCTUnwrap(BanisterTRIMP(max: 180, rest: 50))
        XCTAssertEqual(trimp.perMinute(200), 0.64 * exp(1.92), accuracy: 1e-12)
        XCTAssertEqual(trimp.perMinute(45), 0)
        XCTAssertEqual(trimp.perMinute(115), 0.5 * 0.64 * exp(0.96), accuracy: 1e-12)
        XCTAssertNil(BanisterTRIMP(max: 180, rest: 180))
        XCTAssertNil(BanisterTRIMP(max: .infinity, rest: 50))
    }

    /// A reading stands for the time to the next one, at most 10 s, and never across a
    /// recording gap (over 60 s) or a segment break.
    func testWeightsStopAtTenSecondsGapsAndSegmentBreaks() {
        let points = [
            HeartRatePoint(offset: 0, bpm: 140, segment: 0), HeartRatePoint(offset: 4, bpm: 141, segment: 0),
            HeartRatePoint(offset: 30, bpm: 142, segment: 0), HeartRatePoint(offset: 95, bpm: 143, segment: 0),
            HeartRatePoint(offset: 100, bpm: 144, segment: 0), HeartRatePoint(offset: 102, bpm: 145, segment: 1),
            HeartRatePoint(offset: 105, bpm: nil, segment: 1), HeartRatePoint(offset: 108, bpm: 146, segment: 1),
        ]
        let weights = WeightedReading.believed(points).map(\.seconds)
        XCTAssertEqual(weights, [4, 10, 0, 5, 0, 6, 0])
    }
}

/// `ZoneModel`: where the zones lie, and the text `--zones` takes.
final class ZoneModelTests: XCTestCase {
    func testEachModelPlacesTheFiveBounds() throws {
        XCTAssertEqual(ZoneModel.percentOfMax.bounds(max: 200, rest: 50)?.lower, [100, 120, 140, 160, 180])
        XCTAssertEqual(ZoneModel.heartRateReserve.bounds(max: 200, rest: 50)?.lower, [125, 140, 155, 170, 185])
        XCTAssertNil(ZoneModel.heartRateReserve.bounds(max: 50, rest: 60), "a resting rate above the maximum places nothing")
        XCTAssertNil(ZoneModel.percentOfMax.bounds(max: nil, rest: 60))
        let explicit = try XCTUnwrap(ZoneModel.parse("100, 120,140,160,175"))
        XCTAssertEqual(explicit.bounds(max: nil, rest: 60)?.lower, [100, 120, 140, 160, 175])
        XCTAssertEqual(ZoneModel.parse("HRR"), .heartRateReserve)
        XCTAssertEqual(ZoneModel.parse("max"), .percentOfMax)
        for bad in ["", "hr", "100,120,140,160", "100,120,140,160,160", "10,120,140,160,175", "100,120,140,160,nan"] {
            XCTAssertNil(ZoneModel.parse(bad), bad)
        }
    }
}
