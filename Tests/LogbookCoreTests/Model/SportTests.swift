import XCTest
@testable import LogbookModel

final class SportTests: XCTestCase {
    func testRunningSpellings() {
        for raw in ["run", "Run", "running", "Running", "RUNNING", "9", " trail run ", "TrailRun", "treadmill",
                    "VirtualRun", "street_running", "Track Running", "treadmill-running"] {
            XCTAssertEqual(Sport.normalize(raw), "running", raw)
        }
    }

    func testCyclingWalkingHikingSwimming() {
        for raw in ["ride", "Ride", "Biking", "bike", "cycling", "VirtualRide", "1", "17", "EBikeRide", "mountain_biking"] {
            XCTAssertEqual(Sport.normalize(raw), "cycling", raw)
        }
        XCTAssertEqual(Sport.normalize("Walk"), "walking")
        XCTAssertEqual(Sport.normalize("10"), "walking")
        XCTAssertEqual(Sport.normalize("Hike"), "hiking")
        XCTAssertEqual(Sport.normalize("4"), "hiking")
        XCTAssertEqual(Sport.normalize("Swim"), "swimming")
        XCTAssertEqual(Sport.normalize("open water swimming"), "swimming")
    }

    func testOtherKnownSportsUseUnderscores() {
        XCTAssertEqual(Sport.normalize("AlpineSki"), "alpine_skiing")
        XCTAssertEqual(Sport.normalize("Stand Up Paddling"), "stand_up_paddling")
        XCTAssertEqual(Sport.normalize("Yoga"), "yoga")
        XCTAssertEqual(Sport.normalize("Other"), "other")
        // FIT sport names: a triathlon's transitions are not runs.
        XCTAssertEqual(Sport.normalize("transition"), "multisport_transition")
        XCTAssertEqual(Sport.normalize("fitness_equipment"), "fitness_equipment")
    }

    func testUnknownIsRunning() {
        for raw in [nil, "", "   ", "unknown", "Unknown", "jkljkl", "...", "999"] as [String?] {
            XCTAssertEqual(Sport.normalize(raw), "running", String(describing: raw))
        }
    }
}
