import XCTest

@testable import LogbookCore
import LogbookModel
import LogbookStore

/// The site fingerprint (issue 52) changes with each of its inputs and with nothing else, and
/// a recorded tail verdict is taken again only for the rows it was found in.
final class ReportSiteFingerprintTests: XCTestCase {
    private let options = ReportSiteFingerprint.options(
        filter: RunFilter(), recordFilter: RecordFilter(begin: nil, end: nil, sport: "running"), loadThrough: LocalDate(daysSince1970: 20_463))

    private func site(
        shared: [UInt8] = [1, 2], options: String? = nil, everyRun: [Int64: String] = [1: "a", 2: "b", 3: "c"],
        pages: [(id: Int64, fingerprint: String)] = [(1, "p1"), (2, "p2")], site: [UInt8] = [9]
    ) throws -> String {
        try ReportSiteFingerprint.site(shared: shared, options: options ?? self.options, everyRun: everyRun, pages: pages, site: site)
    }

    func testEachInputChangesTheFingerprintAndTheSameInputsGiveTheSame() throws {
        let base = try site()
        XCTAssertEqual(base.count, 64)
        XCTAssertEqual(try site(), base)
        let others = [
            try site(shared: [1, 3]),
            try site(options: ReportSiteFingerprint.options(
                filter: RunFilter(sport: "running"), recordFilter: RecordFilter(begin: nil, end: nil, sport: "running"),
                loadThrough: LocalDate(daysSince1970: 20_463))),
            try site(options: ReportSiteFingerprint.options(
                filter: RunFilter(), recordFilter: RecordFilter(begin: nil, end: nil, sport: "running"), loadThrough: LocalDate(daysSince1970: 20_464))),
            try site(everyRun: [1: "a", 2: "b", 3: "d"]),
            try site(everyRun: [1: "a", 2: "b"]),
            try site(pages: [(1, "p1"), (2, "p3")]),
            try site(pages: [(2, "p2"), (1, "p1")]),
            try site(pages: [(1, "p1")]),
            try site(site: [9, 0]),
        ]
        XCTAssertEqual(Set(others).count, others.count)
        XCTAssertFalse(others.contains(base))
    }

    func testTheOptionsNameEveryFieldOfTheFilters() {
        // A field added to a filter must be added to the options, or a report under it would keep a stale site.
        XCTAssertEqual(Mirror(reflecting: RunFilter()).children.count, 5)
        XCTAssertEqual(Mirror(reflecting: RecordFilter()).children.count, 3)
        let day = LocalDate(daysSince1970: 20_463)
        var named = RunFilter(sport: "running")
        named.nameContains = "running"
        var geared = RunFilter()
        geared.gear = GearMatch.none
        var shoe = RunFilter()
        shoe.gear = .id(3)
        let all = [RunFilter(), RunFilter(begin: day), RunFilter(end: day), RunFilter(sport: "running"), named, geared, shoe].map {
            ReportSiteFingerprint.options(filter: $0, recordFilter: RecordFilter(), loadThrough: day)
        } + [
            ReportSiteFingerprint.options(filter: RunFilter(), recordFilter: RecordFilter(begin: day), loadThrough: day),
            ReportSiteFingerprint.options(filter: RunFilter(), recordFilter: RecordFilter(end: day), loadThrough: day),
            ReportSiteFingerprint.options(filter: RunFilter(), recordFilter: RecordFilter(sport: "cycling"), loadThrough: day),
            ReportSiteFingerprint.options(filter: RunFilter(), recordFilter: RecordFilter(), loadThrough: nil),
        ]
        XCTAssertEqual(Set(all).count, all.count, all.joined(separator: "\n"))
        XCTAssertEqual(all[0], "1:- 1:- 1:- 1:- 1:- 1:- 1:- 7:running 5:20463")
    }

    func testAVerdictIsKeptOnlyForTheRowsItWasFoundIn() {
        let cut = TailCut(endOffset: 10, lastKeptIndex: 10, removedSeconds: 70, removedDistance: 3, reason: .noHeartRate)
        let known: [Int64: TailVerdict] = [
            1: TailVerdict(digest: "a", hasSamples: true, cut: cut), 2: TailVerdict(digest: "b", hasSamples: true, cut: nil),
            3: TailVerdict(digest: "c", hasSamples: false, cut: nil), 4: TailVerdict(digest: "", hasSamples: true, cut: nil),
        ]
        let kept = CleanupSearch.reusable(known, digests: [1: "a", 2: "b2", 4: "", 5: "e"], of: [1, 2, 3, 4, 5])
        XCTAssertEqual(kept, [1: TailVerdict(digest: "a", hasSamples: true, cut: cut)])
    }
}
