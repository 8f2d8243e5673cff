import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// The profile's values on each date, its refusals across settings, and its table.
final class AthleteProfileTests: XCTestCase {
    private func date(_ text: String) throws -> LocalDate { try XCTUnwrap(LocalDate.parse(text)) }

    private func profile(_ settings: [AthleteSetting]) throws -> AthleteProfile {
        var profile = AthleteProfile([])
        for setting in settings { profile = try profile.adding(setting).get() }
        return profile
    }

    /// Max 188 and rest 48 always; max 182 and sex f from 2025-06-01; rest 50 from 2025-09-01.
    func testEachDateGetsTheValuesHoldingOnIt() throws {
        let profile = try profile([
            AthleteSetting(from: nil, maxHR: 188, restingHR: 48),
            AthleteSetting(from: try date("2025-09-01"), restingHR: 50),
            AthleteSetting(from: try date("2025-06-01"), maxHR: 182, sex: .female),
        ])
        XCTAssertEqual(profile.settings.map { $0.from?.description }, [nil, "2025-06-01", "2025-09-01"])
        let before = profile.values(on: try date("2025-05-31"))
        XCTAssertEqual(before.maxHR, HeldValue(188, from: nil))
        XCTAssertEqual(before.restingHR, HeldValue(48, from: nil))
        XCTAssertNil(before.sex)
        XCTAssertEqual(before.sexOrDefault, .male)
        let june = profile.values(on: try date("2025-06-01"))
        XCTAssertEqual(june.maxHR, HeldValue(182, from: try date("2025-06-01")))
        XCTAssertEqual(june.restingHR?.value, 48)
        XCTAssertEqual(june.sex?.value, .female)
        let later = profile.values(on: try date("2030-01-01"))
        XCTAssertEqual(later.restingHR, HeldValue(50, from: try date("2025-09-01")))
        XCTAssertEqual(later.maxHR?.value, 182)
        XCTAssertEqual(AthleteProfile([]).values(on: try date("2025-01-01")).restingOrDefault, 60)
        XCTAssertNil(AthleteProfile([]).values(on: nil).maxHR)
    }

    /// Setting again from the same date changes that setting: the values it gives, no others.
    func testTheSameDateIsOneSetting() throws {
        let profile = try profile([
            AthleteSetting(from: try date("2024-01-01"), maxHR: 190, restingHR: 50),
            AthleteSetting(from: try date("2024-01-01"), restingHR: 46, lthr: 170),
        ])
        XCTAssertEqual(profile.settings, [AthleteSetting(from: try date("2024-01-01"), maxHR: 190, restingHR: 46, lthr: 170)])
    }

    /// A resting rate is checked against the maximum holding on every later date, and a
    /// threshold between them; nothing to set is refused too.
    func testRefusalsAcrossSettings() throws {
        let base = try profile([
            AthleteSetting(from: nil, maxHR: 188, restingHR: 48),
            AthleteSetting(from: try date("2025-01-01"), maxHR: 120),
        ])
        XCTAssertEqual(
            base.adding(AthleteSetting(from: try date("2024-06-01"), restingHR: 120)).failure,
            .restingNotBelowMax(resting: 120, max: 120, on: try date("2025-01-01")))
        XCTAssertNil(base.adding(AthleteSetting(from: try date("2024-06-01"), restingHR: 110)).failure)
        XCTAssertEqual(base.adding(AthleteSetting(from: nil)).failure, .nothingToSet)
        XCTAssertEqual(
            base.adding(AthleteSetting(from: try date("2024-03-01"), lthr: 150)).failure,
            .thresholdOutside(lthr: 150, resting: 48, max: 120, on: try date("2025-01-01")))
        XCTAssertEqual(
            ProfileError.restingNotBelowMax(resting: 119, max: 120, on: try date("2025-01-01")).description,
            "the resting heart rate (119 bpm) must be below the maximum (120 bpm) holding on 2025-01-01: give a resting heart rate from 25 to 119 bpm, or a higher --max-hr")
    }

    /// Stored and read back, one row per date; a row out of range written past the CHECKs reads as not given.
    func testTheProfileIsStoredOneRowPerDate() throws {
        let database = try Database(path: ":memory:")
        try database.configure()
        try Migrator().migrate(database)
        let editor = ProfileEditor(database: database)
        _ = try editor.set(AthleteSetting(from: nil, maxHR: 188, restingHR: 48, setAt: 1))
        _ = try editor.set(AthleteSetting(from: try date("2025-06-01"), maxHR: 182, setAt: 2))
        _ = try editor.set(AthleteSetting(from: try date("2025-06-01"), sex: .female, setAt: 3))
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM athlete_settings").int64Value, 2)
        XCTAssertEqual(
            try editor.profile().settings,
            [AthleteSetting(from: nil, maxHR: 188, restingHR: 48, setAt: 1),
             AthleteSetting(from: try date("2025-06-01"), maxHR: 182, sex: .female, setAt: 3)])
        _ = try editor.set(AthleteSetting(from: try date("2025-07-01"), restingHR: 115, setAt: 4))
        XCTAssertThrowsError(try editor.set(AthleteSetting(from: try date("2026-01-01"), maxHR: 110))) { error in
            XCTAssertEqual(error as? ProfileError, .restingNotBelowMax(resting: 115, max: 110, on: try? self.date("2026-01-01")))
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM athlete_settings").int64Value, 3)
        // The schema refuses what no heart does.
        XCTAssertThrowsError(try database.execute("INSERT INTO athlete_settings (max_hr, set_at) VALUES (260, 0)"))
        XCTAssertThrowsError(try database.execute("INSERT INTO athlete_settings (from_date, max_hr, resting_hr, set_at) VALUES ('2027-01-01', 150, 150, 0)"))
        XCTAssertThrowsError(try database.execute("INSERT INTO athlete_settings (from_date, resting_hr, set_at) VALUES ('2025-06-01', 50, 0)"))
    }
}

extension Result {
    /// The error, or `nil` on success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
