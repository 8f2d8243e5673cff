import XCTest

@testable import LogbookModel

/// The one table of games (`VirtualPlatform`): a creator's name or a FIT manufacturer names one.
final class VirtualPlatformTests: XCTestCase {
    func testACreatorsNameNamesTheGameWhateverItsCaseAndVersion() {
        XCTAssertEqual(VirtualPlatform.named(creator: "Zwift"), "zwift")
        XCTAssertEqual(VirtualPlatform.named(creator: "MyWhoosh 4.2.1"), "mywhoosh")
        XCTAssertEqual(VirtualPlatform.named(creator: "ROUVY"), "rouvy")
        XCTAssertEqual(VirtualPlatform.named(creator: "Trainer Road"), "trainerroad")
        XCTAssertNil(VirtualPlatform.named(creator: "Garmin Edge 530"))
        XCTAssertNil(VirtualPlatform.named(creator: "StravaGPX"))
        XCTAssertNil(VirtualPlatform.named(creator: nil))
    }

    func testAFITManufacturerNumberNamesTheGame() {
        XCTAssertEqual(VirtualPlatform.named(fitManufacturer: 260), "zwift")
        XCTAssertEqual(VirtualPlatform.named(fitManufacturer: 281), "trainerroad")
        XCTAssertEqual(VirtualPlatform.named(fitManufacturer: 331), "mywhoosh")
        XCTAssertNil(VirtualPlatform.named(fitManufacturer: 1))
        XCTAssertNil(VirtualPlatform.named(fitManufacturer: nil))
    }

    func testAGamesActivityIsVirtualWhateverVariantItsFileNames() {
        XCTAssertEqual(VirtualPlatform.rawSubSport("road", creator: "Zwift"), "virtual_activity")
        XCTAssertEqual(VirtualPlatform.rawSubSport("road", creator: "Garmin"), "road")
        XCTAssertEqual(NormalizedSport(raw: "cycling", rawSubSport: VirtualPlatform.rawSubSport(nil, creator: "Zwift")).subSport, "virtual")
    }
}
