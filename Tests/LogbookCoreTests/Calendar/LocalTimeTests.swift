import XCTest
@testable import LogbookModel

final class LocalTimeTests: XCTestCase {
    func zone(_ identifier: String) throws -> TimeZone {
        try XCTUnwrap(TimeZone(identifier: identifier), "time zone \(identifier) is missing")
    }

    /// Seconds since 1970 of a UTC calendar time.
    func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) throws -> Double {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try zone("UTC")
        let date = try XCTUnwrap(calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)))
        return date.timeIntervalSince1970
    }

    func testNewYearsEveRunInParisIsLocalNewYear() throws {
        let start = try utc(2024, 12, 31, 23, 30)
        let resolved = LocalTime.resolve(.absolute(utc: start, statedOffset: nil), statedOffset: nil, zone: try zone("Europe/Paris"))
        XCTAssertEqual(resolved.utc, start)
        XCTAssertEqual(resolved.offset, 3600)
        XCTAssertEqual(resolved.utc + Double(resolved.offset), try utc(2025, 1, 1, 0, 30))
    }

    func testJulyRunInParisIsSummerTime() throws {
        XCTAssertEqual(LocalTime.offset(forUTC: try utc(2024, 7, 14, 6), in: try zone("Europe/Paris")), 7200)
        XCTAssertEqual(LocalTime.offset(forUTC: try utc(2024, 7, 14, 6), in: try zone("America/New_York")), -4 * 3600)
        XCTAssertEqual(LocalTime.offset(forUTC: try utc(2024, 1, 14, 6), in: try zone("America/New_York")), -5 * 3600)
    }

    func testFloatingWallClockIsLocalTimeInTheZone() throws {
        let wallClock = try utc(2024, 7, 1, 8)
        let paris = LocalTime.resolve(.floating(wallClock: wallClock), statedOffset: nil, zone: try zone("Europe/Paris"))
        XCTAssertEqual(paris.utc, try utc(2024, 7, 1, 6))
        XCTAssertEqual(paris.offset, 7200)
        let newYork = LocalTime.resolve(.floating(wallClock: try utc(2024, 1, 15, 7)), statedOffset: nil, zone: try zone("America/New_York"))
        XCTAssertEqual(newYork.utc, try utc(2024, 1, 15, 12))
        XCTAssertEqual(newYork.offset, -18000)
    }

    func testExplicitOffsetWins() throws {
        let start = try utc(2025, 8, 30, 18, 29)
        let stated = LocalTime.resolve(.absolute(utc: start, statedOffset: 7200), statedOffset: nil, zone: try zone("America/New_York"))
        XCTAssertEqual(stated.offset, 7200)
        let fileWide = LocalTime.resolve(.absolute(utc: start, statedOffset: nil), statedOffset: -3600, zone: try zone("Europe/Paris"))
        XCTAssertEqual(fileWide.offset, -3600)
        let floating = LocalTime.resolve(.floating(wallClock: try utc(2025, 8, 30, 20, 29)), statedOffset: 7200, zone: try zone("UTC"))
        XCTAssertEqual(floating.utc, start)
    }

    func testWallClockInSpringForwardGapUsesTheOffsetBeforeTheChange() throws {
        // 2024-03-31 02:30 never happens in Paris (02:00 -> 03:00); read as 02:30+01:00.
        let resolved = LocalTime.resolve(.floating(wallClock: try utc(2024, 3, 31, 2, 30)), statedOffset: nil, zone: try zone("Europe/Paris"))
        XCTAssertEqual(resolved.utc, try utc(2024, 3, 31, 1, 30))
        XCTAssertEqual(resolved.offset, 7200)
    }

    func testWallClockInFallBackOverlapIsTheEarlierInstant() throws {
        // 2024-10-27 02:30 happens twice in Paris; the first, at +02:00, is 00:30Z.
        let resolved = LocalTime.resolve(.floating(wallClock: try utc(2024, 10, 27, 2, 30)), statedOffset: nil, zone: try zone("Europe/Paris"))
        XCTAssertEqual(resolved.utc, try utc(2024, 10, 27, 0, 30))
        XCTAssertEqual(resolved.offset, 7200)
    }
}
