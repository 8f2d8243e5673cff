import XCTest

@testable import LogbookCore
@testable import LogbookStore

/// The samples CSV writes every stored integer exactly in the runner's units, empty cells
/// for what a sample lacks.
final class SampleCSVTests: XCTestCase {
    func testEveryValueIsWrittenFromItsStoredInteger() {
        let sample = StoredSample(
            offsetMs: 6_000, latE7: 372_416_059, lonE7: -1_219_722_529, eleDm: 1_034, hr: 70, cadence: 0, distanceDm: 185,
            segment: 1)
        XCTAssertEqual(SampleCSV.line(sample), "6000,37.2416059,-121.9722529,103.4,70,0,18.5,1\n")
    }

    func testMissingValuesAreEmptyCellsAndSmallOrNegativeValuesKeepTheirDigits() {
        XCTAssertEqual(SampleCSV.line(StoredSample(offsetMs: 0)), "0,,,,,,,\n")
        XCTAssertEqual(
            SampleCSV.line(StoredSample(offsetMs: -1, latE7: 5, lonE7: -50, eleDm: -3, distanceDm: 0)), "-1,0.0000005,-0.0000050,-0.3,,,0.0,\n")
        XCTAssertEqual(SampleCSV.decimal(Int64.min, places: 1), "-922337203685477580.8")
        XCTAssertEqual(SampleCSV.header, "offset_ms,lat,lon,ele_m,hr,cadence,distance_m,segment\n")
    }
}
