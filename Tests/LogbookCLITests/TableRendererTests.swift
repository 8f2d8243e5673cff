import XCTest

@testable import logbook

/// The table's one-pass cell check gives what cleaning and measuring a cell gave apart.
final class TableRendererTests: XCTestCase {
    func testAPlainCellIsKeptAndMeasuredByItsBytes() {
        XCTAssertEqual(TableRenderer.printableCell("4:28 /km").text, "4:28 /km")
        XCTAssertEqual(TableRenderer.printableCell("4:28 /km").width, 8)
        // Longer than a string kept inline (15 bytes).
        let long = "Evening Run along the lake, 13.42 km"
        XCTAssertEqual(TableRenderer.printableCell(long).text, long)
        XCTAssertEqual(TableRenderer.printableCell(long).width, 36)
        XCTAssertEqual(TableRenderer.printableCell("").width, 0)
    }

    func testOtherCellsAreCleanedThenMeasuredByTheirCharacters() {
        let cases: [(String, String, Int)] = [
            ("Run\u{1B}[2J", "Run [2J", 7), ("a\tb\nc", "a b c", 5), ("Zürich", "Zürich", 6), ("東京 Run", "東京 Run", 8),
            ("\u{202E}nuR", " nuR", 4), ("Del\u{7F}", "Del ", 4),
        ]
        for (given, text, width) in cases {
            let cell = TableRenderer.printableCell(given)
            XCTAssertEqual(cell.text, text, given.debugDescription)
            XCTAssertEqual(cell.width, width, given.debugDescription)
            XCTAssertEqual(cell.text, TableRenderer.printable(given))
            XCTAssertEqual(cell.width, TableRenderer.width(of: TableRenderer.printable(given)))
        }
    }

    func testColumnsArePaddedToTheWidestCell() {
        let table = TableRenderer(columns: [.right("ID"), .left("NAME"), .right("PACE")], rows: [["7", "東京", "4:28"], ["12", "Run\u{7}", "10:02"]])
        XCTAssertEqual(table.render(), "ID  NAME   PACE\n 7  東京   4:28\n12  Run   10:02\n")
    }
}
