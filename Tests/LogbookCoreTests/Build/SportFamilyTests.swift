import XCTest

@testable import LogbookModel

/// Which family's pace range judges a sport: every listed sport, and the rest.
final class SportFamilyTests: XCTestCase {
    func testEveryListedSportBelongsToItsFamilyAndAnyOtherToOther() {
        XCTAssertEqual(SportThresholds.family(of: "running"), .running)
        XCTAssertEqual(SportThresholds.family(of: "snowshoeing"), .walking)
        XCTAssertEqual(SportThresholds.family(of: "e_biking"), .cycling)
        XCTAssertEqual(SportThresholds.family(of: "swimming"), .swimming)
        XCTAssertEqual(SportThresholds.family(of: "paddling"), .rowing)
        XCTAssertEqual(SportThresholds.family(of: "yoga"), .other)
        XCTAssertEqual(SportThresholds.family(of: "Running"), .other, "stored sports are lowercase; no folding here")
        XCTAssertEqual(SportThresholds.family(of: ""), .other)
        for (family, sports) in SportThresholds.sportsByFamily {
            for sport in sports { XCTAssertEqual(SportThresholds.family(of: sport), family, sport) }
        }
    }
}
