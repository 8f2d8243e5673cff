import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// The run builder on synthetic tracks: geometry, steady runs, moving time, device distance.
final class RunBuilderTests: RunBuilderTestCase {
    // MARK: - Geometry

    func testOneThousandthOfADegreeOfLatitudeIs111Metres() {
        XCTAssertEqual(Geo.distance(lat1: 45, lon1: 5, lat2: 45.001, lon2: 5), 111.195, accuracy: 0.001)
        XCTAssertEqual(Geo.distance(lat1: 0, lon1: 0, lat2: 0, lon2: 0), 0)
        XCTAssertEqual(Geo.distance(lat1: 0, lon1: 0, lat2: 0, lon2: 180), Geo.earthRadius * Double.pi, accuracy: 0.001)
    }

    // MARK: - A steady run

    func testAnElevationGainBeyondTheSchemasBoundIsDroppedWithAWarning() throws {
        // 1,201 points 1 s apart at 3 m/s whose elevation swings 0 m / 11,000 m: 600 climbs
        // of 11,000 m = 6,600,000 m, which no run has and the schema cannot store.
        let swinging = (0...1_200).map { second in north(Double(second), 3 * Double(second), ele: second % 2 == 0 ? 0 : 11_000) }
        let built = try build(ParsedActivity(format: "gpx", segments: [swinging]))
        XCTAssertNil(built.run.elevationGain)
        // Each split holds at least 100 climbs (the last, 600 m, 200 s): over the bound too.
        XCTAssertEqual(built.splits.map(\.elevationGain), [nil, nil, nil, nil])
        XCTAssertEqual(built.run.distance!, 3_600, accuracy: 1e-6)
        XCTAssertEqual(built.warnings, ["ignored the computed elevation gain 6600000 m: more than 1000000 m cannot be true"])

        // A high but possible gain (a 3 m hysteresis over 5 m steps) is kept.
        let climbing = (0...1_200).map { second in north(Double(second), 3 * Double(second), ele: 5 * Double(second)) }
        XCTAssertEqual(try build(ParsedActivity(format: "gpx", segments: [climbing])).run.elevationGain, 6_000)
    }

    func testSteadyRunDistanceTimesSplitsAndSamples() throws {
        // 3 m/s for 30 minutes at 1 Hz: 5400 m, 1800 s, splits of 333.33 s and a 400 m rest.
        let activity = ParsedActivity(format: "gpx", name: "Steady", rawSport: "Run", segments: [steady(from: 0, to: 1800, speed: 3)])
        let built = try build(activity)
        let run = built.run
        XCTAssertEqual(run.startUTC, Int64(t0))
        XCTAssertEqual(run.utcOffset, 0)
        XCTAssertEqual(run.sport, "running")
        XCTAssertEqual(run.name, "Steady")
        XCTAssertEqual(run.source, "gpx")
        XCTAssertEqual(try XCTUnwrap(run.distance), 5400, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(run.elapsed), 1800, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(run.moving), 1800, accuracy: 0.001)
        XCTAssertEqual(run.pace.status, .ok)
        XCTAssertEqual(try XCTUnwrap(run.pace.secondsPerKm), 333.333, accuracy: 0.01)
        XCTAssertNil(run.averageHeartRate)
        XCTAssertNil(run.elevationGain)
        XCTAssertEqual(built.warnings, [])

        XCTAssertEqual(built.splits.count, 6)
        for split in built.splits.prefix(5) {
            XCTAssertEqual(split.distance, 1000)
            XCTAssertEqual(split.elapsed, 333.333, accuracy: 0.01)
            XCTAssertEqual(split.moving, 333.333, accuracy: 0.01)
            XCTAssertEqual(try XCTUnwrap(split.pace.secondsPerKm), 333.333, accuracy: 0.01)
        }
        let last = try XCTUnwrap(built.splits.last)
        XCTAssertEqual(last.index, 6)
        XCTAssertEqual(last.distance, 400, accuracy: 0.5)
        XCTAssertEqual(last.elapsed, 133.333, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(last.pace.secondsPerKm), 333.333, accuracy: 0.01)

        XCTAssertEqual(built.samples.count, 1801)
        XCTAssertEqual(built.samples[0].offset, 0)
        XCTAssertEqual(built.samples[600].offset, 600)
        XCTAssertEqual(built.samples[600].distance, 1800, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(built.samples.last).distance, 5400, accuracy: 0.5)
        assertAllFinite(built)
    }

    func testSplitPacesFollowTheSpeedOfEachKilometre() throws {
        // 1000 m at 4 m/s (250 s), then 1000 m at 2.5 m/s (400 s), then 150 m at 2.5 m/s (60 s).
        var points = steady(from: 0, to: 250, speed: 4)
        points += steady(from: 251, to: 250 + 460, speed: 2.5, startMetres: 1002.5)
        let built = try build(ParsedActivity(format: "gpx", segments: [points]))
        XCTAssertEqual(built.splits.count, 3)
        XCTAssertEqual(try XCTUnwrap(built.splits[0].pace.secondsPerKm), 250, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(built.splits[1].pace.secondsPerKm), 400, accuracy: 0.5)
        XCTAssertEqual(built.splits[2].distance, 150, accuracy: 0.5)
        XCTAssertEqual(built.splits[2].elapsed, 60, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(built.splits[2].pace.secondsPerKm), 400, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 2150, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(built.run.pace.secondsPerKm), 710 / 2.15, accuracy: 0.5)
    }

    func testShortLastSplitIsJudgedTooShort() throws {
        // 1030 m at 2 m/s: the 30 m rest keeps its distance but has no pace.
        let built = try build(ParsedActivity(format: "gpx", segments: [steady(from: 0, to: 515, speed: 2)]))
        XCTAssertEqual(built.splits.count, 2)
        XCTAssertEqual(built.splits[1].distance, 30, accuracy: 0.5)
        XCTAssertEqual(built.splits[1].pace.status, .tooShort)
    }

    // MARK: - Moving time

    func testFiveMinuteGapAndThreeMinuteStandstillAreNotMoving() throws {
        // 20 min at 3 m/s; no points for 5 min; 3 min standing still at 1 Hz with ±1 m jitter;
        // 20 min at 3 m/s again.
        var points = steady(from: 0, to: 1200, speed: 3)
        var noise = Noise()
        for second in 1500...1680 {
            var point = north(Double(second), 3600 + noise.next())
            point.lon += noise.next() / metresPerDegree
            points.append(point)
        }
        points += steady(from: 1681, to: 2880, speed: 3, startMetres: 3603)
        let built = try build(ParsedActivity(format: "gpx", segments: [points]))
        XCTAssertEqual(try XCTUnwrap(built.run.elapsed), 2880, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(built.run.moving), 2400, accuracy: 10)
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 7200, accuracy: 10)
        XCTAssertEqual(try XCTUnwrap(built.run.pace.secondsPerKm), 333.3, accuracy: 2)
        // The split holding the standstill keeps its elapsed time but not as moving time.
        let third = built.splits[3]
        XCTAssertGreaterThan(third.elapsed, 333 + 400)
        XCTAssertEqual(third.moving, 333.3, accuracy: 10)
    }

    func testMovingTimeRuleDecisions() {
        let rule = MovingTimeRule.standard
        XCTAssertEqual(rule.movingSeconds(stepDuration: 5, windowProgress: 45, windowDuration: 15), 5)
        XCTAssertEqual(rule.movingSeconds(stepDuration: 1, windowProgress: 2, windowDuration: 11), 0)
        XCTAssertEqual(rule.movingSeconds(stepDuration: 61, windowProgress: 500, windowDuration: 61), 0)
        XCTAssertEqual(rule.movingSeconds(stepDuration: 60, windowProgress: nil, windowDuration: 0), 60)
        XCTAssertEqual(rule.movingSeconds(stepDuration: 0, windowProgress: 5, windowDuration: 1), 0)
    }

    func testSmartRecordingStepsCountAsMoving() throws {
        // Points every 1...13 s while running at 3 m/s: all of it is moving time.
        var points: [TrackPoint] = []
        var second = 0
        var step = 1
        while second <= 3000 {
            points.append(north(Double(second), 3 * Double(second)))
            second += step
            step = step % 13 + 1
        }
        let built = try build(ParsedActivity(format: "gpx", segments: [points]))
        XCTAssertEqual(try XCTUnwrap(built.run.moving), try XCTUnwrap(built.run.elapsed), accuracy: 0.001)
    }

    func testTwoSegmentsAreNotBridged() throws {
        // Segment 1: 1000 m in 400 s. A 10-min pause during which the runner moves 500 m.
        // Segment 2: 1000 m in 400 s.
        let first = steady(from: 0, to: 400, speed: 2.5)
        let second = steady(from: 1000, to: 1400, speed: 2.5, startMetres: 1500)
        let built = try build(ParsedActivity(format: "gpx", segments: [first, second]))
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 2000, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(built.run.elapsed), 1400, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(built.run.moving), 800, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(built.run.pace.secondsPerKm), 400, accuracy: 0.01)
        XCTAssertEqual(built.splits.count, 2)
        XCTAssertEqual(built.splits[0].elapsed, 400, accuracy: 0.01)
        XCTAssertEqual(built.splits[1].elapsed, 1000, accuracy: 0.01)
        XCTAssertEqual(built.splits[1].moving, 400, accuracy: 0.01)
        XCTAssertEqual(built.samples[401].distance, 1000, accuracy: 0.5)
    }

    // MARK: - Device distance and summaries

    func testTreadmillUsesDeviceDistance() throws {
        // No positions; device distance rises 2.5 m/s for 2000 s, pausing (segment) after 1000 s.
        let first = (0...1000).map { TrackPoint(timestamp: t0 + Double($0), deviceDistance: 2.5 * Double($0), hr: 150) }
        let second = (1060...2060).map { TrackPoint(timestamp: t0 + Double($0), deviceDistance: 2.5 * Double($0 - 60), hr: 160) }
        let built = try build(ParsedActivity(format: "tcx", rawSport: "Running", segments: [first, second]))
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 5000, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(built.run.moving), 2000, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(built.run.elapsed), 2060, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(built.run.averageHeartRate), 155, accuracy: 0.001)
        XCTAssertEqual(built.run.maxHeartRate, 160)
        XCTAssertEqual(built.splits.count, 5)
        for split in built.splits { XCTAssertEqual(try XCTUnwrap(split.pace.secondsPerKm), 400, accuracy: 0.01) }
        XCTAssertEqual(built.splits[2].elapsed, 460, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(built.splits[2].averageHeartRate), 155, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(built.samples.last).distance, 5000, accuracy: 0.001)
    }

    func testSummaryOnlyActivityUsesStatedTotalsAndFloatingStart() throws {
        // A CSV row: 2024-07-01 08:00 local, 5 km in 30:00, no points.
        let wallClock = 1_719_820_800.0  // 2024-07-01T08:00:00 as if UTC
        let activity = ParsedActivity(
            format: "csv", name: "Morning", rawSport: "Running", statedStart: .floating(wallClock: wallClock),
            summary: ActivitySummary(distance: 5000, elapsed: 1800, averageHeartRate: 150, elevationGain: 42)
        )
        let built = try build(activity, zone: try XCTUnwrap(TimeZone(identifier: "Europe/Paris")))
        XCTAssertEqual(built.run.startUTC, Int64(wallClock) - 7200)
        XCTAssertEqual(built.run.utcOffset, 7200)
        XCTAssertEqual(built.run.distance, 5000)
        XCTAssertEqual(built.run.elapsed, 1800)
        XCTAssertEqual(built.run.moving, 1800)
        XCTAssertEqual(built.run.pace, Pace(secondsPerKm: 360, status: .ok))
        XCTAssertEqual(built.run.averageHeartRate, 150)
        XCTAssertEqual(built.run.elevationGain, 42)
        XCTAssertEqual(built.splits, [])
        XCTAssertEqual(built.samples, [])
    }

    func testSummaryWithNonFiniteValuesDropsThem() throws {
        let activity = ParsedActivity(
            format: "csv", statedStart: .absolute(utc: t0, statedOffset: 3600),
            summary: ActivitySummary(distance: .infinity, elapsed: .nan, moving: -5, averageHeartRate: 0)
        )
        let built = try build(activity)
        XCTAssertEqual(built.run.utcOffset, 3600)
        XCTAssertNil(built.run.distance)
        XCTAssertNil(built.run.elapsed)
        XCTAssertNil(built.run.moving)
        XCTAssertNil(built.run.averageHeartRate)
        XCTAssertEqual(built.run.pace.status, .noTime)
    }

    func testNothingToBuildReturnsNilAndThrowsWithTheLine() {
        let untimed = ParsedActivity(format: "gpx", segments: [[TrackPoint(lat: 45, lon: 5), TrackPoint(lat: 45.001, lon: 5)]], line: 12)
        XCTAssertNil(RunBuilder.build(untimed, zone: utcZone, thresholds: .standard))
        XCTAssertThrowsError(try RunBuilder.build(untimed, zone: utcZone, thresholds: .standard, file: "route.gpx")) { error in
            XCTAssertEqual((error as? ImportError)?.description, "route.gpx:12: no timed points")
        }
    }
}
