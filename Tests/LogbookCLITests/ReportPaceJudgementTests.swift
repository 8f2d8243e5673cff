import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import logbook

/// A pace the report shows is judged by the one rule (`Pace.trusted`), as `list` and `show`
/// judge it: a pace it does not trust is unknown on the run's page and in the list of runs,
/// whatever number was stored beside an `ok` status.
final class ReportPaceJudgementTests: XCTestCase {
    /// A 10 km run of 50 minutes on Sun 22 Mar 2015 with `pace` as stored.
    private func run(_ pace: Pace, sport: String = "running") -> Run {
        Run(
            id: 7, startUTC: 1_427_025_900, utcOffset: 3600, sport: sport, name: "Easy", distance: 10_000, elapsed: 3000,
            moving: 3000, pace: pace, averageHeartRate: nil, maxHeartRate: nil, averageCadence: nil, elevationGain: nil,
            source: "gpx")
    }

    /// The text of the run page's Pace row.
    private func pagePace(_ run: Run) throws -> String {
        let html = ReportRunHTML.summary(run)
        let cell = try XCTUnwrap(html.components(separatedBy: "<th>Pace</th><td class=\"l\">").dropFirst().first, html)
        return String(cell.prefix { $0 != "<" })
    }

    /// The sort value and the text of the pace cell of the run's row in the list of runs
    /// (the third numeric cell, after distance and moving time).
    private func listPace(_ run: Run) throws -> (value: String, text: String) {
        let html = ReportRunListHTML.row(ReportListRun(run: run, trimmed: false, cleanRules: []))
        let cells = html.components(separatedBy: "<td data-v=\"").dropFirst().map { cell -> (String, String) in
            let value = String(cell.prefix { $0 != "\"" })
            let text = cell.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
            return (value, String(text))
        }
        XCTAssertEqual(cells.count, 4, html)
        let pace = try XCTUnwrap(cells.dropFirst(2).first, html)
        return (pace.0, pace.1)
    }

    /// Asserts the run's page shows `page` for its pace, and its row in the list `listed`,
    /// sorting by `value` (empty: no number).
    private func assertPace(
        _ run: Run, page: String, listed: String, value: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let label = String(describing: run.pace)
        XCTAssertEqual(try pagePace(run), page, label, file: file, line: line)
        let cell = try listPace(run)
        XCTAssertEqual(cell.value, value, "\(label): an untrusted pace must not sort as a number", file: file, line: line)
        XCTAssertEqual(cell.text, listed, label, file: file, line: line)
    }

    func testATrustedPaceShowsItsNumberOnThePageAndInTheList() throws {
        try assertPace(run(Pace(secondsPerKm: 300, status: .ok)), page: "5:00 /km", listed: "5:00 /km", value: "300")
    }

    func testAnUntrustedPaceWithAnOkStatusIsUnknownOnThePageAndInTheList() throws {
        // Another tool could leave a negative, infinite or missing number beside `ok`.
        for value in [-300, 0, Double.infinity, Double.nan] as [Double?] + [nil] {
            let stored = run(Pace(secondsPerKm: value, status: .ok))
            XCTAssertNil(stored.pace.trusted)
            try assertPace(stored, page: "--", listed: "--", value: "")
        }
    }

    func testAPaceNotCountedSaysWhyOnThePageAndIsUnknownInTheList() throws {
        let slow = run(Pace(secondsPerKm: 2000, status: .tooSlow))
        try assertPace(slow, page: "-- (not counted: slower than the slowest pace the averages take)", listed: "--", value: "")
        XCTAssertTrue(ReportRunListHTML.flags(ReportListRun(run: slow, trimmed: false, cleanRules: []))
            .contains("pace not counted: slower than the slowest pace the averages take"))
    }

    func testASwimsPageReadsItsPacePer100MetresAsShowDoes() throws {
        // 25:40 /km is 2:34 /100 m, as `show` prints a swim (`RunFieldText.pace`).
        XCTAssertEqual(try pagePace(run(Pace(secondsPerKm: 1540, status: .ok), sport: "swimming")), "2:34 /100 m")
    }
}
