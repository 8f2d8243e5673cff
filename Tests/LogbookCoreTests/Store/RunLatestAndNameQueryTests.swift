import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookStore

/// The store's answers behind `show -N`, `list --name`, the terminal's "more runs" line and
/// the hidden-sports footnote: the N-th latest run, counts, and the name filter's LIKE.
final class RunLatestAndNameQueryTests: XCTestCase {
    private var fixture: ReportFixture!
    private var queries: RunQueries { RunQueries(database: fixture.database) }

    override func setUpWithError() throws { fixture = try ReportFixture() }

    /// Three runs inserted out of start order, a walk the latest of all, and a tie in start
    /// time broken by the higher id (as `list` orders them).
    private func insertRuns() throws -> (early: Int64, middle: Int64, tieLow: Int64, tieHigh: Int64, walk: Int64) {
        let middle = try fixture.insert("2025-03-02 08:00", "UTC", distance: 5000, moving: 1500, pace: 300, name: "Morning Park loop")
        let early = try fixture.insert("2025-03-01 08:00", "UTC", distance: 5000, moving: 1500, pace: 300, name: "Hill reps")
        let tieLow = try fixture.insert("2025-03-03 08:00", "UTC", distance: 5000, moving: 1500, pace: 300, name: "100% effort")
        let tieHigh = try fixture.insert("2025-03-03 08:00", "UTC", distance: 5000, moving: 1500, pace: 300, name: "100 percent")
        let walk = try fixture.insert("2025-03-04 08:00", "UTC", distance: 3000, moving: 1800, pace: 600, sport: "walking", name: "Dog")
        try fixture.database.execute("UPDATE runs SET description = 'through the PARK gates' WHERE id = ?", [.integer(early)])
        return (early, middle, tieLow, tieHigh, walk)
    }

    func testTheNthLatestRunIsCountedByStartTimeOfEverySportTiesToTheHigherID() throws {
        let ids = try insertRuns()
        XCTAssertEqual(try queries.latestRunID(position: 1), ids.walk)
        XCTAssertEqual(try queries.latestRunID(position: 2), ids.tieHigh)
        XCTAssertEqual(try queries.latestRunID(position: 3), ids.tieLow)
        XCTAssertEqual(try queries.latestRunID(position: 4), ids.middle)
        XCTAssertEqual(try queries.latestRunID(position: 5), ids.early)
        XCTAssertNil(try queries.latestRunID(position: 6))
        XCTAssertNil(try queries.latestRunID(position: 0))
    }

    func testReadingTheLatestGivesTheRunOrHowManyRunsThereAre() throws {
        let logbook = Logbook(fixture.database)
        guard case .beyond(let none) = try RunDetail.read(latest: 1, from: logbook) else { return XCTFail("an empty logbook has no latest run") }
        XCTAssertEqual(none, 0)
        let ids = try insertRuns()
        guard case .found(let second) = try RunDetail.read(latest: 2, from: logbook) else { return XCTFail("the 2nd latest is there") }
        XCTAssertEqual(second.run.id, ids.tieHigh)
        XCTAssertEqual(second.run.name, "100 percent")
        guard case .beyond(let count) = try RunDetail.read(latest: 6, from: logbook) else { return XCTFail("there is no 6th latest") }
        XCTAssertEqual(count, 5)
    }

    func testCountsAndTheRunsOfOtherSportsADefaultSportLeavesOut() throws {
        _ = try insertRuns()
        XCTAssertEqual(try queries.count(matching: RunFilter()), 5)
        XCTAssertEqual(try queries.count(matching: RunFilter(sport: "running")), 4)
        XCTAssertEqual(try queries.otherSportCount(matching: RunFilter(sport: "running")), 1)
        XCTAssertEqual(try queries.otherSportCount(matching: RunFilter(sport: "walking")), 4)
        XCTAssertEqual(try queries.otherSportCount(matching: RunFilter()), 0, "every sport kept: none hidden")
        // The date range still applies: the walk on 03-04 is outside [03-01, 03-04).
        let march = RunFilter(
            begin: try XCTUnwrap(LocalDate(year: 2025, month: 3, day: 1)), end: try XCTUnwrap(LocalDate(year: 2025, month: 3, day: 4)),
            sport: "running")
        XCTAssertEqual(try queries.otherSportCount(matching: march), 0)
    }

    func testNameMatchesNameOrDescriptionInAnyCaseWithWildcardsTakenLiterally() throws {
        let ids = try insertRuns()
        func names(_ text: String) throws -> [Int64] {
            var filter = RunFilter()
            filter.nameContains = text
            return try queries.runs(matching: filter).compactMap(\.id)
        }
        // "park" is in one run's name (Park) and another's description (PARK).
        XCTAssertEqual(try names("park"), [ids.middle, ids.early])
        XCTAssertEqual(try names("PARK LOOP"), [ids.middle])
        XCTAssertEqual(try names("100%"), [ids.tieLow], "% is the character, not LIKE's wildcard")
        XCTAssertEqual(try names("100_"), [], "_ is the character, not LIKE's wildcard")
        XCTAssertEqual(try names("nothing like it"), [])
        XCTAssertEqual(RunFilter.likeEscaped("a%b_c\\d"), "a\\%b\\_c\\\\d")
    }
}
