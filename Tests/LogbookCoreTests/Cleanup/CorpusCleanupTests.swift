import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore

/// `clean --sport all` over the whole corpus: each sport judged by its own range, so no
/// ordinary ride, swim, paddle or walk is flagged.
final class CorpusCleanupTests: XCTestCase {
    func testCleanOnEverySportFlagsNoOrdinaryRideSwimOrWalk() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try CleanupFixtures.corpusDatabase(in: folder, folders: ["gpx", "tcx", "fit", "csv"])
        let sports = Dictionary(
            uniqueKeysWithValues: try database.rows("SELECT id, sport FROM runs").compactMap { row -> (Int64, String)? in
                guard let id = row[0].int64Value, let sport = row[1].stringValue else { return nil }
                return (id, sport)
            })
        XCTAssertGreaterThanOrEqual(sports.values.filter { $0 == "cycling" }.count, 39)
        XCTAssertGreaterThanOrEqual(sports.values.filter { $0 == "walking" || $0 == "hiking" }.count, 12)
        XCTAssertTrue(sports.values.contains("swimming"))
        XCTAssertTrue(sports.values.contains("canoeing"))

        var options = CleanupOptions(thresholdSport: nil)
        options.rules = [.zeroDistance, .tooShort, .tooFast, .tooSlow, .wrongSport]
        let findings = try CleanupSearch(database: database).findings(options: options)
        // Only fragments shorter than 50 m are flagged: a 3-point route, one of three
        // MapSource tracks and the triathlon's second transition; no ride, swim, paddle or walk.
        XCTAssertEqual(findings.map(\.rule), [.tooShort, .tooShort, .tooShort], "\(findings.map(\.detail))")
        XCTAssertEqual(
            findings.map(\.detail),
            ["0.415 m is shorter than 50 m", "18.587 m is shorter than 50 m", "31.93 m is shorter than 50 m"])
        XCTAssertEqual(findings.map { sports[$0.run.id] }, ["unknown", "unknown", "multisport_transition"])
    }
}
