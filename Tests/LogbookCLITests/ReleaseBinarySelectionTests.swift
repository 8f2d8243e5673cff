import XCTest

/// When a test run starts the release build in the background (`ReleaseBinary`): for the
/// whole suite and for a selection holding `ReleaseBinaryTests`, and never for a selection of
/// other tests, which would spend minutes of both cores on a binary no test asks for.
final class ReleaseBinarySelectionTests: XCTestCase {
    func testTheWholeSuiteAndASelectionOfTheReleaseTestsBuildIt() {
        XCTAssertTrue(ReleaseBinary.selectionMayNeedIt([]))
        XCTAssertTrue(ReleaseBinary.selectionMayNeedIt(["--testing-library", "xctest"]))
        XCTAssertTrue(ReleaseBinary.selectionMayNeedIt(["LogbookCLITests.ReleaseBinaryTests/testTheBinaryCopiedAloneNeedsOnlySystemLibraries"]))
        XCTAssertTrue(ReleaseBinary.selectionMayNeedIt(
            ["LogbookCLITests.ShowCommandTests/testA,LogbookCLITests.ReleaseBinaryTests/testB,LogbookCoreTests.StatsTests/testC"]))
    }

    func testASelectionOfOtherTestsDoesNotBuildIt() {
        XCTAssertFalse(ReleaseBinary.selectionMayNeedIt(["LogbookCLITests.ShowCommandTests/testA,LogbookCoreTests.StatsTests/testC"]))
        XCTAssertFalse(ReleaseBinary.selectionMayNeedIt(["--testing-library", "xctest", "LogbookCLITests.ReportSitePagesTests/testA"]))
    }
}
