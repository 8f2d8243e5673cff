import Foundation
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookModel
@testable import logbook

/// The report's pure decisions, called directly: dates and reasons in words, where split
/// bars start, the calendar's shades and their contrast, and file names without folders.
final class ReportWordsTests: XCTestCase {
    func testDatesAsARunnerSaysThem() throws {
        // 2015-03-22 12:05 UTC is 13:05 in Amsterdam (+01:00, before the spring change).
        XCTAssertEqual(ReportSentences.start(utc: 1_427_025_900, offset: 3600), "Sun 22 Mar 2015, 13:05")
        // Late in the evening in New York is still that day, not the next one UTC names.
        XCTAssertEqual(ReportSentences.start(utc: 1_427_076_000, offset: -4 * 3600), "Sun 22 Mar 2015, 22:00")
        XCTAssertEqual(ReportSentences.day(try XCTUnwrap(LocalDate(year: 2024, month: 2, day: 29))), "Thu 29 Feb 2024")
        XCTAssertEqual(ReportSentences.day(try XCTUnwrap(LocalDate(year: 2007, month: 1, day: 1))), "Mon 1 Jan 2007")
        XCTAssertEqual(ReportSentences.runs(1), "1 run")
        XCTAssertEqual(ReportSentences.runs(2), "2 runs")
        XCTAssertEqual(ReportSentences.runs(0), "0 runs")
    }

    func testEveryCodeHasWordsWithoutUnderscores() {
        for status in PaceStatus.allCases {
            XCTAssertFalse(ReportWords.pace(status).contains("_"), "\(status)")
            XCTAssertNotEqual(ReportWords.pace(status), status.rawValue)
        }
        for rule in CleanupRule.allCases { XCTAssertFalse(ReportWords.rule(rule).contains("_"), "\(rule)") }
        for status in EffortStatus.allCases where status != .ok { XCTAssertTrue(ReportWords.effort(status).hasSuffix("not a record"), "\(status)") }
        XCTAssertEqual(ReportWords.effort(.ok), "")
        for status in RunSourceStatus.allCases { XCTAssertFalse(ReportWords.source(status).contains("-"), "\(status)") }
        XCTAssertEqual(ReportSentences.reason(.status("too_short")), "too short to count (under the shortest distance the averages take)")
        XCTAssertEqual(ReportSentences.reason(.status("written by another tool")), "written by another tool")
        XCTAssertEqual(ReportSentences.reason(.doubt(.impossiblePace)), "cannot be true: faster than the world record for its distance")
        XCTAssertEqual(ReportSentences.record(.summaryOnly), "only a summary (no samples to measure efforts in)")
        XCTAssertEqual(ReportSentences.record(.otherSport("cycling")), "not cycling")
    }

    func testSplitBarsStartAboveTheSlowestSplitSoTheirDifferencesShow() {
        // 5:13 and 6:10 /km: bars from 7:00 /km (6:10 rounded up to 6:30, plus 30 s).
        let start = SplitBarScale.start(slowest: 370)
        XCTAssertEqual(start, 420)
        XCTAssertEqual(SplitBarScale.share(pace: 313, fastest: 313, start: start), 1)
        XCTAssertEqual(SplitBarScale.share(pace: 370, fastest: 313, start: start), 50.0 / 107, accuracy: 1e-9)
        // From zero they would be 1 and 0.85 of each other; here the slower is under half.
        XCTAssertLessThan(SplitBarScale.share(pace: 370, fastest: 313, start: start), 0.5)
        // A slowest split on a whole step still leaves one step below it; even splits are full.
        XCTAssertEqual(SplitBarScale.start(slowest: 300), 330)
        XCTAssertEqual(SplitBarScale.share(pace: 300, fastest: 300, start: 330), 1)
        XCTAssertEqual(SplitBarScale.share(pace: .nan, fastest: 300, start: 330), 0)
        XCTAssertEqual(SplitBarScale.start(slowest: .infinity), SplitBarScale.step)
    }

    func testTheCalendarShadesKeepTheirContrast() throws {
        XCTAssertEqual(ReportPalette.contrast("#000000", "#ffffff"), 21, accuracy: 0.01)
        XCTAssertEqual(ReportPalette.contrast("#777777", "#777777"), 1, accuracy: 1e-9)
        XCTAssertEqual(ReportPalette.contrast("#fff", "#000000"), 1)
        for shades in [ReportPalette.light, ReportPalette.dark] {
            XCTAssertEqual(shades.count, YearCalendar.levelBounds.count + 1)
            // A rest day against every run day: at least 3:1.
            for shade in shades.dropFirst() {
                XCTAssertGreaterThanOrEqual(ReportPalette.contrast(shades[0], shade), ReportPalette.restContrast, shade)
            }
            for (a, b) in zip(shades.dropFirst(), shades.dropFirst(2)) {
                XCTAssertGreaterThanOrEqual(ReportPalette.contrast(a, b), ReportPalette.stepContrast, "\(a) \(b)")
            }
        }
        XCTAssertTrue(ReportPageShell.style.contains("--l0:#ebedf0;--l1:#47985a"))
    }

    func testCalendarShadesFollowTheirBounds() {
        XCTAssertEqual([0, 0.5, 1, 4999, 5000, 9999, 10000, 19999, 20000, 42195, .nan].map(YearCalendar.level), [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 0])
    }

    func testFileNamesLoseTheirFolders() {
        XCTAssertEqual(ReportRunHTML.fileName(path: "/home/ann/exports/2015-03-22.gpx"), "2015-03-22.gpx")
        XCTAssertEqual(ReportRunHTML.fileName(path: "C:\\Users\\ann\\run.fit"), "run.fit")
        XCTAssertEqual(ReportRunHTML.fileName(path: "run.tcx"), "run.tcx")
        XCTAssertEqual(ReportRunHTML.fileName(path: "/"), "/")
    }
}
