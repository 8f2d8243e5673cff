import XCTest

@testable import logbook

/// The bars of `stats --chart`, drawn by the executable's output code.
final class BlockBarTests: XCTestCase {
    func testBlockBarsAreDrawnToTheEighth() {
        XCTAssertEqual(BlockBar.bar(value: 1, maximum: 1, width: 10), String(repeating: "█", count: 10))
        // 0.5 × 10 cells × 8 = 40 eighths = 5 full cells.
        XCTAssertEqual(BlockBar.bar(value: 0.5, maximum: 1, width: 10), "█████")
        // 0.55 × 80 = 44 eighths = 5 cells and 4/8.
        XCTAssertEqual(BlockBar.bar(value: 0.55, maximum: 1, width: 10), "█████▌")
        // 0.0125 × 80 = 1 eighth.
        XCTAssertEqual(BlockBar.bar(value: 0.0125, maximum: 1, width: 10), "▏")
        XCTAssertEqual(BlockBar.bar(value: 0.001, maximum: 1, width: 10), "▏", "a positive value is always seen")
        XCTAssertEqual(BlockBar.bar(value: 0, maximum: 1, width: 10), "")
        XCTAssertEqual(BlockBar.bar(value: .infinity, maximum: 1, width: 10), "")
        XCTAssertEqual(BlockBar.bar(value: 1, maximum: 0, width: 10), "")
        XCTAssertEqual(BlockBar.bar(value: 2, maximum: 1, width: 3), "███", "never longer than the width")
        for step in 0...80 {
            let bar = BlockBar.bar(value: Double(step), maximum: 80, width: 10)
            XCTAssertLessThanOrEqual(bar.count, 10)
        }
    }
}
