import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// Hand-built FIT files: both byte orders, compressed timestamps, developer fields,
/// invalid sentinels, timer pauses, chained files, and every kind of rejection.
final class FITDecoderTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    /// 2023-11-14T22:14:22Z, whose FIT time is 30 modulo 32 (a compressed timestamp soon rolls over).
    let start = 1_700_000_062.0
    var t0: UInt64 { E.fitTime(start) }

    let recordFields: [F] = [
        F(number: 253, size: 4, type: E.uint32), F(number: 0, size: 4, type: E.sint32),
        F(number: 1, size: 4, type: E.sint32), F(number: 78, size: 4, type: E.uint32),
        F(number: 3, size: 1, type: E.uint8), F(number: 4, size: 1, type: E.uint8),
        F(number: 53, size: 1, type: E.uint8), F(number: 5, size: 4, type: E.uint32),
    ]

    /// A run with every feature: a big-endian record definition with two developer fields,
    /// a little-endian one used by compressed-timestamp headers, invalid sentinels, a pause.
    func handBuiltRun() -> [UInt8] {
        var e = E()
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType), F(number: 1, size: 2, type: E.uint16)])
        e.message(local: 0, [4, 1])
        // Developer fields "Speed" (2 bytes) and "Distance" (4 bytes) of developer 0: skipped by size.
        e.define(local: 1, global: 20, bigEndian: true, recordFields, developer: [(0, 2, 0), (1, 4, 0)])
        let developer: [[UInt8]] = [[0x12, 0x34], [0xAA, 0xBB, 0xCC, 0xDD]]
        e.message(local: 1, [t0, E.semicircles(48), E.semicircles(-2.5), 3000, 150, 85, 64, 12345], developer: developer)
        // Every value invalid: 0x7FFFFFFF positions, 0xFFFFFFFF altitude and distance, 0xFF rates.
        e.message(local: 1, [t0 + 1, 0x7FFF_FFFF, 0x7FFF_FFFF, 0xFFFF_FFFF, 0xFF, 0xFF, 0xFF, 0xFFFF_FFFF], developer: developer)
        e.define(local: 2, global: 20, [
            F(number: 3, size: 1, type: E.uint8), F(number: 5, size: 4, type: E.uint32), F(number: 2, size: 2, type: E.uint16),
        ])
        // Last time t0 + 1 ≡ 31 (mod 32): offset 1 rolls over to t0 + 3, then offset 3 gives t0 + 5.
        e.message(local: 2, timeOffset: 1, [160, 20000, 2750])
        e.message(local: 2, timeOffset: 3, [0, 25000, 2760])
        e.define(local: 3, global: 21, [
            F(number: 253, size: 4, type: E.uint32), F(number: 0, size: 1, type: E.enumType),
            F(number: 1, size: 1, type: E.enumType),
        ])
        e.message(local: 3, [t0 + 5, 0, 4])  // timer stop_all
        e.message(local: 3, [t0 + 20, 0, 0])  // timer start
        e.message(local: 1, [t0 + 21, E.semicircles(48.001), E.semicircles(-2.5), 3010, 0, 86, 0, 30000], developer: developer)
        e.define(local: 4, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
            F(number: 5, size: 1, type: E.enumType), F(number: 6, size: 1, type: E.enumType),
            F(number: 7, size: 4, type: E.uint32), F(number: 8, size: 4, type: E.uint32),
            F(number: 9, size: 4, type: E.uint32), F(number: 16, size: 1, type: E.uint8),
            F(number: 17, size: 1, type: E.uint8), F(number: 18, size: 1, type: E.uint8),
            F(number: 92, size: 1, type: E.uint8), F(number: 22, size: 2, type: E.uint16),
        ])
        e.message(local: 4, [t0 + 22, t0, 1, 1, 21000, 6000, 30000, 155, 0xFF, 86, 0xFF, 0xFFFF])
        e.define(local: 5, global: 34, [F(number: 253, size: 4, type: E.uint32), F(number: 5, size: 4, type: E.uint32)])
        e.message(local: 5, [t0 + 22, t0 + 22 + 5400])
        return e.file()
    }

    func testHandBuiltRun() throws {
        let activities = try FITReader.read(bytes: handBuiltRun(), file: "hand.fit")
        XCTAssertEqual(activities.count, 1)
        let run = activities[0]
        XCTAssertEqual(run.rawSport, "running")  // running + treadmill
        XCTAssertEqual(run.statedOffset, 5400)
        XCTAssertEqual(run.statedStart, .absolute(utc: start, statedOffset: 5400))
        XCTAssertEqual(run.segments.map(\.count), [4, 1])
        let a = run.segments[0][0], b = run.segments[0][1], c = run.segments[0][2], d = run.segments[0][3]
        XCTAssertEqual(a.timestamp, start)
        XCTAssertEqual(a.lat, 48, accuracy: 1e-7)
        XCTAssertEqual(a.lon, -2.5, accuracy: 1e-7)
        XCTAssertEqual(a.ele, 100)  // 3000 / 5 - 500
        XCTAssertEqual(a.hr, 150)
        XCTAssertEqual(a.cadence, 171)  // (85 + 64/128) * 2
        XCTAssertEqual(a.deviceDistance, 123.45, accuracy: 1e-9)
        XCTAssertEqual(b, TrackPoint(timestamp: start + 1))
        XCTAssertEqual(c, TrackPoint(timestamp: start + 3, ele: 50, deviceDistance: 200, hr: 160))
        XCTAssertEqual(d, TrackPoint(timestamp: start + 5, ele: 52, deviceDistance: 250))  // hr 0 = no value
        let e = run.segments[1][0]
        XCTAssertEqual(e.timestamp, start + 21)
        XCTAssertEqual(e.lat, 48.001, accuracy: 1e-7)
        XCTAssertEqual(e.cadence, 172)
        XCTAssertEqual(e.deviceDistance, 300)
        XCTAssertTrue(e.hr.isNaN)
        XCTAssertEqual(run.summary, ActivitySummary(
            distance: 300, elapsed: 21, moving: 6, averageHeartRate: 155, maxHeartRate: nil, averageCadence: 172,
            elevationGain: nil))
        XCTAssertEqual(run.warnings, [])
    }

    func testCompressedSpeedDistanceAccumulatesOverRollover() throws {
        var e = E()
        e.define(local: 0, global: 20, [F(number: 253, size: 4, type: E.uint32), F(number: 8, size: 3, type: E.byte)])
        // Speed in bits 0-11, distance in 1/16 m in bits 12-23: 4000, then 4095 + 100 (rolled over to 99).
        e.message(local: 0, [t0, 250 | 4000 << 12])
        e.message(local: 0, [t0 + 1, 250 | 99 << 12])
        e.message(local: 0, [t0 + 2, 0xFF_FFFF])  // invalid: no distance
        let points = try XCTUnwrap(FITReader.read(bytes: e.file(), file: "c.fit").first?.segments.first)
        XCTAssertEqual(points.map(\.deviceDistance).prefix(2), [250, 262.1875])  // 4000/16, (4000 + 195)/16
        XCTAssertTrue(points[2].deviceDistance.isNaN)
    }

    func testCompressedTimestampBeforeAnyTimeIsUntimed() throws {
        var e = E()
        e.define(local: 0, global: 20, [F(number: 3, size: 1, type: E.uint8)])
        e.message(local: 0, timeOffset: 5, [120])
        e.define(local: 1, global: 20, [F(number: 253, size: 4, type: E.uint32), F(number: 3, size: 1, type: E.uint8)])
        e.message(local: 1, [t0, 130])
        let run = try XCTUnwrap(FITReader.read(bytes: e.file(), file: "u.fit").first)
        XCTAssertEqual(run.pointCount, 1)
        XCTAssertEqual(run.warnings, ["the file has no session message: totals come from the records", "left out 1 record without a usable time"])
    }

    func testLittleAndBigEndianDefinitionsGiveTheSameValues() throws {
        for bigEndian in [false, true] {
            var e = E()
            e.define(local: 0, global: 20, bigEndian: bigEndian, [
                F(number: 253, size: 4, type: E.uint32), F(number: 0, size: 4, type: E.sint32),
                F(number: 2, size: 2, type: E.uint16), F(number: 5, size: 4, type: E.uint32),
            ])
            e.message(local: 0, [t0, E.semicircles(-33.5), 2600, 987_654])
            let point = try XCTUnwrap(FITReader.read(bytes: e.file(), file: "e.fit").first?.segments.first?.first)
            XCTAssertEqual(point.timestamp, start)
            XCTAssertTrue(point.lat.isNaN)  // a latitude without a longitude is no position
            XCTAssertEqual(point.ele, 20)
            XCTAssertEqual(point.deviceDistance, 9876.54, accuracy: 1e-9)
        }
    }

    func testArraysStringsAndShortFieldsDoNotMisread() throws {
        var e = E()
        e.define(local: 0, global: 20, [
            F(number: 253, size: 4, type: E.uint32),
            F(number: 3, size: 3, type: E.uint8),  // an array: its first element is read
            F(number: 4, size: 4, type: E.string),  // a string where a number belongs: ignored
            F(number: 5, size: 2, type: E.uint32),  // fewer bytes than one value: ignored
            F(number: 2, size: 0, type: E.uint16),  // an empty field
            F(number: 13, size: 1, type: E.sint8),
        ])
        e.message(local: 0, [t0, 0x00_90_80, 0x4142_4344, 0x1234, 0, 0x7F])
        let point = try XCTUnwrap(FITReader.read(bytes: e.file(), file: "a.fit").first?.segments.first?.first)
        XCTAssertEqual(point, TrackPoint(timestamp: start, hr: 128))
    }

    func testChainedFilesReadTogetherWithDefinitionsReset() throws {
        var first = E()
        first.define(local: 0, global: 20, [F(number: 253, size: 4, type: E.uint32), F(number: 3, size: 1, type: E.uint8)])
        first.message(local: 0, [t0, 140])
        var second = E()
        second.define(local: 0, global: 20, [F(number: 253, size: 4, type: E.uint32), F(number: 3, size: 1, type: E.uint8)])
        second.message(local: 0, [t0 + 1, 141])
        let chained = first.file() + second.file()
        XCTAssertEqual(try FITDecoder.decode(chained).fileCount, 2)
        let points = try XCTUnwrap(FITReader.read(bytes: chained, file: "c.fit").first?.segments.first)
        XCTAssertEqual(points.map(\.hr), [140, 141])

        // The second file cannot use a definition of the first.
        var bare = E()
        bare.data = [0x00, 0x00, 0x00, 0x00, 0x00, 0x8F]
        let broken = first.file()
        XCTAssertEqual(
            FITTestFiles.rejection(broken + bare.file()),
            "byte \(broken.count + 14): data message uses undefined local message type 0")
        XCTAssertEqual(
            FITTestFiles.rejection(broken + [0, 0, 0]),
            "byte \(broken.count): 3 bytes after the end of the FIT data are not another FIT file")
    }

    func testRejections() throws {
        func rejected(_ build: (inout E) -> Void) -> String? {
            var e = E()
            build(&e)
            return FITTestFiles.rejection(e.file())
        }
        XCTAssertEqual(rejected { $0.data = [0x0B, 1, 2, 3] }, "byte 14: data message uses undefined local message type 11")
        XCTAssertEqual(
            rejected { $0.data = [0xE1, 1, 2] }, "byte 14: data message uses undefined local message type 3")
        XCTAssertEqual(
            rejected { $0.define(local: 0, global: 20, [F(number: 3, size: 1, type: 0x02), F(number: 4, size: 1, type: 0x33)]) },
            "byte 25: unknown base type 0x33")
        XCTAssertEqual(
            rejected { $0.define(local: 0, global: 20, [F(number: 3, size: 1, type: 0x11)]) }, "byte 22: unknown base type 0x11")
        XCTAssertEqual(
            rejected { $0.data = [0x40, 0, 2, 20, 0, 0] }, "byte 16: unknown architecture 0x02 in a definition")
        XCTAssertEqual(
            rejected { $0.data = [0x40, 0, 0, 20, 0, 2, 253, 4, 0x86] },
            "byte 14: truncated: a definition message runs past the end of the data")
        XCTAssertEqual(
            rejected { $0.data = [0x60, 0, 0, 20, 0, 0] },
            "byte 14: truncated: a definition message runs past the end of the data")
        XCTAssertEqual(
            rejected {
                $0.define(local: 0, global: 20, [F(number: 253, size: 4, type: E.uint32)], developer: [(0, 200, 0)])
                $0.data += [0x00, 1, 2, 3, 4, 5]
            },
            "byte 27: truncated: a data message of 204 bytes runs past the end of the data (byte 33)")
        XCTAssertEqual(
            rejected {
                $0.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
                $0.message(local: 0, [6])
            },
            "byte 23: this is a FIT course file, not an activity")
        XCTAssertEqual(
            rejected {
                $0.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
                $0.message(local: 0, [4])
            },
            "byte 27: the file ends without any session or record: no activity in it")
        var sizeThirteen = E().file()
        sizeThirteen[0] = 13
        XCTAssertEqual(FITTestFiles.rejection(sizeThirteen), "byte 0: unsupported FIT header size 13 (expected 12 or 14)")
        var noSignature = E().file()
        noSignature[9] = 0x66
        XCTAssertEqual(FITTestFiles.rejection(noSignature), "byte 8: missing the .FIT signature")
        var zeroSize = E()
        zeroSize.define(local: 0, global: 20, [F(number: 253, size: 4, type: E.uint32)])
        var unfinished = zeroSize.file()
        unfinished.replaceSubrange(4..<8, with: [0, 0, 0, 0])
        unfinished.replaceSubrange(12..<14, with: [0, 0])
        XCTAssertEqual(
            FITTestFiles.rejection(unfinished),
            "byte 4: the header's data size is 0 but \(unfinished.count - 14) bytes follow: an unfinished recording whose size was never written")
        // An empty FIT file (no data, only its CRC) holds no activity.
        XCTAssertEqual(
            FITTestFiles.rejection(E().file()), "byte 16: the file ends without any session or record: no activity in it")
    }

    func testRecordsOutsideEverySessionAreLeftOut() throws {
        var e = E()
        e.define(local: 0, global: 20, [F(number: 253, size: 4, type: E.uint32), F(number: 3, size: 1, type: E.uint8)])
        for second in [0, 10, 20, 100, 105, 300] as [UInt64] { e.message(local: 0, [t0 + second, 120]) }
        e.define(local: 1, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
            F(number: 5, size: 1, type: E.enumType), F(number: 7, size: 4, type: E.uint32),
        ])
        e.message(local: 1, [t0 + 110, t0 + 100, 2, 10000])  // cycling 100..110, written second
        e.message(local: 1, [t0 + 20, t0, 1, 20000])  // running 0..20
        let activities = try FITReader.read(bytes: e.file(), file: "s.fit")
        XCTAssertEqual(activities.map(\.rawSport), ["running", "cycling"])
        XCTAssertEqual(activities.map(\.pointCount), [3, 2])
        XCTAssertEqual(activities[0].warnings, ["left out 1 record outside every session"])
        XCTAssertEqual(activities[1].warnings, [])
    }

    func testFileWithoutSessionTakesItsTotalsFromLaps() throws {
        var e = E()
        e.define(local: 0, global: 12, [F(number: 0, size: 1, type: E.enumType), F(number: 1, size: 1, type: E.enumType)])
        e.message(local: 0, [4, 1])  // sport message: fitness equipment, treadmill
        e.define(local: 1, global: 20, [F(number: 253, size: 4, type: E.uint32), F(number: 4, size: 1, type: E.uint8)])
        for second in 0..<5 as Range<UInt64> { e.message(local: 1, [t0 + second, 80]) }
        e.define(local: 2, global: 19, [
            F(number: 2, size: 4, type: E.uint32), F(number: 7, size: 4, type: E.uint32),
            F(number: 8, size: 4, type: E.uint32), F(number: 9, size: 4, type: E.uint32),
            F(number: 16, size: 1, type: E.uint8),
        ])
        e.message(local: 2, [t0 + 2, 2000, 2000, 500, 170])
        e.message(local: 2, [t0, 2000, 1500, 700, 160])
        let run = try XCTUnwrap(FITReader.read(bytes: e.file(), file: "laps.fit").first)
        XCTAssertEqual(run.rawSport, "running")
        XCTAssertEqual(run.segments.first?.map(\.cadence), [160, 160, 160, 160, 160])
        XCTAssertEqual(run.statedStart, .absolute(utc: start, statedOffset: nil))
        XCTAssertEqual(run.summary, ActivitySummary(distance: 12, elapsed: 4, moving: 3.5, maxHeartRate: 170))
        XCTAssertEqual(run.warnings, ["the file has no session message: totals come from its laps and records"])
    }

    func testDeviceRelativeTimesWithoutAnActivityStayUntimed() throws {
        var e = E()
        e.define(local: 0, global: 20, [F(number: 253, size: 4, type: E.uint32), F(number: 3, size: 1, type: E.uint8)])
        e.message(local: 0, [17_217_864, 120])
        e.message(local: 0, [17_217_865, 121])
        let run = try XCTUnwrap(FITReader.read(bytes: e.file(), file: "rel.fit").first)
        XCTAssertEqual(run.pointCount, 0)
        XCTAssertNil(run.statedOffset)
        XCTAssertEqual(run.warnings, [
            "times are device-relative and the file gives no absolute local time to place them",
            "the file has no session message: totals come from the records",
            "left out 2 records without a usable time",
        ])
        XCTAssertNil(RunBuilder.build(run, zone: TimeZone(identifier: "UTC")!, thresholds: .standard))
    }
}
