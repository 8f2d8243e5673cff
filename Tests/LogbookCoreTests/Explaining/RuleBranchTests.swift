import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel

/// Each rule's `decide` names the branch that decided, and gives what `choose`/`infer` give.
final class RuleBranchTests: XCTestCase {
    func testEveryDistanceBranch() {
        let cases: [(Double?, Double?, DistanceSource, Bool, Double?, DistanceRuling)] = [
            (4200, 3600, .device, true, 4200, .deviceTotal),
            (9000, 3600, .device, true, 3600, .deviceImplausible),
            (nil, 3600, .device, true, 3600, .noDeviceTotal),
            (4200, 3600, .gps, true, 3600, .trackPreferred),
            (4200, nil, .gps, true, 4200, .noTrack),
            (nil, nil, .device, true, nil, .neither),
            (9000, 3600, .device, false, 9000, .deviceTotal),
        ]
        for (device, gps, preferred, judges, distance, ruling) in cases {
            let decided = DistanceChoice.decide(device: device, gps: gps, preferred: preferred, gpsJudges: judges)
            XCTAssertEqual(decided.ruling, ruling, "\(device as Any) \(gps as Any) \(preferred)")
            XCTAssertEqual(decided.distance, distance)
            let chosen = DistanceChoice.choose(device: device, gps: gps, preferred: preferred, gpsJudges: judges)
            XCTAssertEqual(chosen.distance, decided.distance)
            XCTAssertEqual(chosen.source, decided.source)
            XCTAssertEqual(ruling.preferred, ruling == .trackPreferred || ruling == .noTrack ? .gps : .device)
        }
    }

    func testEveryMovingBranchAndItsSource() {
        // (computed, timer, elapsed, covers, positions, gps distance, walked, distance, preferred) -> moving, ruling
        let cases: [(Double, Double?, Double, Bool, Bool, Double?, Double, Double?, MovingSource, Double, MovingRuling)] = [
            (1200, 1150, 1200, true, true, 3600, 3600, 3600, .device, 1150, .timer),
            (1200, nil, 1200, true, true, 3600, 3600, 3600, .device, 1200, .noTimer),
            (1200, 2000, 1200, true, true, 3600, 3600, 3600, .device, 1200, .timerUnusable),
            (1200, 1150, 1200, false, true, 3600, 3600, 3600, .device, 1200, .timerUnusable),
            (1200, 1150, 1200, true, true, 3600, 3600, 3600, .gps, 1200, .pointsPreferred),
            (300, 1150, 1200, true, true, 900, 900, 3600, .gps, 1150, .fewPoints),
            (1000, 1150, 1200, true, false, nil, 3600, 3600, .gps, 1150, .noPositions),
            (1000, 1150, 1200, true, true, 20, 3600, 3600, .gps, 1150, .stillPositions),
        ]
        for (index, c) in cases.enumerated() {
            let decided = MovingTimeChoice.decide(
                computed: c.0, timer: c.1, elapsed: c.2, coversRecording: c.3, hasPositions: c.4, gpsDistance: c.5, walked: c.6,
                distance: c.7, preferred: c.8)
            XCTAssertEqual(decided.ruling, c.10, "case \(index)")
            XCTAssertEqual(decided.moving, c.9, "case \(index)")
            XCTAssertEqual(decided.source, c.10.source, "case \(index)")
            let chosen = MovingTimeChoice.choose(
                computed: c.0, timer: c.1, elapsed: c.2, coversRecording: c.3, hasPositions: c.4, gpsDistance: c.5, walked: c.6,
                distance: c.7, preferred: c.8)
            XCTAssertEqual(chosen.moving, decided.moving, "case \(index)")
            XCTAssertEqual(chosen.source, decided.source, "case \(index)")
        }
    }

    func testEverySportBranch() {
        let cases: [(Double?, Double?, Double, Bool, String, SportRuling)] = [
            (nil, 600, 0, false, "unknown", .noSpeed), (100, 1000, 0, false, "unknown", .noSpeed),
            (8000, 1000, 0, false, "cycling", .fastAverage), (5000, 1000, 0.25, false, "cycling", .fastShare),
            (1200, 1000, 0, false, "walking", .slow), (1200, 1000, 0, true, "other", .slow),
            (3000, 1000, 0, false, "running", .runningSpeed),
        ]
        for (distance, moving, share, other, sport, ruling) in cases {
            let decided = SportInference.decide(distance: distance, moving: moving, fastShare: share, saysOther: other)
            XCTAssertEqual(decided.sport, sport)
            XCTAssertEqual(decided.ruling, ruling)
            XCTAssertEqual(SportInference.infer(distance: distance, moving: moving, fastShare: share, saysOther: other), sport)
        }
    }

    func testRulingsRoundTripThroughTheirStoredText() {
        let all = RunRulings(distance: .deviceImplausible, moving: .stillPositions, sport: .fastShare)
        XCTAssertEqual(all.stored, "d=device_implausible;m=still_positions;s=fast_share")
        XCTAssertEqual(RunRulings(stored: all.stored), all)
        XCTAssertNil(RunRulings().stored)
        XCTAssertEqual(RunRulings(stored: "m=timer;zz=1;d=nonsense"), RunRulings(moving: .timer))
        for ruling in DistanceRuling.allCases { XCTAssertEqual(RunRulings(stored: RunRulings(distance: ruling).stored).distance, ruling) }
        for ruling in MovingRuling.allCases { XCTAssertEqual(RunRulings(stored: RunRulings(moving: ruling).stored).moving, ruling) }
        for ruling in SportRuling.allCases { XCTAssertEqual(RunRulings(stored: RunRulings(sport: ruling).stored).sport, ruling) }
    }
}
