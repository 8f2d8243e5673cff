import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// Gear rows, their mileage over live runs, defaults by sport and date, and the changes
/// `logbook gear` makes: nothing a run was done in is ever lost.
final class GearBookTests: XCTestCase {
    private var folder: ScratchFolder!
    private var database: Database!
    private var book: GearBook { GearBook(database: database) }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        database = try folder.migratedLogbook()
    }

    override func tearDown() { folder.remove() }

    /// Stores a run on local date `date` (noon, UTC+1) through the store, as an import does.
    @discardableResult
    private func store(
        _ date: String, sport: String = "running", subSport: String? = nil, distance: Double, gear: String? = nil
    ) throws -> Int64 {
        let day = try XCTUnwrap(LocalDate.parse(date))
        var run = Run(
            startUTC: day.startLocalSeconds + 12 * 3600 - 3600, utcOffset: 3600, sport: sport, name: nil,
            distance: distance, elapsed: distance / 3, moving: distance / 3.2, pace: Pace(secondsPerKm: 312.5, status: .ok),
            averageHeartRate: nil, maxHeartRate: nil, averageCadence: nil, elevationGain: nil, source: "gpx")
        run.subSport = subSport
        run.gear = gear
        return try database.inTransaction {
            try RunStore(database: database).insert(
                BuiltRun(run: run, splits: [], samples: [], warnings: []), fileID: nil, importedAt: 0)
        }
    }

    private func gearName(ofRun id: Int64) throws -> String? {
        try RunQueries(database: database).liveRun(id: id).gear
    }

    private func usage(_ name: String) throws -> GearUsage {
        try XCTUnwrap(try book.usage().first { $0.gear.name == name })
    }

    func testAFileNamingAPairLinksTheRunToItsRowWhateverTheSpelling() throws {
        let first = try store("2024-03-01", distance: 10_000, gear: "Pegasus 40")
        let second = try store("2024-03-02", distance: 5_250, gear: "  PEGASUS 40")
        XCTAssertEqual(try book.all().map(\.name), ["Pegasus 40"])
        XCTAssertEqual(try gearName(ofRun: second), "Pegasus 40")
        XCTAssertEqual(try RunQueries(database: database).liveRun(id: first).gearAssignment, .run)
        let pegasus = try usage("Pegasus 40")
        XCTAssertEqual(pegasus.runs, 2)
        XCTAssertEqual(pegasus.distance, 15_250)
        XCTAssertEqual(pegasus.firstUsed?.description, "2024-03-01")
        XCTAssertEqual(pegasus.lastUsed?.description, "2024-03-02")
    }

    func testARetiredPairKeepsItsRunsAfterTheDateButDefaultsStopGivingIt() throws {
        _ = try book.add(Gear(id: 0, name: "Clifton 9", limit: 700_000))
        try book.setDefault("Clifton 9", sport: "running", subSport: nil, from: nil)
        let before = try store("2024-01-10", distance: 12_000)
        let explicitAfter = try store("2024-02-10", distance: 8_000, gear: "clifton 9")
        _ = try book.retire("Clifton 9", on: try XCTUnwrap(LocalDate.parse("2024-02-01")))
        let defaultAfter = try store("2024-02-11", distance: 6_000)
        XCTAssertEqual(try gearName(ofRun: before), "Clifton 9")
        XCTAssertEqual(try gearName(ofRun: explicitAfter), "Clifton 9")
        XCTAssertNil(try gearName(ofRun: defaultAfter))
        let clifton = try usage("Clifton 9")
        XCTAssertEqual(clifton.runs, 2)
        XCTAssertEqual(clifton.distance, 20_000)
        XCTAssertEqual(clifton.left, 680_000)
        XCTAssertEqual(clifton.gear.retiredOn?.description, "2024-02-01")
        XCTAssertFalse(clifton.isDue)
    }

    func testARetirementBeforeTheFirstRunIsRefusedWithTheDate() throws {
        try store("2024-05-05", distance: 5_000, gear: "Speedgoat")
        XCTAssertThrowsError(try book.retire("speedgoat", on: try XCTUnwrap(LocalDate.parse("2024-05-04")))) { error in
            XCTAssertEqual(
                (error as? GearError)?.description,
                "cannot retire 'Speedgoat' on 2024-05-04: its first run is on 2024-05-05; retire it on or after that date")
        }
        XCTAssertNil(try book.named("Speedgoat").retiredOn)
    }

    func testADefaultForTrailRunningFromADateGoesToTrailRunsFromThatDateOnly() throws {
        _ = try book.add(Gear(id: 0, name: "Road pair"))
        _ = try book.add(Gear(id: 0, name: "Trail pair"))
        try book.setDefault("Road pair", sport: "running", subSport: nil, from: nil)
        let trailBefore = try store("2024-04-30", subSport: "trail", distance: 15_000)
        let roadAfter = try store("2024-05-02", distance: 10_000)
        let trailAfter = try store("2024-05-03", subSport: "trail", distance: 18_000)
        let own = try store("2024-05-04", subSport: "trail", distance: 9_000, gear: "Old pair")
        try book.setDefault("Trail pair", sport: "running", subSport: "trail", from: LocalDate.parse("2024-05-01"))
        XCTAssertEqual(try gearName(ofRun: trailBefore), "Road pair")
        XCTAssertEqual(try gearName(ofRun: roadAfter), "Road pair")
        XCTAssertEqual(try gearName(ofRun: trailAfter), "Trail pair")
        XCTAssertEqual(try gearName(ofRun: own), "Old pair")
        XCTAssertEqual(try RunQueries(database: database).liveRun(id: trailAfter).gearAssignment, .byDefault)
        XCTAssertEqual(try RunQueries(database: database).liveRun(id: own).gearAssignment, .run)
        XCTAssertEqual(try usage("Trail pair").distance, 18_000)
        XCTAssertEqual(try usage("Road pair").distance, 25_000)
        // A file naming a pair later wins over the default: it is no word of the run's.
        XCTAssertNil(try RunStore(database: database).words(ofRun: trailAfter).gear)
    }

    func testMergeMovesEveryRunAndRenameLosesNothing() throws {
        try store("2024-06-01", distance: 10_000, gear: "Vaporfly")
        try store("2024-06-02", distance: 21_097.5, gear: "Vapor fly")
        try store("2024-06-03", distance: 5_000, gear: "Vaporfly 3")
        XCTAssertEqual(try book.merge("Vapor fly", into: "vaporfly"), 1)
        XCTAssertEqual(try book.all().map(\.name), ["Vaporfly", "Vaporfly 3"])
        XCTAssertEqual(try usage("Vaporfly").runs, 2)
        XCTAssertEqual(try usage("Vaporfly").distance, 31_097.5)
        _ = try book.rename("Vaporfly", to: "Vaporfly 2 (race)")
        XCTAssertEqual(try usage("Vaporfly 2 (race)").distance, 31_097.5)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs WHERE gear = 'Vaporfly 2 (race)'"), .integer(2))
        XCTAssertEqual(try database.scalar("SELECT sum(distance_m) FROM runs WHERE gear_id IS NOT NULL"), .real(36_097.5))
    }

    func testASecondPairOfTheSameNameAndAMergeIntoItselfAreRefused() throws {
        _ = try book.add(Gear(id: 0, name: "Novablast 4"))
        XCTAssertThrowsError(try book.add(Gear(id: 0, name: "novablast  4"))) { error in
            XCTAssertEqual(error as? GearError, .alreadyExists("Novablast 4"))
        }
        XCTAssertThrowsError(try book.merge("Novablast 4", into: "NOVABLAST 4")) { error in
            XCTAssertEqual(
                (error as? GearError)?.description, "cannot merge 'Novablast 4' into itself: name two different pairs")
        }
        _ = try book.add(Gear(id: 0, name: "Other"))
        XCTAssertThrowsError(try book.rename("Other", to: "NovaBlast 4")) { error in
            XCTAssertEqual(error as? GearError, .alreadyExists("Novablast 4"))
        }
        XCTAssertEqual(try book.all().count, 2)
    }

    func testAPairPastItsLimitIsDue() throws {
        _ = try book.add(Gear(id: 0, name: "Worn", limit: 15_000))
        try store("2024-07-01", distance: 10_000, gear: "Worn")
        XCTAssertFalse(try usage("Worn").isDue)
        try store("2024-07-02", distance: 5_500, gear: "Worn")
        XCTAssertTrue(try usage("Worn").isDue)
        XCTAssertEqual(try usage("Worn").left, -500)
    }

    func testNamesAreComparedWithoutCaseAndExtraSpaces() {
        XCTAssertEqual(GearName.cleaned("  Pegasus \t 40\n"), "Pegasus 40")
        XCTAssertEqual(GearName.key(" PEGASUS  40 "), "pegasus 40")
        // Only ASCII letters fold, as SQLite's lower() did for the gear stored before 0014.
        XCTAssertEqual(GearName.key("ÜBER Trail"), "Über trail")
        XCTAssertEqual(GearName.cleaned(" \t "), "")
    }

    func testTheLatestDefaultForTheVariantWinsAndARetiredOneGivesWayToTheOneBefore() throws {
        let day = { (text: String) in LocalDate.parse(text)! }
        let gear: [Int64: Gear] = [
            1: Gear(id: 1, name: "a"), 2: Gear(id: 2, name: "b", retiredOn: day("2024-03-01")), 3: Gear(id: 3, name: "c"),
        ]
        let defaults = [
            GearDefault(gearID: 1, sport: "running"),
            GearDefault(gearID: 2, sport: "running", from: day("2024-02-01")),
            GearDefault(gearID: 3, sport: "running", subSport: "trail", from: day("2024-01-01")),
        ]
        func pick(_ date: String, _ subSport: String? = nil) -> Int64? {
            GearDefaultRule.pick(defaults, gear: gear, sport: "running", subSport: subSport, date: day(date))
        }
        XCTAssertEqual(pick("2024-01-15"), 1)
        XCTAssertEqual(pick("2024-02-15"), 2)
        XCTAssertEqual(pick("2024-03-02"), 1)
        XCTAssertEqual(pick("2024-02-15", "trail"), 3)
        XCTAssertEqual(pick("2023-12-31", "trail"), 1)
        XCTAssertNil(GearDefaultRule.pick(defaults, gear: gear, sport: "cycling", subSport: nil, date: day("2024-02-15")))
    }
}
