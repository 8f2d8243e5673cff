import XCTest

@testable import LogbookModel

/// A run shown by `list` (changed in place) and by `show` (a copy) loses the same
/// unbelievable numbers, and its pace says why it is unknown.
final class RunBelievableTests: XCTestCase {
    private func run(distance: Double?, moving: Double?, pace: Pace, heartRate: Double?, cadence: Double = 170) -> Run {
        Run(
            startUTC: 1_704_067_200, utcOffset: 3600, sport: "running", name: "Hostile", distance: distance, elapsed: moving,
            moving: moving, pace: pace, averageHeartRate: heartRate, maxHeartRate: 190, averageCadence: cadence,
            elevationGain: 120, source: "gpx")
    }

    func testAStoredRunIsMadeBelievableInPlaceAsItsCopyIs() {
        // 1e308 m with status ok: the distance goes, and so does the pace, as `no_distance`.
        let absurd = run(distance: 1e308, moving: 3000, pace: Pace(secondsPerKm: 300, status: .ok), heartRate: 400, cadence: 2000)
        var inPlace = absurd
        inPlace.makeBelievable()
        XCTAssertEqual(inPlace, absurd.believable)
        XCTAssertNil(inPlace.distance)
        XCTAssertEqual(inPlace.moving, 3000)
        XCTAssertEqual(inPlace.pace, Pace(secondsPerKm: nil, status: .noDistance))
        XCTAssertNil(inPlace.averageHeartRate)
        XCTAssertEqual(inPlace.maxHeartRate, 190)
        XCTAssertNil(inPlace.averageCadence)
        XCTAssertEqual(inPlace.elevationGain, 120)

        // A believable run is shown as stored; a pace of 0.5 s/km reads `too_fast`.
        let fine = run(distance: 10_000, moving: 3000, pace: Pace(secondsPerKm: 300, status: .ok), heartRate: 150)
        var same = fine
        same.makeBelievable()
        XCTAssertEqual(same, fine)
        var fast = run(distance: 10_000, moving: 3000, pace: Pace(secondsPerKm: 0.5, status: .ok), heartRate: 150)
        fast.makeBelievable()
        XCTAssertEqual(fast.pace, Pace(secondsPerKm: nil, status: .tooFast))
        XCTAssertEqual(fast.distance, 10_000)
    }
}
