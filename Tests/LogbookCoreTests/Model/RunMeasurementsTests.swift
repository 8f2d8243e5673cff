import Foundation
import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookStore

/// `Run.withMeasurements(of:)` takes exactly the columns `RunColumn.isMeasurement` names:
/// a column added to one and not the other fails here.
final class RunMeasurementsTests: XCTestCase {
    private func stored() -> Run {
        var run = Run(
            id: 7, startUTC: 1_712_000_000, utcOffset: 7200, sport: "running", name: "Morning run", distance: 10_000,
            elapsed: 3100, moving: 3000, pace: Pace(secondsPerKm: 300, status: .ok), averageHeartRate: 150,
            maxHeartRate: 180, averageCadence: 170, elevationGain: 120, source: "fit",
            device: DeviceTotals(distance: 10_050, timer: 3000, elapsed: 3100), gpsDistance: 10_100,
            distanceSource: .device, sportSource: .file)
        run.description = "easy"
        run.gear = "shoes"
        run.commute = false
        return run
    }

    private func computed() -> Run {
        var run = Run(
            id: 99, startUTC: 1_700_000_000, utcOffset: -3600, sport: "cycling", name: "Other", distance: 8000,
            elapsed: 2500, moving: 2400, pace: Pace(secondsPerKm: 310, status: .tooSlow), averageHeartRate: 140,
            maxHeartRate: 170, averageCadence: 160, elevationGain: 80, source: "gpx",
            device: DeviceTotals(distance: 1, timer: 2, elapsed: 3), gpsDistance: 8100,
            distanceSource: .gps, sportSource: .inferred)
        run.description = "other"
        run.gear = "bike"
        run.commute = true
        return run
    }

    func testTakesTheMeasurementColumnsAndKeepsTheRest() {
        let (run, computed) = (stored(), computed())
        let merged = run.withMeasurements(of: computed)
        for column in RunColumn.ordered {
            let value = column.value(of: merged, importedAt: 5, fileID: 3)
            let expected = column.value(of: column.isMeasurement ? computed : run, importedAt: 5, fileID: 3)
            XCTAssertEqual(value, expected, column.rawValue)
        }
        XCTAssertEqual(merged.distance, 8000)
        XCTAssertEqual(merged.pace, Pace(secondsPerKm: 310, status: .tooSlow))
        XCTAssertEqual(merged.distanceSource, .gps)
        XCTAssertEqual(merged.name, "Morning run")
        XCTAssertEqual(merged.device, DeviceTotals(distance: 10_050, timer: 3000, elapsed: 3100))
        XCTAssertEqual(merged.sportSource, .file)
    }

    func testStoredZoneFollowsTheOffset() {
        XCTAssertEqual(stored().storedZone.secondsFromGMT(), 7200)
        var far = stored()
        far.utcOffset = 200_000
        XCTAssertEqual(far.storedZone.secondsFromGMT(), 0)
    }
}
