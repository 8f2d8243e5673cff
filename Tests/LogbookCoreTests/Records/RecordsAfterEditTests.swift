import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookSQLite
@testable import LogbookStore

/// `logbook edit --sport` judges a run's best efforts again for its new sport: a ride
/// relabelled as a run must not bring its 1:30 km into the running records, and a
/// mislabelled ride moved to cycling gets the ride's own records.
final class RecordsAfterEditTests: XCTestCase {
    private var folder: ScratchFolder!
    private var database: Database!

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        database = try CleanupFixtures.database(in: folder)
    }
    override func tearDown() { folder.remove() }

    private let first: Double = 1_714_636_800  // 2024-05-02

    private func importRun(days: Double, legs: [(seconds: Int, speed: Double)], sport: String) throws -> Int64 {
        let points = EffortTracks.points(start: first + days * 86_400, legs: legs)
        return try XCTUnwrap(try EffortTracks.importData(EffortTracks.gpx(points, sport: sport), name: "\(sport)-\(days).gpx", into: database).first)
    }

    private func records(_ sport: String, _ label: String) throws -> RecordsReport.Row {
        let report = try RecordsReport.load(
            from: database, distances: RecordDistance.standard, filter: RecordFilter(sport: sport), top: 3, thresholds: .standard)
        return try XCTUnwrap(report.rows.first { $0.distance.label == label })
    }

    func testARideEditedToARunMakesNoRunningRecord() throws {
        let run = try importRun(days: 0, legs: [(1800, 1000.0 / 300)], sport: "running")
        // 5 km at 8 m/s, a km in 90 s, 2.4 km at 8 m/s.
        let ride = try importRun(days: 1, legs: [(625, 8), (90, 1000.0 / 90), (300, 8)], sport: "cycling")
        XCTAssertEqual(try BestEffortQueries(database: database).efforts(runID: ride).map(\.status), [.ok, .ok, .ok, .ok])
        XCTAssertEqual(try records("cycling", "1k").entries.map(\.runID), [ride])

        _ = try RunEditor(database: database).edit(runID: ride, RunEdit(sport: "Run"))
        // Every effort of the ride beats the world record (400 m in 36 s, 1 km in 90 s,
        // a mile in 186.6 s, 5 km in 625 s...) and the run is impossible: as a whole it
        // cannot be true (its doubt), which is the reason records give.
        XCTAssertEqual(
            try BestEffortQueries(database: database).efforts(runID: ride).map(\.status),
            [.fasterThanWorldRecord, .fasterThanWorldRecord, .fasterThanWorldRecord, .fasterThanWorldRecord])
        for label in ["400m", "1k", "mile", "5k"] {
            let row = try records("running", label)
            XCTAssertEqual(row.entries.map(\.runID), [run], label)
            XCTAssertEqual(row.excluded, [.doubt(.impossiblePace): 1], label)
        }
        XCTAssertEqual(try records("cycling", "1k").entries, [])

        // And back: the ride's own records again, each effort `ok`.
        _ = try RunEditor(database: database).edit(runID: ride, RunEdit(sport: "Ride"))
        XCTAssertEqual(try BestEffortQueries(database: database).efforts(runID: ride).map(\.status), [.ok, .ok, .ok, .ok])
        let back = try records("cycling", "1k")
        XCTAssertEqual(back.entries.map(\.runID), [ride])
        XCTAssertEqual(try XCTUnwrap(back.entries.first).effort.time, 90, accuracy: 0.5)
        XCTAssertEqual(try records("running", "1k").excluded, [.otherSport("running"): 1])
    }

    /// A name changed, the sport not: the efforts stay byte for byte.
    func testAnEditOfWordsLeavesTheEffortsAlone() throws {
        let run = try importRun(days: 0, legs: [(1800, 1000.0 / 300)], sport: "running")
        let before = try CleanupFixtures.dump(database, tables: ["best_efforts"])
        _ = try RunEditor(database: database).edit(runID: run, RunEdit(name: "Tempo", sport: "running"))
        XCTAssertEqual(try CleanupFixtures.dump(database, tables: ["best_efforts"]), before)
    }
}
