import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore

/// `logbook rebuild` over every run of the shared corpus: a run imported today and then
/// rebuilt from its stored samples is the run a fresh import stores, row for row. That
/// needs the samples' stored segments (the file's pauses), points on the samples' grid
/// from the start, and the totals the file stated.
final class RebuildCorpusTests: XCTestCase {
    func testEveryCorpusRunRebuiltFromItsSamplesIsItsFreshImport() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try CleanupFixtures.corpusDatabase(in: folder, folders: ["gpx", "tcx", "fit", "csv", "malformed"])
        let fresh = try DatabaseDump.lines(of: database)
        let rebuilder = RunRebuilder(database: database)
        let ids = try rebuilder.runIDs([])
        // 296 runs from gpx/, tcx/, fit/ and csv/ (the Strava Android FIT recovered up to its
        // damage among them), and 6 from the readable files of malformed/.
        XCTAssertEqual(ids.count, 302)
        var changed: [String] = []
        for id in ids {
            let change = try rebuilder.plan(runID: id).change
            if change.changesSomething {
                changed.append("run \(id): \(change)")
            }
        }
        XCTAssertEqual(changed, [], "runs a rebuild would change")
        for id in ids { try rebuilder.rebuild(runID: id) }
        let rebuilt = try DatabaseDump.lines(of: database)
        XCTAssertEqual(rebuilt.count, fresh.count)
        XCTAssertEqual(Array(Set(rebuilt).symmetricDifference(fresh)).sorted().prefix(20), [], "rows a rebuild wrote")
    }
}
