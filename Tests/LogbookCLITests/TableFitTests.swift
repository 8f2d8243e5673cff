import XCTest

@testable import logbook

/// Tables and the progress line fit the terminal: narrower text columns, then fewer
/// columns, never a wrapped row; a long file name keeps its end.
final class TableFitTests: XCTestCase {
    func testATableThatFitsKeepsItsNaturalWidths() {
        XCTAssertEqual(TableFit.widths(natural: [2, 20, 8], titles: [2, 4, 8], flexible: [false, true, false], limit: 80), [2, 20, 8])
        XCTAssertEqual(TableFit.widths(natural: [2, 20, 8], titles: [2, 4, 8], flexible: [false, true, false], limit: nil), [2, 20, 8])
    }

    func testTheWidestTextColumnGivesWayFirst() {
        // 2 + 30 + 12 + 8 and three gaps of two: 58 columns, in 50.
        XCTAssertEqual(
            TableFit.widths(natural: [2, 30, 12, 8], titles: [2, 4, 5, 8], flexible: [false, true, true, false], limit: 50),
            [2, 22, 12, 8])
        // In 40: the name down to 12 fits; in 38, both text columns give way in turn.
        XCTAssertEqual(
            TableFit.widths(natural: [2, 30, 12, 8], titles: [2, 4, 5, 8], flexible: [false, true, true, false], limit: 40),
            [2, 12, 12, 8])
        XCTAssertEqual(
            TableFit.widths(natural: [2, 30, 12, 8], titles: [2, 4, 5, 8], flexible: [false, true, true, false], limit: 38),
            [2, 11, 11, 8])
    }

    func testThenColumnsAreLeftOutFromTheRightButNeverTheFirst() {
        // Text at its floor (8), still too wide for 30: the last columns go.
        XCTAssertEqual(
            TableFit.widths(natural: [2, 30, 10, 10], titles: [2, 4, 5, 5], flexible: [false, true, false, false], limit: 30),
            [2, 8, 10, 0])
        XCTAssertEqual(TableFit.widths(natural: [12, 10], titles: [12, 10], flexible: [false, false], limit: 5), [12, 0])
    }

    func testACutCellEndsInAnEllipsisAndCountsWideCharacters() {
        XCTAssertEqual(TableFit.cut("Morning Run by the canal", to: 10), "Morning R…")
        XCTAssertEqual(TableFit.cut("short", to: 10), "short")
        XCTAssertEqual(TableFit.cut("東京マラソン", to: 7), "東京マ…")
        XCTAssertEqual(TableRenderer.width(of: TableFit.cut("東京マラソン", to: 8)), 7)
    }

    func testARenderedTableIsCutToItsWidth() {
        var table = TableRenderer(
            columns: [.right("ID"), .left("NAME"), .right("DISTANCE")],
            rows: [["1", "A very long name for an easy run", "10.00 km"], ["22", "Tempo", "8.00 km"]])
        table.maxWidth = 30
        XCTAssertEqual(
            table.render(),
            """
            ID  NAME              DISTANCE
             1  A very long nam…  10.00 km
            22  Tempo              8.00 km

            """)
        XCTAssertTrue(table.render().split(separator: "\n").allSatisfy { $0.count <= 30 })
        table.maxWidth = nil
        XCTAssertTrue(table.render().contains("A very long name for an easy run"))
    }

    func testADateColumnIsLeftOutRatherThanCut() {
        var table = TableRenderer(
            columns: [.right("ID"), .fixedLeft("START"), .left("NAME"), .right("DISTANCE")],
            rows: [["2", "2017-07-29 07:46", "casual stroll", "12.82 km"]])
        table.maxWidth = 38
        // The name gives way to 8 (40 columns); the date stays whole; the distance goes.
        XCTAssertEqual(table.render(), "ID  START             NAME\n 2  2017-07-29 07:46  casual …\n")
    }

    func testTheProgressLineKeepsTheEndOfALongFileName() {
        let line = "12/40 files, 181 runs, 3.2 MiB read, 0:05"
        let file = "/home/runner/Garmin/Export/DI_CONNECT/DI-Connect-Uploaded-Files/2024/activity_17.fit"
        let fitted = ImportProgressText.fitted(line, file: file, width: 80)
        XCTAssertEqual(fitted, line + ": …" + String(file.suffix(79 - line.count - 3)))
        XCTAssertTrue(fitted.hasSuffix("2024/activity_17.fit"))
        XCTAssertEqual(fitted.count, 79)
        XCTAssertEqual(ImportProgressText.fitted(line, file: "run.gpx", width: 80), line + ": run.gpx")
        XCTAssertEqual(ImportProgressText.fitted(line, file: file, width: 40), String(line.prefix(38)) + "…")
    }
}
