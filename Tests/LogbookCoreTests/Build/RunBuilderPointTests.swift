import XCTest
@testable import LogbookAnalysis
@testable import LogbookModel

/// The run builder on synthetic tracks: skipped and guarded points, elevation.
final class RunBuilderPointTests: RunBuilderTestCase {
    // MARK: - Points

    func testUntimedAndBackwardsPointsAreSkippedAndCounted() throws {
        var points = steady(from: 0, to: 100, speed: 3)
        points.insert(TrackPoint(lat: 1, lon: 1), at: 50)
        points.insert(TrackPoint(timestamp: .infinity, lat: 1, lon: 1), at: 10)
        points.insert(north(5, 15), at: 80)  // 5 s after the start, among points at ~78 s
        let built = try build(ParsedActivity(format: "gpx", segments: [points], warnings: ["reader said hello"]))
        XCTAssertEqual(built.samples.count, 101)
        XCTAssertEqual(built.warnings, [
            "reader said hello",
            "skipped 2 points without a usable time",
            "skipped 1 point earlier than the point before",
        ])
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 300, accuracy: 0.5)
    }

    func testAPointDatedYearsAwayIsSkippedWhereverItIs() throws {
        // A GPS week rollover puts one point 1024 weeks (19.6 years) off; in the middle of the
        // track it must not make the run last 19 years, nor make the points after it "backwards".
        let rollover = 1024 * 7 * 86_400.0
        for index in [0, 50, 100] {
            var points = steady(from: 0, to: 100, speed: 3)
            points[index].timestamp += index == 0 ? -rollover : rollover
            let built = try build(ParsedActivity(format: "gpx", segments: [points]))
            XCTAssertEqual(built.samples.count, 100, "index \(index)")
            // 19.6 years back is a jump away from the track; 19.6 years on is also after tomorrow.
            let reason = index == 0 ? "dated more than 7 days away from the rest of the track" : "dated in the future (after tomorrow)"
            XCTAssertEqual(built.warnings, ["skipped 1 point \(reason)"], "index \(index)")
            XCTAssertEqual(built.run.elapsed, index == 50 ? 100 : 99, "index \(index)")
            XCTAssertEqual(built.run.startUTC, Int64(t0) + (index == 0 ? 1 : 0))
            assertAllFinite(built)
        }
    }

    func testATrackSpanningLessThanAWeekKeepsEveryPoint() throws {
        // Two points six days apart: no median rule applies, the gap is a (long) pause.
        let points = [north(0, 0), north(10, 30), north(6 * 86_400, 60), north(6 * 86_400 + 10, 90)]
        let built = try build(ParsedActivity(format: "gpx", segments: [points]))
        XCTAssertEqual(built.samples.count, 4)
        XCTAssertEqual(built.warnings, [])
        XCTAssertEqual(built.run.elapsed, 6 * 86_400 + 10)
        XCTAssertEqual(built.run.moving, 20)
    }

    func testStatedTotalsBeyondTheSchemasBoundsAreDroppedWithAWarning() throws {
        let activity = ParsedActivity(
            format: "csv", statedStart: .absolute(utc: t0, statedOffset: nil),
            summary: ActivitySummary(
                distance: 5e8, elapsed: 3e8, moving: 3000, averageHeartRate: 500, maxHeartRate: 300,
                averageCadence: 1000.5, elevationGain: 2e6)
        )
        let built = try build(activity)
        XCTAssertNil(built.run.distance)
        XCTAssertNil(built.run.elapsed)
        XCTAssertEqual(built.run.moving, 3000)
        XCTAssertNil(built.run.averageHeartRate)
        XCTAssertEqual(built.run.maxHeartRate, 300)
        XCTAssertNil(built.run.averageCadence)
        XCTAssertNil(built.run.elevationGain)
        XCTAssertEqual(built.warnings, [
            "ignored the stated distance 500000000 m: more than 5000000 m cannot be true",
            "ignored the stated elapsed time 300000000 s: more than 5184000 s cannot be true",
            "ignored the stated average heart rate 500 bpm: more than 300 bpm cannot be true",
            "ignored the stated average cadence 1000.5 spm: more than 1000 spm cannot be true",
            "ignored the stated elevation gain 2000000 m: more than 1000000 m cannot be true",
        ])
    }

    func testPointsSharingASecondAddNoTimeButKeepDistance() throws {
        // 10 Hz-like: 3 points per whole second, 1 m apart.
        var points: [TrackPoint] = []
        for second in 0...100 {
            for k in 0..<3 { points.append(north(Double(second), Double(second * 3 + k))) }
        }
        let built = try build(ParsedActivity(format: "gpx", segments: [points]))
        XCTAssertEqual(built.samples.count, 303)
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 302, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(built.run.moving), 100, accuracy: 0.001)
    }

    func testGPSJumpIsIgnoredAndCounted() throws {
        var points = steady(from: 0, to: 200, speed: 3)
        points[100].lat += 2000 / metresPerDegree  // one point 2 km off
        let built = try build(ParsedActivity(format: "gpx", segments: [points]))
        XCTAssertEqual(built.warnings, ["ignored 1 GPS jump faster than 15 m/s"])
        // The position of point 100 is left out; 99 -> 101 is measured instead and shared
        // by the two steps: 600 m, and 3 m for each step around the spike.
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 600, accuracy: 0.5)
        XCTAssertEqual(built.samples[100].distance - built.samples[99].distance, 3, accuracy: 0.01)
        XCTAssertEqual(built.samples[101].distance - built.samples[100].distance, 3, accuracy: 0.01)
    }

    func testHeartRateZeroIsIgnoredAndAveragesAreTimeWeighted() throws {
        // 150 bpm for the first 100 s, 0 (no sensor) then, 170 bpm from 200 s to 300 s;
        // cadence 180 with zeros every other second.
        var points: [TrackPoint] = []
        for second in 0...300 {
            let hr: Float = second <= 100 ? 150 : (second < 200 ? 0 : 170)
            points.append(north(Double(second), 3 * Double(second), hr: hr, cadence: second % 2 == 0 ? 180 : 0))
        }
        let built = try build(ParsedActivity(format: "gpx", segments: [points]))
        let average = try XCTUnwrap(built.run.averageHeartRate)
        XCTAssertEqual(average, 160, accuracy: 0.5)
        XCTAssertEqual(built.run.maxHeartRate, 170)
        XCTAssertEqual(try XCTUnwrap(built.run.averageCadence), 180, accuracy: 0.001)
        XCTAssertTrue(built.samples[150].point.hr.isNaN)
    }

    func testNonFiniteAndImpossibleValuesNeverReachTheOutput() throws {
        var points = steady(from: 0, to: 100, speed: 3)
        points[10].lat = .infinity
        points[20].lat = 100
        points[30].ele = 1e308
        points[31].ele = -.infinity
        points[40].hr = .infinity
        points[41].cadence = -.infinity
        points[50].deviceDistance = .infinity
        let built = try build(ParsedActivity(format: "gpx", segments: [points], summary: ActivitySummary(averageHeartRate: .nan)))
        assertAllFinite(built)
        XCTAssertNil(built.run.elevationGain)
        XCTAssertNil(built.run.averageHeartRate)
        XCTAssertTrue(built.samples[20].point.lat.isNaN)
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 300, accuracy: 0.5)
    }

    func testSingleInstantUsesSummary() throws {
        let activity = ParsedActivity(
            format: "tcx", segments: [[north(0, 0), north(0, 1)]], summary: ActivitySummary(distance: 3000, elapsed: 900)
        )
        let built = try build(activity)
        XCTAssertEqual(built.run.distance, 3000)
        XCTAssertEqual(built.run.moving, 900)
        XCTAssertEqual(built.run.pace.secondsPerKm, 300)
        XCTAssertEqual(built.samples.count, 2)
        XCTAssertEqual(built.splits, [])
    }

    func testStartIsRoundedDownAndOffsetFollowsTheRunsDate() throws {
        let points = [north(0.7, 0), north(10.7, 30)]
        let paris = try XCTUnwrap(TimeZone(identifier: "Europe/Paris"))
        let built = try build(ParsedActivity(format: "gpx", segments: [points]), zone: paris)
        XCTAssertEqual(built.run.startUTC, Int64(t0))
        XCTAssertEqual(built.run.utcOffset, 7200)
        XCTAssertEqual(built.samples[0].offset, 0.7, accuracy: 1e-6)
        let stated = try build(ParsedActivity(format: "gpx", segments: [points], statedOffset: -3 * 3600), zone: paris)
        XCTAssertEqual(stated.run.utcOffset, -10800)
    }

    // MARK: - Elevation

    func testElevationNoiseOnFlatGroundAddsNothing() {
        let sawTooth = (0..<1000).map { 100 + ($0 % 2 == 0 ? 1.0 : -1.0) }
        XCTAssertEqual(ElevationGainCounter.gain(of: sawTooth), 0)
    }

    func testHundredMetreClimbWithNoiseCountsAboutHundredMetres() {
        var noise = Noise()
        let climb = (0...1000).map { 100 + Double($0) * 0.1 + noise.next() }
        let gain = ElevationGainCounter.gain(of: climb)
        XCTAssertGreaterThanOrEqual(gain, 96)
        XCTAssertLessThanOrEqual(gain, 102)
        let exact = (0...1000).map { Double($0) * 0.1 }
        XCTAssertEqual(ElevationGainCounter.gain(of: exact), 99, accuracy: 0.001)
    }

    func testElevationGainIsCreditedToSplits() throws {
        // 2000 m at 4 m/s; climbs 50 m steadily in the first km, flat in the second.
        let points = (0...500).map { second -> TrackPoint in
            let metres = 4 * Double(second)
            return north(Double(second), metres, ele: metres <= 1000 ? metres / 20 : 50)
        }
        let built = try build(ParsedActivity(format: "gpx", segments: [points]))
        XCTAssertEqual(try XCTUnwrap(built.run.elevationGain), 48, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(built.splits[0].elevationGain), 48, accuracy: 0.001)
        XCTAssertEqual(built.splits[1].elevationGain, 0)
    }
}
