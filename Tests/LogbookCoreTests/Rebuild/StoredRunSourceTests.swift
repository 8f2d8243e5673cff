import XCTest
@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookStore

/// Which distance a rebuild walks: the device's per-record distance when the import walked
/// it, the positions otherwise, decided from the stored run alone.
final class StoredRunSourceTests: XCTestCase {
    private func run(distance: Double, stated: Double, gps: Double) -> Run {
        Run(
            startUTC: 1_519_404_943, utcOffset: 0, sport: "running", name: nil, distance: distance, elapsed: 907, moving: 907,
            pace: Pace(secondsPerKm: nil, status: .ok), averageHeartRate: nil, maxHeartRate: nil, averageCadence: nil,
            elevationGain: nil, source: "tcx", device: DeviceTotals(distance: stated, timer: 625, elapsed: 625), gpsDistance: gps,
            distanceSource: .device)
    }

    private func samples(lastDm: Int64) -> [StoredSample] {
        [StoredSample(offsetMs: 0, distanceDm: 0), StoredSample(offsetMs: 907_000, distanceDm: lastDm)]
    }

    func testRecordsThatWentFurtherThanTheStatedTotalWereWalkedEvenWhenTheGPSAgreesWithThem() {
        // Two laps state 1,999.04 m; the records go on to 2,909.0 m, and the positions
        // measure 2,908.97 m: the samples' last 2,909.0 m is within 0.1 m of both.
        let source = StoredRunSource.of(run(distance: 2909, stated: 1999.04, gps: 2908.97), samples: samples(lastDm: 29_090))
        XCTAssertTrue(source.deviceDistance)
        XCTAssertEqual(source.summary.distance, 1999.04)
    }

    func testAStatedTotalBesideRecordsWithoutDistanceWalkedThePositions() {
        // The distance is the stated total and the samples end at the GPS distance.
        let source = StoredRunSource.of(run(distance: 8348.5, stated: 8348.5, gps: 8101.23), samples: samples(lastDm: 81_012))
        XCTAssertFalse(source.deviceDistance)
        // Records that end elsewhere than the GPS distance were walked.
        XCTAssertTrue(StoredRunSource.of(run(distance: 8348.5, stated: 8348.5, gps: 8101.23), samples: samples(lastDm: 83_480)).deviceDistance)
    }
}
