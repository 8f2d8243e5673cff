import LogbookCore
import LogbookModel
import XCTest

@testable import logbook

/// The one pace text and the one effort time of the executable's output (`RunFieldText`).
final class RunFieldTextTests: XCTestCase {
    func testAPaceReadsPerKilometrePerHundredMetresForASwimOrSaysWhyItIsNotCounted() {
        XCTAssertEqual(RunFieldText.pace(Pace(secondsPerKm: 312, status: .ok), sport: "running", unit: .km), "5:12 /km")
        XCTAssertEqual(RunFieldText.pace(Pace(secondsPerKm: 1540, status: .ok), sport: "swimming", unit: .km), "2:34 /100 m")
        XCTAssertEqual(RunFieldText.pace(Pace(secondsPerKm: nil, status: .tooShort), sport: "running", unit: .km), "-- (too_short)")
        XCTAssertEqual(RunFieldText.pace(Pace(secondsPerKm: nil, status: .ok), sport: "running", unit: .km), "--")
    }

    func testAnEffortTimeKeepsItsTenthsBelowTheLimit() {
        XCTAssertEqual(RunFieldText.effortTime(83.44, tenthsBelow: 600), "1:23.4")
        XCTAssertEqual(RunFieldText.effortTime(754.6, tenthsBelow: 600), "12:35")
        XCTAssertEqual(RunFieldText.effortTime(3723.4, tenthsBelow: .infinity), "1:02:03.4")
        XCTAssertEqual(RunFieldText.effortTime(-1, tenthsBelow: 600), "--")
    }
}
