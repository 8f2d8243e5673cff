import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookStore

/// The numbers a runner compares with the watch: slow steps kept, standstills and spikes
/// left out, sustained speed counted, sports told from speed, TCX tracks joined.
final class NumbersThatMatchTheWatchTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let t0 = 1_700_000_000.0

    /// A point `metres` north of 47 N 8 E (and `east` metres east) at `seconds` after `t0`.
    private func point(_ seconds: Double, north metres: Double, east: Double = 0) -> TrackPoint {
        let lat = 47 + metres / SyntheticTracks.metresPerDegree
        let lon = 8 + east / (SyntheticTracks.metresPerDegree * cos(lat * .pi / 180))
        return TrackPoint(timestamp: t0 + seconds, lat: lat, lon: lon)
    }

    /// A steady track north at `speed` m/s, one point a second, for `seconds`.
    private func steady(_ speed: Double, seconds: Int) -> [TrackPoint] {
        (0...seconds).map { point(Double($0), north: speed * Double($0)) }
    }

    private func build(_ points: [TrackPoint], sport: String?) throws -> BuiltRun {
        try XCTUnwrap(RunBuilder.build(ParsedActivity(format: "gpx", rawSport: sport, segments: [points]), zone: utc, thresholds: .standard))
    }

    func testAFiveKilometreWalkWithoutATypeIsAnInferredWalkWithAllItsDistance() throws {
        let built = try build(steady(1.3, seconds: 3846), sport: nil)  // 4,999.8 m
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 4999.8, accuracy: 50)
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 4999.8, accuracy: 0.5, "every slow step counts")
        XCTAssertEqual(built.run.sport, "walking")
        XCTAssertEqual(built.run.sportSource, .inferred)
        XCTAssertEqual(built.run.pace.status, .ok, "12:49/km is a believable walk")
        XCTAssertEqual(built.run.distanceSource, .gps)
    }

    func testASteadyKilometreInSixtySecondsIsRealMovementAndTooFastForARun() throws {
        let built = try build(steady(1000.0 / 60, seconds: 60), sport: "running")
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 1000, accuracy: 10)
        XCTAssertEqual(built.run.pace.status, .tooFast)
        XCTAssertEqual(built.run.sport, "running")
        XCTAssertEqual(built.warnings, ["kept 60 GPS steps faster than 15 m/s: the speed lasts more than 30 s, so it is real movement, not a jump"])
        // The same without a sport: a ride.
        XCTAssertEqual(try build(steady(1000.0 / 60, seconds: 60), sport: nil).run.sport, "cycling")
    }

    func testAnOutAndBackSpikeIsStillAJump() throws {
        var points = steady(3, seconds: 100)
        points[50] = point(50, north: 150, east: 400)
        let built = try build(points, sport: "running")
        XCTAssertEqual(try XCTUnwrap(built.run.distance), 300, accuracy: 0.5, "measured across the spike, nothing lost")
        XCTAssertEqual(built.warnings, ["ignored 1 GPS jump faster than 15 m/s"])
    }

    func testThreeMinutesStandingStillWithJitterAddLessThanFiveMetres() throws {
        var points = steady(3, seconds: 120)  // 360 m
        // 180 s standing at 360 m with up to 3 m of jitter (a fixed pseudo-random walk in a disc).
        var seed: UInt64 = 42
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for second in 121...300 {
            let radius = 3 * next().squareRoot(), angle = 2 * Double.pi * next()
            points.append(point(Double(second), north: 360 + radius * cos(angle), east: radius * sin(angle)))
        }
        for second in 301...420 { points.append(point(Double(second), north: 360 + 3 * Double(second - 300))) }
        let built = try build(points, sport: "running")
        let jitterAdded = try XCTUnwrap(built.run.distance) - 720
        XCTAssertLessThan(jitterAdded, 5)
        // The standstill begins at the first point within 8 m of the ones after it, so the
        // last two steps into it (6 m) are left out with the jitter: never more than the radius.
        XCTAssertEqual(jitterAdded, -6, accuracy: 0.01)
        XCTAssertEqual(built.run.distanceSource, .gps)
    }

    func testTenLapsOfOneTrackEachTwoSecondsApartAreOneTrack() throws {
        func trackpoint(_ second: Int) -> String {
            let lat = 47 + 3 * Double(second) / SyntheticTracks.metresPerDegree
            let time = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: t0 + Double(second)))
            return "<Trackpoint><Time>\(time)</Time><Position><LatitudeDegrees>\(lat)</LatitudeDegrees><LongitudeDegrees>8</LongitudeDegrees></Position></Trackpoint>"
        }
        func tcx(laps: [[Int]]) -> String {
            let body = laps.map { seconds in
                "<Lap><TotalTimeSeconds>\(seconds.count)</TotalTimeSeconds><Track>\(seconds.map(trackpoint).joined())</Track></Lap>"
            }.joined()
            return """
                <?xml version="1.0"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">\
                <Activities><Activity Sport="Running"><Id>2023-11-14T22:13:20Z</Id>\(body)</Activity></Activities></TrainingCenterDatabase>
                """
        }
        // Ten laps of 30 points each; the first point of a lap is 2 s after the last of the one before.
        let laps = (0..<10).map { lap in (0..<30).map { lap * 31 + $0 } }
        let split = try XMLActivityReader.tcx.read(ImportInput(data: Data(tcx(laps: laps).utf8), displayName: "laps.tcx"))[0]
        let whole = try XMLActivityReader.tcx.read(ImportInput(data: Data(tcx(laps: [laps.flatMap { $0 }]).utf8), displayName: "one.tcx"))[0]
        XCTAssertEqual(split.segments.map(\.count), [300])
        let splitRun = try XCTUnwrap(RunBuilder.build(split, zone: utc, thresholds: .standard, rules: gpsRules))
        let wholeRun = try XCTUnwrap(RunBuilder.build(whole, zone: utc, thresholds: .standard, rules: gpsRules))
        XCTAssertEqual(try XCTUnwrap(splitRun.run.distance), try XCTUnwrap(wholeRun.run.distance), accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(wholeRun.run.distance), 3 * 308, accuracy: 0.5)
        XCTAssertEqual(splitRun.run.moving, wholeRun.run.moving)
        // A gap of more than 60 s between two tracks is still a pause.
        let paused = try XMLActivityReader.tcx.read(ImportInput(data: Data(tcx(laps: [Array(0..<30), Array(100..<130)]).utf8), displayName: "p.tcx"))[0]
        XCTAssertEqual(paused.segments.map(\.count), [30, 30])
    }

    private var gpsRules: RunBuilderRules {
        var rules = RunBuilderRules.standard
        rules.distanceSource = .gps
        return rules
    }

    func testDistanceChoice() {
        XCTAssertEqual(DistanceChoice.choose(device: 5100, gps: 5000, preferred: .device).distance, 5100)
        XCTAssertEqual(DistanceChoice.choose(device: 5100, gps: 5000, preferred: .gps).source, .gps)
        XCTAssertEqual(DistanceChoice.choose(device: 10_001, gps: 5000, preferred: .device).source, .gps, "beyond a factor 2")
        XCTAssertEqual(DistanceChoice.choose(device: .infinity, gps: 5000, preferred: .device).distance, 5000)
        XCTAssertEqual(DistanceChoice.choose(device: 2000, gps: nil, preferred: .gps).source, .device)
        XCTAssertEqual(DistanceChoice.deviceTotal(stated: 1999, records: 2919), 2919, "laps that stop before the recording does")
        XCTAssertEqual(DistanceChoice.deviceTotal(stated: 1999, records: 2000), 1999)
    }

    func testMovingTimeWhereNothingMovesIsTheTimer() {
        // Indoor rowing: no positions, the device distance never grows.
        XCTAssertEqual(MovingTimeChoice.moving(computed: 0, timer: 1680, hasPositions: false, gpsDistance: nil, walked: 0, distance: nil), 1680)
        // A treadmill without a foot pod: no distance at all.
        XCTAssertEqual(MovingTimeChoice.moving(computed: 2700, timer: 2760, hasPositions: false, gpsDistance: nil, walked: 0, distance: nil), 2760)
        // A pool swim: the distance grows only at each length.
        XCTAssertEqual(MovingTimeChoice.moving(computed: 168, timer: 4904, hasPositions: false, gpsDistance: nil, walked: 2000, distance: 2000), 4904)
        // A rowing machine or a treadmill with a foot pod: its distance grows, but the timer
        // counted the time (a rest it kept running through too).
        XCTAssertEqual(MovingTimeChoice.moving(computed: 1080, timer: 1200, hasPositions: false, gpsDistance: nil, walked: 3780, distance: 3780), 1200)
        // A swim whose watch kept one fix at the pool's edge: 12 m of GPS is no movement.
        XCTAssertEqual(MovingTimeChoice.moving(computed: 40, timer: 1500, hasPositions: true, gpsDistance: 12, walked: 12, distance: nil), 1500)
        // An ordinary GPS run keeps the computed time.
        XCTAssertEqual(MovingTimeChoice.moving(computed: 1800, timer: 1850, hasPositions: true, gpsDistance: 5000, walked: 5000, distance: 5000), 1800)
        // Without a timer nothing changes.
        XCTAssertEqual(MovingTimeChoice.moving(computed: 1080, timer: nil, hasPositions: false, gpsDistance: nil, walked: 3780, distance: 3780), 1080)
    }

    func testSportsFromSpeedAndTheirRanges() {
        XCTAssertEqual(SportInference.infer(distance: 5000, moving: 3846, fastShare: 0), "walking")
        XCTAssertEqual(SportInference.infer(distance: 10_000, moving: 3000, fastShare: 0), "running")
        XCTAssertEqual(SportInference.infer(distance: 30_000, moving: 3600, fastShare: 0), "cycling")
        XCTAssertEqual(SportInference.infer(distance: 10_000, moving: 2000, fastShare: 0.3), "cycling")
        XCTAssertEqual(SportInference.infer(distance: nil, moving: 2000, fastShare: 0), "unknown")
        XCTAssertEqual(SportInference.infer(distance: 100_000, moving: 2000, fastShare: 0), "unknown", "50 m/s: a car")
        XCTAssertTrue(SportInference.isUnstated("Generic"))
        XCTAssertTrue(SportInference.isUnstated("Other"))
        XCTAssertFalse(SportInference.isUnstated("Running"))
        let running = PaceThresholds.standard
        XCTAssertEqual(SportThresholds.forSport("running", running: running), running)
        XCTAssertEqual(Pace.judge(moving: 3600, distance: 30_000, thresholds: SportThresholds.forSport("cycling", running: running)).status, .ok)
        XCTAssertEqual(Pace.judge(moving: 1800, distance: 1500, thresholds: SportThresholds.forSport("swimming", running: running)).status, .ok)
        XCTAssertEqual(Pace.judge(moving: 480, distance: 2000, thresholds: SportThresholds.forSport("rowing", running: running)).status, .ok)
        XCTAssertEqual(Pace.judge(moving: 3000, distance: 4000, thresholds: SportThresholds.forSport("walking", running: running)).status, .ok)
        XCTAssertEqual(Pace.judge(moving: 60, distance: 1000, thresholds: running).status, .tooFast)
    }

    func testARunAtTheSpeedOfARideIsFlaggedWrongSport() throws {
        func candidate(_ sport: String, distance: Double, moving: Double) -> StoredRunTotals {
            StoredRunTotals(
                id: 1, startUTC: 0, utcOffset: 0, sport: sport, distance: .number(distance), elapsed: .number(moving),
                moving: .number(moving), pace: .missing, richness: RunRichness(hasSamples: true, hasHeartRate: false))
        }
        let ride = candidate("running", distance: 1000, moving: 60)
        XCTAssertEqual(
            WrongSportRule.finding(for: ride, options: .standard)?.detail, "pace 1:00 /km (60 km/h) is a ride's, not running")
        XCTAssertEqual(
            CleanupScan.findings(runs: [ride], tails: [:], options: .standard).map(\.rule), [.tooFast, .wrongSport])
        XCTAssertNil(WrongSportRule.finding(for: candidate("running", distance: 10_000, moving: 2400), options: .standard))
        XCTAssertNil(WrongSportRule.finding(for: candidate("cycling", distance: 1000, moving: 60), options: CleanupOptions(thresholdSport: nil)))
        XCTAssertNil(WrongSportRule.finding(for: candidate("running", distance: 1000, moving: 20), options: .standard), "180 km/h is no ride")
        XCTAssertNotNil(WrongSportRule.finding(for: candidate("walking", distance: 10_000, moving: 1200), options: CleanupOptions(thresholdSport: nil)))
    }

    func testTheSteadyKilometreInSixtySecondsIsStoredAndFlagged() throws {
        let folder = try ScratchFolder()
        let database = try CleanupFixtures.database(in: folder)
        try CleanupFixtures.store(ParsedActivity(format: "gpx", rawSport: "running", segments: [steady(1000.0 / 60, seconds: 60)]), in: database)
        let findings = try CleanupSearch(database: database).findings(options: .standard)
        // A km in 60 s beats the world record (131.96 s): the run cannot be true, which is
        // more serious than too fast.
        XCTAssertEqual(findings.map(\.rule), [.impossible, .wrongSport])
        XCTAssertEqual(findings.first?.detail, "impossible_pace")
    }
}
