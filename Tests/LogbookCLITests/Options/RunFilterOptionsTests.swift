import LogbookCore
import LogbookModel
import XCTest

@testable import logbook

/// The range `--begin`, `--end`, `--in` and `--last` select on a fixed today, and the
/// settings `LOGBOOK_TODAY` and `LOGBOOK_WEEK_START` give: called directly, no process.
final class RunFilterOptionsTests: XCTestCase {
    private let today = LocalDate.parse("2026-12-06")!

    /// The range as `first..<after` (`-` for no bound), or the usage error's message.
    private func range(
        begin: String? = nil, end: String? = nil, within: String? = nil, last: String? = nil, weekStart: WeekStart = .monday
    ) -> String {
        func word(_ text: String?) -> DateExpression? { text.flatMap { try? DateExpression.parse($0).get() } }
        do {
            let (first, after) = try RunFilterOptions.range(
                begin: word(begin), end: word(end), within: word(within), last: last.flatMap(DateSpan.parse), today: today,
                weekStart: weekStart)
            return "\(first.map(\.description) ?? "-")..<\(after.map(\.description) ?? "-")"
        } catch {
            return error.message
        }
    }

    func testEachOptionGivesItsBounds() {
        XCTAssertEqual(range(begin: "2026-11"), "2026-11-01..<-")
        XCTAssertEqual(range(end: "2026-11"), "-..<2026-12-01")
        XCTAssertEqual(range(end: "2026-11-30"), "-..<2026-11-30")
        XCTAssertEqual(range(begin: "2026-W48", end: "2026-W48"), "2026-11-23..<2026-11-30")
        XCTAssertEqual(range(within: "last week"), "2026-11-23..<2026-11-30")
        XCTAssertEqual(range(within: "last week", weekStart: .sunday), "2026-11-29..<2026-12-06")
        XCTAssertEqual(range(last: "4w"), "2026-11-09..<2026-12-07")
        XCTAssertEqual(range(), "-..<-")
    }

    func testConflictsAreUsageErrors() {
        XCTAssertEqual(range(begin: "2026-01-01", within: "2026"), "--in cannot be combined with --begin or --end")
        XCTAssertEqual(range(end: "today", last: "30d"), "--last cannot be combined with --begin or --end")
        XCTAssertEqual(range(within: "today", last: "30d"), "--in and --last cannot be combined: give one period")
        XCTAssertEqual(range(begin: "today", end: "2026-12-06"), "--begin (2026-12-06) must be before --end (2026-12-06); --end is exclusive")
        XCTAssertEqual(range(begin: "today", end: "today"), "2026-12-06..<2026-12-07")
    }

    func testTheEnvironmentFixesTodayAndTheWeekStart() throws {
        let fixed = try DateSettings.read { ["LOGBOOK_TODAY": "2027-01-01", "LOGBOOK_WEEK_START": "Sunday"][$0] }
        XCTAssertEqual(fixed.today(), LocalDate.parse("2027-01-01"))
        XCTAssertEqual(fixed.weekStart, .sunday)
        let unset = try DateSettings.read { _ in nil }
        XCTAssertEqual(unset.weekStart, .monday)
        XCTAssertNil(unset.fixedToday)
        XCTAssertThrowsError(try DateSettings.read { ["LOGBOOK_WEEK_START": "tuesday"][$0] }) { error in
            XCTAssertEqual((error as? UsageError)?.message, "LOGBOOK_WEEK_START is 'tuesday': expected monday or sunday")
        }
        XCTAssertThrowsError(try DateSettings.read { ["LOGBOOK_TODAY": "06/12/2026"][$0] }) { error in
            XCTAssertEqual((error as? UsageError)?.message, "LOGBOOK_TODAY is '06/12/2026': expected a date as YYYY-MM-DD")
        }
    }
}
