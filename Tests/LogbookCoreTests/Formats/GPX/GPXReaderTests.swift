import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookFormats
@testable import LogbookModel

final class GPXReaderTests: XCTestCase {
    typealias Files = XMLReaderTestFiles

    private func check(
        _ activity: ParsedActivity, name: String?, sport: String?, line: Int, segments: [Int],
        heartRate: Int, cadence: Int, firstTime: Double, firstLat: Double, firstLon: Double,
        offset: Int? = nil, file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        XCTAssertEqual(activity.format, "gpx", file: file, line: sourceLine)
        XCTAssertEqual(activity.name, name, file: file, line: sourceLine)
        XCTAssertEqual(activity.rawSport, sport, file: file, line: sourceLine)
        XCTAssertEqual(activity.line, line, file: file, line: sourceLine)
        let coverage = Files.coverage(activity)
        XCTAssertEqual(coverage.segments, segments, file: file, line: sourceLine)
        XCTAssertEqual(coverage.heartRate, heartRate, "hr coverage", file: file, line: sourceLine)
        XCTAssertEqual(coverage.cadence, cadence, "cadence coverage", file: file, line: sourceLine)
        XCTAssertEqual(coverage.position, activity.pointCount, file: file, line: sourceLine)
        XCTAssertEqual(activity.statedOffset, offset, file: file, line: sourceLine)
        let first = activity.segments.first?.first
        XCTAssertEqual(first?.timestamp ?? .nan, firstTime, accuracy: 0.0005, file: file, line: sourceLine)
        XCTAssertEqual(first?.lat ?? .nan, firstLat, accuracy: 1e-9, file: file, line: sourceLine)
        XCTAssertEqual(first?.lon ?? .nan, firstLon, accuracy: 1e-9, file: file, line: sourceLine)
    }

    // MARK: - Corpus

    func testGarminConnectGpxtpxHeartRate() throws {
        let activities = try XMLActivityReader.gpx.read(Files.fixture("garmin-connect-run-gpxtpx-hr.gpx"))
        XCTAssertEqual(activities.count, 1)
        check(activities[0], name: "Untitled", sport: nil, line: 13, segments: [206], heartRate: 206, cadence: 0,
            firstTime: 1_351_121_380, firstLat: 38.92747367732227, firstLon: -77.02016168273985)
        XCTAssertEqual(activities[0].segments[0][0].hr, 130)
        XCTAssertEqual(activities[0].segments[0][0].ele, 25.6, accuracy: 1e-6)
        XCTAssertEqual(activities[0].warnings, [])
    }

    func testGarminConnectNs3PrefixHeartRateAndDoubledCadence() throws {
        let activities = try XMLActivityReader.gpx.read(Files.fixture("garmin-connect-run-ns3-hr-cad.gpx"))
        XCTAssertEqual(activities.count, 1)
        check(activities[0], name: "casual stroll", sport: "running", line: 13, segments: [988], heartRate: 988,
            cadence: 988, firstTime: 1_501_339_595, firstLat: 37.241738168522716, firstLon: -121.97232423350215)
        XCTAssertEqual(activities[0].segments[0][0].hr, 74)
        XCTAssertEqual(activities[0].segments[0][0].cadence, 158, "79 strides/min doubled to steps/min")
    }

    func testAppleWatchThreeSegmentsAndSiblingExtensions() throws {
        let activities = try XMLActivityReader.gpx.read(Files.fixture("apple-watch-run-3-segments-hr-cad-power.gpx"))
        XCTAssertEqual(activities.count, 1)
        check(activities[0], name: "Friday Evening Run", sport: "running", line: 2, segments: [4, 5, 8],
            heartRate: 13, cadence: 17, firstTime: 1_746_201_075.692, firstLat: 51.9020502, firstLon: 4.0692787)
        XCTAssertEqual(activities[0].segments[0][0].cadence, 128)
    }

    func testAppleHealthRoutes() throws {
        let workout = try XMLActivityReader.gpx.read(Files.fixture("apple-health-export-workout-route.gpx"))
        XCTAssertEqual(workout.count, 1)
        check(workout[0], name: "Route 2019-12-15 3:50pm", sport: nil, line: 6, segments: [44], heartRate: 0,
            cadence: 0, firstTime: 1_576_441_195, firstLat: 32.064999, firstLon: -81.097216)
        let short = try XMLActivityReader.gpx.read(Files.fixture("apple-health-export-route-3pts-duplicate-timestamp.gpx"))
        XCTAssertEqual(short.count, 1)
        check(short[0], name: "Route 2019-06-11 3:00pm", sport: nil, line: 6, segments: [3], heartRate: 0,
            cadence: 0, firstTime: 1_560_290_442, firstLat: 37.781672, firstLon: -122.396397)
        XCTAssertEqual(short[0].segments[0][0].timestamp, short[0].segments[0][1].timestamp)
    }

    func testOpenTracksLocalOffsetAndZeroHeartRate() throws {
        let activities = try XMLActivityReader.gpx.read(Files.fixture("opentracks-walk-utc-offset-hr-zero.gpx"))
        XCTAssertEqual(activities.count, 1)
        check(activities[0], name: "BC Cadzand-Bad", sport: "unknown", line: 14, segments: [104], heartRate: 0,
            cadence: 0, firstTime: 1_756_578_559.825, firstLat: 51.375701, firstLon: 3.389609, offset: 7200)
    }

    func testGPSBabelPartialTimestampsDropsUntimedTracks() throws {
        let activities = try XMLActivityReader.gpx.read(Files.fixture("gpx10-gpsbabel-partial-timestamps.gpx"))
        XCTAssertEqual(activities.count, 2)
        check(activities[0], name: "ACTIVE LOG", sport: nil, line: 1109, segments: [176], heartRate: 0, cadence: 0,
            firstTime: 1_286_098_590, firstLat: 45.452595614, firstLon: 14.018194014)
        XCTAssertEqual(activities[1].name, "ACTIVE LOG #2")
        XCTAssertEqual(activities[1].line, 1819)
        XCTAssertEqual(activities[1].pointCount, 337)
        XCTAssertEqual(activities[0].warnings, [
            "ignored track \"03-OCT-10\" at line 22: no timed track points",
            "ignored track \"03-OCT-10 #2\" at line 28: no timed track points (skipped 358 points without a usable time)",
        ])
    }

    func testMapSourceThreeTracks() throws {
        let activities = try XMLActivityReader.gpx.read(Files.fixture("mapsource-3-tracks.gpx"))
        XCTAssertEqual(activities.map(\.name), ["Tag 1", "Tag 2", "Tag 3"])
        XCTAssertEqual(activities.map(\.pointCount), [38, 65, 14])
        XCTAssertEqual(activities.map(\.line), [12, 175, 446])
        check(activities[0], name: "Tag 1", sport: nil, line: 12, segments: [38], heartRate: 0, cadence: 0,
            firstTime: 1_215_856_703, firstLat: 48.2805591, firstLon: 8.1783223)
    }

    func testOregonHeartRateMissingInFirstSegment() throws {
        let activities = try XMLActivityReader.gpx.read(Files.fixture("oregon600-3-segments-hr-missing-in-first.gpx"))
        XCTAssertEqual(activities.count, 1)
        check(activities[0], name: "missing hr", sport: nil, line: 15, segments: [3, 10, 3], heartRate: 9,
            cadence: 0, firstTime: 1_495_857_600, firstLat: 47.8728961386, firstLon: 13.8153798692)
    }

    func testFilesWithoutTimedTrackPointsAreRejected() {
        // The line is that of the first point without a usable time, else of the first track.
        // A route or only waypoints is no activity at all: the error says so (`noActivity`).
        let cases: [(String, Int?, String, NoActivity?)] = [
            ("strava-route-trk-no-timestamps.gpx", 20,
                "no timed track points (113 points without a usable time, the first has no <time>)", nil),
            ("alltrails-route-rtept-only.gpx", nil, "no timed track points (the file holds a route, not a recorded activity)", .route),
            ("waypoints-only.gpx", nil, "no timed track points (the file holds only waypoints)", .waypoints),
            ("gpx10-int32-min-1901-timestamps-7-digit-fraction.gpx", 12,
                "no timed track points (184 points without a usable time, the first has <time>1901-12-13T20:45:52.2073437Z</time>)", nil),
            ("undefined-coordinates.gpx", 3, "no timed track points (2 points with invalid coordinates)", nil),
        ]
        for (name, line, reason, absence) in cases {
            let error = Files.importError { try XMLActivityReader.gpx.read(Files.fixture(name)) }
            XCTAssertEqual(error, ImportError(file: name, line: line, reason: reason, noActivity: absence), name)
        }
    }

    func testMalformedButUsableCorpusFiles() throws {
        let bom = try XMLActivityReader.gpx.read(Files.fixture("utf8-bom-no-namespace.gpx"))
        XCTAssertEqual(bom.count, 1)
        check(bom[0], name: "Vse kar bi lahk slo narobe je slo narobe", sport: nil, line: 3, segments: [3497],
            heartRate: 0, cadence: 0, firstTime: 1_530_004_015, firstLat: 46.231203, firstLon: 15.259279)

        let bare = try XMLActivityReader.gpx.read(Files.fixture("no-namespace-no-version-speed-in-trkpt.gpx"))
        XCTAssertEqual(bare.count, 1)
        check(bare[0], name: nil, sport: nil, line: 4, segments: [3], heartRate: 0, cadence: 0,
            firstTime: 1_236_002_752, firstLat: 52.330848, firstLon: 5.541371)

        let legacy = try XMLActivityReader.gpx.read(Files.fixture("opentracks-legacy-pause-markers-lat-100-200.gpx"))
        XCTAssertEqual(legacy.count, 1)
        check(legacy[0], name: "2021-01-07 22:51", sport: "the category", line: 21, segments: [4], heartRate: 0,
            cadence: 0, firstTime: 1_610_056_319.179, firstLat: 3, firstLon: 14)
        XCTAssertEqual(legacy[0].warnings, ["skipped 2 points with invalid coordinates"])

        let foreign = try XMLActivityReader.gpx.read(Files.fixture("opentracks-foreign-elements-in-gpxtpx.gpx"))
        XCTAssertEqual(foreign.count, 1)
        check(foreign[0], name: "2020-02-02T03:02+01", sport: "mountain biking", line: 28, segments: [2, 1, 2],
            heartRate: 1, cadence: 1, firstTime: 1_580_608_923, firstLat: 3, firstLon: 14, offset: 3600)
        let cadence = foreign[0].segments.joined().compactMap(\.cadenceValue)
        XCTAssertEqual(cadence, [3], "cycling cadence is kept as recorded")
    }

    func testCopyleftCorpusFiles() throws {
        let amazfit = try XMLActivityReader.gpx.read(Files.corpus("gpx/amazfit-run-bare-heartrate-and-ns3-hr.gpx"))
        XCTAssertEqual(amazfit.count, 1)
        check(amazfit[0], name: "Sport", sport: "Running", line: 17, segments: [1216], heartRate: 1216, cadence: 0,
            firstTime: 1_526_291_652, firstLat: 60.272281646728516, firstLon: 24.973012924194336)

        let strava = try XMLActivityReader.gpx.read(Files.corpus("gpx/strava-android-run-hr-cad.gpx"))
        XCTAssertEqual(strava.count, 1)
        check(strava[0], name: "Run avec Nico & Mag", sport: "9", line: 9, segments: [1038], heartRate: 1038,
            cadence: 1038, firstTime: 1_489_942_170, firstLat: 45.200135, firstLon: 5.770336)
        XCTAssertEqual(strava[0].segments[0][0].cadence, 90)

        let suunto = try XMLActivityReader.gpx.read(Files.corpus("gpx/suunto-movescount-run-gpxdata-cadence.gpx"))
        XCTAssertEqual(suunto.count, 1)
        check(suunto[0], name: "Move", sport: nil, line: 3, segments: [1592], heartRate: 1590, cadence: 1590,
            firstTime: 1_526_220_663, firstLat: 42.941313, firstLon: 0.962994)

        let forerunner = try XMLActivityReader.gpx.read(Files.corpus("gpx/gpx10-forerunner10-run-7-segments-lap-waypoints.gpx"))
        XCTAssertEqual(forerunner.count, 1)
        check(forerunner[0], name: nil, sport: nil, line: 60, segments: [2, 126, 5, 30, 37, 71, 243],
            heartRate: 0, cadence: 0, firstTime: 1_371_095_795, firstLat: 52.403174071, firstLon: 13.41936294)
    }

    // MARK: - Generated input

    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
        <trk><name>Test</name><trkseg>

        """
    private static let footer = "</trkseg></trk></gpx>\n"

    private static func point(lat: String = "45.5", lon: String = "6.25", time: String = "2024-03-01T10:00:00Z") -> String {
        "<trkpt lat=\"\(lat)\" lon=\"\(lon)\"><time>\(time)</time></trkpt>\n"
    }

    func testTruncatedInsideTrackPointIsAnErrorWithLine() {
        let text = Self.header + Self.point() + "<trkpt lat=\"1\" lon=\"2\">\n<ele>12</ele>"
        let error = Files.importError { try XMLActivityReader.gpx.read(Files.data(text)) }
        XCTAssertEqual(error, ImportError(file: "test.gpx", line: 6, reason: "unexpected end of file inside <trkpt>"))
    }

    func testEveryTruncationOfAFileIsAnError() {
        let text = Self.header + Self.point() + Self.point(time: "2024-03-01T10:00:05Z") + Self.footer
        let bytes = Array(text.utf8)
        let closing = bytes.count - 1  // the final newline is optional
        for length in 0..<closing - 6 {
            let input = ImportInput(data: Data(bytes[0..<length]), displayName: "cut.gpx")
            XCTAssertThrowsError(try XMLActivityReader.gpx.read(input), "length \(length)")
        }
        XCTAssertEqual(try XMLActivityReader.gpx.read(ImportInput(data: Data(bytes[0..<closing]), displayName: "x")).count, 1)
    }

    func testEmptyAndWhitespaceOnlyFiles() {
        XCTAssertEqual(Files.importError { try XMLActivityReader.gpx.read(Files.data("")) },
            ImportError(file: "test.gpx", line: nil, reason: "the file is empty"))
        XCTAssertEqual(Files.importError { try XMLActivityReader.gpx.read(Files.data(" \n\t ")) },
            ImportError(file: "test.gpx", line: nil, reason: "the file is empty"))
    }

    func testDoctypeWithExternalEntityIsRejected() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <gpx><trk><name>&secret;</name></trk></gpx>
            """
        XCTAssertEqual(Files.importError { try XMLActivityReader.gpx.read(Files.data(text)) },
            ImportError(file: "test.gpx", line: 2, reason: "DOCTYPE is not allowed in GPX files"))
    }

    func testBillionLaughsIsRejectedFast() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE gpx [\n<!ENTITY lol \"lol\">\n"
        var previous = "lol"
        for level in 1...9 {
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
            previous = "lol\(level)"
        }
        text += "]>\n<gpx><trk><name>&lol9;</name></trk></gpx>\n"
        // Refused at the DOCTYPE, on line 2: no entity is ever declared, let alone expanded.
        XCTAssertEqual(Files.importError { try XMLActivityReader.gpx.read(Files.data(text)) },
            ImportError(file: "test.gpx", line: 2, reason: "DOCTYPE is not allowed in GPX files"))
    }

    func testInvalidUTF8AnywhereIsAnErrorNotACrash() {
        let head = Array(Self.header.utf8)
        let cases: [(String, [UInt8])] = [
            ("element name", head + Array("<trk".utf8) + [0xFF] + Array("pt/>".utf8)),
            ("attribute name", head + Array("<trkpt ".utf8) + [0xC3, 0x28] + Array("=\"1\"/>".utf8)),
            ("comment", head + Array("<!-- ".utf8) + [0xFF, 0xFE] + Array(" -->".utf8)),
            ("text", head + Array("<trkpt lat=\"1\" lon=\"2\"><time>".utf8) + [0xE2, 0x82]
                + Array("</time></trkpt>".utf8) + Array(Self.footer.utf8)),
        ]
        for (label, bytes) in cases {
            let error = Files.importError { try XMLActivityReader.gpx.read(ImportInput(data: Data(bytes), displayName: "bad.gpx")) }
            XCTAssertEqual(error?.line, 4, label)
            XCTAssertTrue(error?.reason.hasPrefix("invalid UTF-8 bytes 0x") ?? false, "\(label): \(String(describing: error))")
        }
    }

    /// A one-point GPX with one to four bytes changed at random (a seeded generator, whose
    /// seed and round are printed on failure): each one either reads as at most the one
    /// activity with at most its one point, or is refused with an `ImportError` that names
    /// the file and a line of it; never another error, never a crash. Both happen.
    func testRandomBytesNeverCrash() {
        let seed: UInt64 = 0x4750_5846_555A_5A31
        var generator = SplitMix64(state: seed)
        let base = Array((Self.header + Self.point() + Self.footer).utf8)
        let lineCount = base.filter { $0 == UInt8(ascii: "\n") }.count + 1
        var (read, refused) = (0, 0)
        for round in 0..<300 {
            var bytes = base
            for _ in 0...generator.below(4) {
                bytes[generator.below(bytes.count)] = UInt8(truncatingIfNeeded: generator.next())
            }
            let replay = "seed \(seed), round \(round)"
            do {
                let activities = try XMLActivityReader.gpx.read(ImportInput(data: Data(bytes), displayName: "fuzz.gpx"))
                XCTAssertLessThanOrEqual(activities.count, 1, replay)
                XCTAssertLessThanOrEqual(activities.first?.points.count ?? 0, 1, replay)
                read += 1
            } catch let error as ImportError {
                XCTAssertEqual(error.file, "fuzz.gpx", replay)
                if let line = error.line { XCTAssertTrue((1...lineCount).contains(line), "\(replay): line \(line)") }
                XCTAssertFalse(error.reason.isEmpty, replay)
                refused += 1
            } catch {
                XCTFail("\(replay): not an ImportError: \(error)")
            }
        }
        XCTAssertGreaterThan(read, 0, "seed \(seed): no changed file was read")
        XCTAssertGreaterThan(refused, 0, "seed \(seed): no changed file was refused")
    }

    func testWrongRootElement() {
        let text = "<?xml version=\"1.0\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document/></kml>"
        XCTAssertEqual(Files.importError { try XMLActivityReader.gpx.read(Files.data(text)) },
            ImportError(file: "test.gpx", line: 2, reason: "not a GPX file: root element is <kml>"))
    }

    func testUTF16FileWithAccentedName() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<gpx xmlns=\"http://www.topografix.com/GPX/1/1\">"
            + "<trk><name>Course à pied é</name><trkseg>" + Self.point() + Self.footer
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let activities = try XMLActivityReader.gpx.read(ImportInput(data: Data(bytes), displayName: "utf16.gpx"))
        XCTAssertEqual(activities.first?.name, "Course à pied é")
        XCTAssertEqual(activities.first?.pointCount, 1)
    }

    func testISO88591FileWithAccentedName() throws {
        let text = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<gpx><trk><name>Caf\u{E9} run</name><trkseg>"
            + Self.point() + Self.footer
        let bytes = text.unicodeScalars.map { UInt8($0.value) }
        let activities = try XMLActivityReader.gpx.read(ImportInput(data: Data(bytes), displayName: "latin1.gpx"))
        XCTAssertEqual(activities.first?.name, "Café run")
    }

    func testPrefixedNamespaceAndCDATAName() throws {
        let text = """
            <?xml version="1.0"?>
            <g:gpx xmlns:g="http://www.topografix.com/GPX/1/0" xmlns:x="urn:x">
            <g:trk><g:name><![CDATA[Run & <fun>]]></g:name><g:type>Running</g:type><g:trkseg>
            <g:trkpt lon="6.5" lat="45.25"><g:ele>310.5</g:ele><g:time>2024-03-01T10:00:00.123456+02:00</g:time>
            <g:extensions><x:TrackPointExtension><x:hr>150</x:hr><x:cad>88</x:cad></x:TrackPointExtension></g:extensions>
            </g:trkpt></g:trkseg></g:trk></g:gpx>
            """
        let activities = try XMLActivityReader.gpx.read(Files.data(text))
        XCTAssertEqual(activities.count, 1)
        let activity = activities[0]
        XCTAssertEqual(activity.name, "Run & <fun>")
        XCTAssertEqual(activity.rawSport, "Running")
        XCTAssertEqual(activity.line, 3)
        XCTAssertEqual(activity.statedOffset, 7200)
        var point = activity.segments[0][0]
        XCTAssertEqual(point.timestamp, 1_709_287_200.123456 - 7200, accuracy: 1e-6)
        point.timestamp = .nan
        XCTAssertEqual(point, TrackPoint(lat: 45.25, lon: 6.5, ele: 310.5, hr: 150, cadence: 176))
    }

    func testInvalidCoordinatesAreSkippedAndCounted() throws {
        let bad = [("91", "6"), ("45", "180.5"), ("nan", "6"), ("45", "inf"), ("0x1p3", "6"), ("45,5", "6"),
            ("-91", "6"), ("45", "1e400"), ("", "6"), ("0", "0")]
        var text = Self.header + Self.point()
        for (lat, lon) in bad { text += Self.point(lat: lat, lon: lon) }
        text += "<trkpt lon=\"6\"><time>2024-03-01T10:00:09Z</time></trkpt>\n" + Self.footer
        let activities = try XMLActivityReader.gpx.read(Files.data(text))
        XCTAssertEqual(activities.first?.pointCount, 1)
        XCTAssertEqual(activities.first?.warnings, ["skipped 11 points with invalid coordinates"])
    }

    func testImpossibleTimesAreSkippedAndCounted() throws {
        let times = ["2024-02-30T10:00:00Z", "2024-03-01T24:00:00Z", "2024-03-01T10:00:60Z", "1979-12-31T23:59:59Z",
            "2999-01-01T00:00:00Z", "yesterday", "2024-03-01", ""]
        var text = Self.header + Self.point()
        for time in times { text += Self.point(time: time) }
        text += "<trkpt lat=\"1\" lon=\"2\"></trkpt>\n" + Self.footer
        let activities = try XMLActivityReader.gpx.read(Files.data(text))
        // 1979 is within the one believable window (from 1900); the run builder skips it as
        // earlier than the point before.
        XCTAssertEqual(activities.first?.pointCount, 2)
        XCTAssertEqual(
            activities.first?.warnings,
            ["skipped 7 points without a usable time", "skipped 1 point dated in the future (after tomorrow)"])
    }

    func testHeartRateZeroAndOtherExtensionNames() throws {
        let text = Self.header + """
            <trkpt lat="1" lon="2"><time>2024-03-01T10:00:00Z</time><extensions><hr>0</hr></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2024-03-01T10:00:01Z</time><extensions><heart_rate>140</heart_rate><RunCadence>85</RunCadence></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2024-03-01T10:00:02Z</time><extensions><a><heartrate>141</heartrate><cadence>86</cadence></a></extensions></trkpt>
            """ + Self.footer
        let points = try XMLActivityReader.gpx.read(Files.data(text))[0].segments[0]
        XCTAssertEqual(points.map(\.heartRate), [nil, 140, 141])
        XCTAssertEqual(points.map(\.cadenceValue), [nil, 170, 172])
    }

    func testHundredPointFileParsesEveryPoint() throws {
        var text = Self.header
        for second in 0..<100 {
            text += "<trkpt lat=\"45.\(1000 + second)\" lon=\"6.5\"><ele>\(second)</ele>"
                + "<time>2024-03-01T10:01:\(String(format: "%02d", second % 60))Z</time></trkpt>\n"
        }
        text += Self.footer
        let activities = try XMLActivityReader.gpx.read(Files.data(text))
        XCTAssertEqual(activities.first?.pointCount, 100)
        XCTAssertEqual(activities.first?.segments[0][99].ele, 99)
    }
}
