import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookStore

/// A run whose start lies outside the range the schema allows (written past its CHECK
/// constraint) has no true year: `stats` leaves it out of every period and names it,
/// instead of bucketing two tampered runs millions of years apart under one wrong year.
final class OutOfRangeStartTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    func testRunsStartingOutsideTheSchemaRangeAreLeftOutAndNamed() throws {
        let database = try CleanupFixtures.database(in: folder)
        let start2024 = Int64(CivilCalendar.days(year: 2024, month: 5, day: 1) * 86_400)
        try CleanupFixtures.insertRaw(
            database, id: 1, start: start2024, distance: 10_000, elapsed: 3000, moving: 3000, pace: 300, status: "ok")
        // Millions of years after and before 1970.
        for (id, start) in [(Int64(2), Int64(100_000_000_000_000)), (3, -100_000_000_000_000), (4, Believable.latestStart)] {
            try CleanupFixtures.insertRaw(
                database, id: id, start: start, distance: 5000, elapsed: 1500, moving: 1500, pace: 300, status: "ok")
        }
        let report = PeriodReport(database: database)
        let found = try report.periods(filter: RunFilter(), kind: .year, thresholds: .standard)
        XCTAssertEqual(found.map(\.period.label), ["2024"])
        XCTAssertEqual(found.first?.totals.runs, 1)
        XCTAssertEqual(found.first?.totals.distance ?? 0, 10_000, accuracy: 1e-9)
        let assembled = try StatsReport.assemble(found, kind: .year, begin: nil, end: nil, includeEmpty: true)
        XCTAssertEqual(assembled.rows.map(\.period.label), ["2024"])
        XCTAssertEqual(try report.outOfRangeRunIDs(filter: RunFilter()), [2, 3, 4])
        // Monthly and weekly alike.
        XCTAssertEqual(try report.periods(filter: RunFilter(), kind: .month, thresholds: .standard).map(\.period.label), ["2024-05"])
        XCTAssertEqual(try report.periods(filter: RunFilter(), kind: .week(.monday), thresholds: .standard).count, 1)
    }
}
