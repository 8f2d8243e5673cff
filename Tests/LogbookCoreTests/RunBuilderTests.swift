import XCTest
@testable import LogbookCore

/// Synthetic tracks along the meridian at longitude 10°: a point `m` metres north of the
/// equator has latitude `m / metresPerDegree`, so the haversine distance between two of
/// them is exactly their difference in metres (0.001° = 111.195 m).
final class RunBuilderTests: XCTestCase {
    let metresPerDegree = Geo.earthRadius * Double.pi / 180
    let t0 = 1_720_000_000.0  // 2024-07-03T09:46:40Z
    let utcZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    func north(_ seconds: Double, _ metres: Double, hr: Float = .nan, cadence: Float = .nan, ele: Double = .nan) -> TrackPoint {
        TrackPoint(timestamp: t0 + seconds, lat: metres / metresPerDegree, lon: 10, ele: ele, hr: hr, cadence: cadence)
    }

    /// Points every second from `from` to `to` (inclusive) at `speed` m/s, starting at `startMetres`.
    func steady(from: Int, to: Int, speed: Double, startMetres: Double = 0, hr: Float = .nan) -> [TrackPoint] {
        (from...to).map { second in north(Double(second), startMetres + speed * Double(second - from), hr: hr) }
    }

    func build(_ activity: ParsedActivity, zone: TimeZone? = nil) throws -> BuiltRun {
        try XCTUnwrap(RunBuilder.build(activity, zone: zone ?? utcZone, thresholds: .standard))
    }

    func assertAllFinite(_ built: BuiltRun, file: StaticString = #filePath, line: UInt = #line) {
        let run = built.run
        let values: [Double?] = [run.distance, run.elapsed, run.moving, run.pace.secondsPerKm, run.averageHeartRate,
                                 run.maxHeartRate, run.averageCadence, run.elevationGain]
        for value in values.compactMap({ $0 }) { XCTAssertTrue(value.isFinite, "\(value)", file: file, line: line) }
        for split in built.splits {
            let splitValues: [Double?] = [split.distance, split.elapsed, split.moving, split.pace.secondsPerKm,
                                          split.averageHeartRate, split.averageCadence, split.elevationGain]
            for value in splitValues.compactMap({ $0 }) { XCTAssertTrue(value.isFinite, "\(value)", file: file, line: line) }
        }
        for sample in built.samples {
            let point = sample.point
            for value in [sample.offset, sample.distance, point.timestamp, point.lat, point.lon, point.ele,
                          point.deviceDistance, Double(point.hr), Double(point.cadence)] {
                XCTAssertFalse(value.isInfinite, file: file, line: line)
            }
            XCTAssertTrue(sample.offset.isFinite && sample.distance.isFinite, file: file, line: line)
        }
    }

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

    /// Deterministic noise in -1...1.
    struct Noise {
        var state: UInt64 = 12345
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53) * 2 - 1
        }
    }

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
            XCTAssertEqual(built.warnings, ["skipped 1 point dated more than 7 days away from the rest of the track"])
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
            "ignored the stated distance 500000000 m: more than 100000000 m cannot be true",
            "ignored the stated elapsed time 300000000 s: more than 100000000 s cannot be true",
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
        XCTAssertEqual(built.warnings, ["ignored 2 GPS jumps faster than 15 m/s"])
        // The steps 99 -> 100 and 100 -> 101 are lost: 600 - 6 m.
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 594, accuracy: 0.5)
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
