import XCTest
@testable import LogbookFormats
@testable import LogbookModel

/// Base types and their sentinels, FIT times and stated offsets, sport names and cadence.
final class FITValueTests: XCTestCase {
    func testInvalidSentinelOfEachBaseType() {
        let sentinels: [(FITBaseType, UInt64)] = [
            (.enumeration, 0xFF), (.sint8, 0x7F), (.uint8, 0xFF), (.sint16, 0x7FFF), (.uint16, 0xFFFF),
            (.sint32, 0x7FFF_FFFF), (.uint32, 0xFFFF_FFFF), (.float32, 0xFFFF_FFFF), (.float64, UInt64.max),
            (.uint8z, 0), (.uint16z, 0), (.uint32z, 0), (.sint64, 0x7FFF_FFFF_FFFF_FFFF), (.uint64, UInt64.max),
            (.uint64z, 0),
        ]
        for (type, raw) in sentinels {
            XCTAssertTrue(type.value(raw: raw).isNaN, "\(type) sentinel")
        }
        XCTAssertEqual(Set(sentinels.map(\.0)).count + 2, FITBaseType.allCases.count)  // + string, byte
    }

    func testValuesNextToTheSentinels() {
        XCTAssertEqual(FITBaseType.uint8.value(raw: 0xFE), 254)
        XCTAssertEqual(FITBaseType.uint8.value(raw: 0), 0)
        XCTAssertEqual(FITBaseType.uint8z.value(raw: 0xFF), 255)
        XCTAssertEqual(FITBaseType.sint8.value(raw: 0x80), -128)
        XCTAssertEqual(FITBaseType.sint8.value(raw: 0xFF), -1)
        XCTAssertEqual(FITBaseType.sint16.value(raw: 0x8000), -32768)
        XCTAssertEqual(FITBaseType.sint32.value(raw: 0x8000_0000), -2_147_483_648)
        XCTAssertEqual(FITBaseType.sint32.value(raw: 0x7FFF_FFFE), 2_147_483_646)
        XCTAssertEqual(FITBaseType.uint32.value(raw: 0xFFFF_FFFE), 4_294_967_294)
        XCTAssertEqual(FITBaseType.uint16z.value(raw: 0xFFFF), 65535)
        XCTAssertEqual(FITBaseType.sint64.value(raw: UInt64.max), -1)
        XCTAssertEqual(FITBaseType.float32.value(raw: UInt64(Float(2.5).bitPattern)), 2.5)
        XCTAssertTrue(FITBaseType.float32.value(raw: UInt64(Float.infinity.bitPattern)).isNaN)
        XCTAssertEqual(FITBaseType.float64.value(raw: (-7.25).bitPattern), -7.25)
        XCTAssertTrue(FITBaseType.string.value(raw: 0x41).isNaN)
    }

    func testBaseTypeBytes() {
        XCTAssertEqual(FITBaseType(definitionByte: 0x84), .uint16)
        XCTAssertEqual(FITBaseType(definitionByte: 0x04), .uint16)  // endian bit left out by some writers
        XCTAssertEqual(FITBaseType(definitionByte: 0x90), .uint64z)
        XCTAssertNil(FITBaseType(definitionByte: 0x11))
        XCTAssertNil(FITBaseType(definitionByte: 0x33))
        XCTAssertNil(FITBaseType(definitionByte: 0x22))  // reserved bit set
        XCTAssertEqual(FITBaseType.allCases.map(\.size), [1, 1, 1, 2, 2, 4, 4, 1, 4, 8, 1, 2, 4, 1, 8, 8, 8])
    }

    func testStatedOffsetFromActivityTimes() {
        let utc = 1_000_000_000.0
        XCTAssertEqual(FITTime.statedOffset(timestamp: utc, localTimestamp: utc + 7200), 7200)
        XCTAssertEqual(FITTime.statedOffset(timestamp: utc, localTimestamp: utc - 18000), -18000)
        XCTAssertEqual(FITTime.statedOffset(timestamp: utc, localTimestamp: utc + 20700), 20700)  // Nepal +05:45
        XCTAssertEqual(FITTime.statedOffset(timestamp: utc, localTimestamp: utc + 50400), 50400)  // +14:00
        XCTAssertNil(FITTime.statedOffset(timestamp: utc, localTimestamp: utc + 50400 + 900))
        XCTAssertNil(FITTime.statedOffset(timestamp: utc, localTimestamp: utc))  // 0: not trusted (COROS)
        XCTAssertNil(FITTime.statedOffset(timestamp: utc, localTimestamp: utc + 7201))
        XCTAssertNil(FITTime.statedOffset(timestamp: utc, localTimestamp: .nan))
        XCTAssertNil(FITTime.statedOffset(timestamp: .nan, localTimestamp: utc))
        XCTAssertNil(FITTime.statedOffset(timestamp: 17_221_751, localTimestamp: 17_221_751 + 3600))  // relative
    }

    func testFITEpochAndRelativeTimes() {
        XCTAssertEqual(FITTime.unix(0), 631_065_600)  // 1989-12-31T00:00:00Z
        XCTAssertTrue(FITTime.isRelative(17_217_864))
        XCTAssertTrue(FITTime.isRelative(0x0FFF_FFFF))
        XCTAssertFalse(FITTime.isRelative(0x1000_0000))
        XCTAssertFalse(FITTime.isRelative(.nan))
    }

    func testSportNames() {
        XCTAssertEqual(FITSport.rawSport(sport: 1, subSport: .nan), "running")
        XCTAssertEqual(FITSport.rawSport(sport: 1, subSport: 1), "running")  // treadmill
        XCTAssertEqual(FITSport.rawSport(sport: 4, subSport: 1), "running")  // fitness equipment, treadmill
        XCTAssertEqual(FITSport.rawSport(sport: 4, subSport: 15), "elliptical")
        XCTAssertEqual(FITSport.rawSport(sport: 2, subSport: 6), "cycling")
        XCTAssertEqual(FITSport.rawSport(sport: 3, subSport: 0), "transition")
        XCTAssertEqual(FITSport.rawSport(sport: 5, subSport: 18), "swimming")
        XCTAssertEqual(FITSport.rawSport(sport: 11, subSport: .nan), "walking")
        XCTAssertEqual(FITSport.rawSport(sport: 17, subSport: .nan), "hiking")
        XCTAssertEqual(FITSport.rawSport(sport: 10, subSport: 20), "strength_training")
        XCTAssertEqual(FITSport.rawSport(sport: 0, subSport: .nan), "generic")
        XCTAssertEqual(FITSport.rawSport(sport: 99, subSport: .nan), "fit sport 99")
        XCTAssertNil(FITSport.rawSport(sport: .nan, subSport: 1))
        // The logbook's sport table reads the FIT names.
        XCTAssertEqual(Sport.normalize(FITSport.rawSport(sport: 2, subSport: .nan)), "cycling")
        XCTAssertEqual(Sport.normalize(FITSport.rawSport(sport: 5, subSport: .nan)), "swimming")
        XCTAssertEqual(Sport.normalize(FITSport.rawSport(sport: 12, subSport: .nan)), "nordic_skiing")
        XCTAssertEqual(Sport.normalize(FITSport.rawSport(sport: 4, subSport: 14)), "rowing")
    }

    func testCadenceIsDoubledOnFootOnly() {
        XCTAssertEqual(FITSport.cadenceMultiplier(rawSport: "running"), 2)
        XCTAssertEqual(FITSport.cadenceMultiplier(rawSport: "walking"), 2)
        XCTAssertEqual(FITSport.cadenceMultiplier(rawSport: "hiking"), 2)
        XCTAssertEqual(FITSport.cadenceMultiplier(rawSport: nil), 2)
        XCTAssertEqual(FITSport.cadenceMultiplier(rawSport: "fit sport 99"), 2)
        XCTAssertEqual(FITSport.cadenceMultiplier(rawSport: "cycling"), 1)
        XCTAssertEqual(FITSport.cadenceMultiplier(rawSport: "swimming"), 1)
        XCTAssertEqual(FITSport.cadenceMultiplier(rawSport: "transition"), 1)
    }

    func testSessionRanges() {
        XCTAssertEqual(FITTotals(startTime: 100, elapsed: 50).range?.end, 150)
        XCTAssertEqual(FITTotals(startTime: 100, timestamp: 160, elapsed: 50).range?.end, 160)
        XCTAssertEqual(FITTotals(timestamp: 160, elapsed: 50).range?.start, 110)
        XCTAssertEqual(FITTotals(startTime: 100).range?.end, .infinity)
        XCTAssertNil(FITTotals(timestamp: 160).range)
        let ranges = [(start: 0.0, end: 20.0), (start: 100.0, end: 110.0)]
        XCTAssertEqual(FITActivityAssembler.sessionIndex(of: 0, in: ranges), 0)
        XCTAssertEqual(FITActivityAssembler.sessionIndex(of: 20, in: ranges), 0)
        XCTAssertNil(FITActivityAssembler.sessionIndex(of: 21, in: ranges))
        XCTAssertEqual(FITActivityAssembler.sessionIndex(of: 100, in: ranges), 1)
        XCTAssertNil(FITActivityAssembler.sessionIndex(of: -1, in: ranges))
        XCTAssertNil(FITActivityAssembler.sessionIndex(of: 111, in: ranges))
    }
}
