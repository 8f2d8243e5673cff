import Testing

@testable import LogbookModel

/// Table-driven checks of the two decisions every report rests on (which ISO week a
/// day is in, and whether a pace is a trustworthy number), written with Swift Testing
/// so that each row is reported on its own.
@Suite("Guarded numbers")
struct GuardedNumbersSwiftTesting {
    @Test(
        "ISO week of a local date (Thursday rule)",
        arguments: [
            ("2021-01-03", "2020-W53"),  // Sunday: still in the 53rd week of 2020
            ("2021-01-04", "2021-W01"),  // the Monday after
            ("2024-12-30", "2025-W01"),  // a Monday of December already in 2025's first week
            ("2024-02-29", "2024-W09"),
            ("2026-11-30", "2026-W49"),
        ])
    func isoWeek(_ date: String, _ expected: String) throws {
        let day = try #require(LocalDate.parse(date))
        #expect(ISOWeek.of(day).description == expected)
    }

    @Test(
        "pace is a number only when it can be trusted",
        arguments: [
            (0.0, 600.0, nil as Double?, PaceStatus.noDistance),  // 0 m
            (30.0, 5.0, nil, .tooShort),  // 30 m in 5 s
            (5000.0, 32_400.0, nil, .tooSlow),  // 5 km in 9 h = 1:48:00 /km
            (1000.0, 60.0, nil, .tooFast),  // 1 km in 60 s
            (5000.0, 0.0, nil, .noTime),  // no timestamps
            (10_000.0, 3000.0, 300.0, .ok),  // 10 km in 50:00 = 5:00 /km
        ])
    func paceGuard(_ metres: Double, _ seconds: Double, _ expected: Double?, _ status: PaceStatus) {
        let pace = Pace.judge(moving: seconds, distance: metres, thresholds: .standard)
        #expect(pace.status == status)
        #expect(pace.secondsPerKm == expected)
    }

    @Test("non-finite inputs never give a number")
    func nonFinite() {
        for (metres, seconds) in [(Double.infinity, 600.0), (.nan, 600.0), (5000.0, .infinity), (5000.0, .nan), (-5.0, 600.0)] {
            #expect(Pace.judge(moving: seconds, distance: metres, thresholds: .standard).secondsPerKm == nil)
        }
    }
}
