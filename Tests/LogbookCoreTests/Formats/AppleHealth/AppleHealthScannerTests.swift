import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookFormats
@testable import LogbookModel

/// `export.xml` read by logbook's own XML scanner gives what libxml2 gives: the same
/// workouts, routes, heart rates, lines and warnings; what the scanner leaves to libxml2
/// (a bad entity, a file cut short, a tag past its limits) is refused or read as libxml2
/// does, naming the same line.
final class AppleHealthScannerTests: XCTestCase {
    typealias Text = HealthExportText
    static let summer = AppleHealthReaderTests.summer

    /// What one path made of a document: its activities and warnings, or its error.
    private enum Reading: Equatable {
        case read([ParsedActivity], [String])
        case failed(String)
    }

    private func reading(_ input: ImportInput, _ choice: XMLParserChoice) -> Reading {
        do {
            var activities: [ParsedActivity] = []
            let warnings = try AppleHealthReader.readEach(input, using: choice) { activities.append($0) }
            return .read(activities, warnings)
        } catch {
            return .failed("\(error)")
        }
    }

    private func reading(_ text: String, _ choice: XMLParserChoice) -> Reading {
        reading(ImportInput(data: Data(text.utf8), displayName: "export.xml"), choice)
    }

    /// Asserts that the scanner alone reads `text` and gives what libxml2 alone gives; returns that.
    @discardableResult
    private func assertScannerReadsAsLibXML2(
        _ text: String, _ context: String = "", file: StaticString = #filePath, line: UInt = #line
    ) -> [ParsedActivity] {
        let scanned = reading(text, .scannerOnly), parsed = reading(text, .libXML2Only)
        XCTAssertEqual(scanned, parsed, context, file: file, line: line)
        guard case .read(let activities, _) = scanned else {
            XCTFail("the scanner did not read it: \(scanned) \(context)", file: file, line: line)
            return []
        }
        return activities
    }

    /// Asserts that an import's reading of `text` fails as libxml2's does; returns the error.
    private func assertRefusedAsByLibXML2(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ImportError? {
        XCTAssertEqual(reading(text, .scannerOnly), .failed("\(XMLDocumentParser.scannerDeclined(ImportInput(data: Data(), displayName: "export.xml")))"),
                       "the scanner leaves it to libxml2", file: file, line: line)
        XCTAssertEqual(reading(text, .scannerFirst), reading(text, .libXML2Only), file: file, line: line)
        do {
            _ = try AppleHealthReader.read(ImportInput(data: Data(text.utf8), displayName: "export.xml"))
            XCTFail("read", file: file, line: line)
            return nil
        } catch {
            return error as? ImportError
        }
    }

    private func run(start: Double = summer, minutes: Double = 30, _ distance: Text.DistanceStyle) -> Text.Workout {
        Text.Workout(start: start, end: start + minutes * 60, offset: 7200, durationMinutes: minutes, distance: distance)
    }

    /// The 1-based line of `text` holding `needle` first (line feeds counted as bytes, so
    /// that a CR LF is one line end).
    private func line(of needle: String, in text: String) -> Int? {
        guard let found = text.range(of: needle) else { return nil }
        return text.utf8[..<found.lowerBound].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    // MARK: - The same workouts

    func testTheReadersFixturesGiveTheSameWorkoutsThroughTheScanner() {
        let start = Self.summer
        var zoned = run(.attributes(total: 5, unit: "km"))
        zoned.timeZone = "Europe/Zurich"
        var indoor = run(start: start + 86_400, .none)
        indoor.indoor = true
        var located = run(start: start + 2 * 86_400, minutes: 20, .attributes(total: 3.24, unit: "km"))
        located.pauses = [(start + 2 * 86_400 + 600, start + 2 * 86_400 + 720)]
        located.locations = Text.eastbound(from: start + 2 * 86_400, to: start + 2 * 86_400 + 1200)
        var hearty = run(start: start + 3 * 86_400, .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 5.2, unit: "km"))
        hearty.heartRateStatistics = (average: 141, maximum: 177)
        var routed = run(start: start + 4 * 86_400, .attributes(total: 2, unit: "mi"))
        routed.routePath = "/workout-routes/route_2024-07-05_7.00am.gpx"
        var ride = run(start: start + 5 * 86_400, .statistics(type: "HKQuantityTypeIdentifierDistanceCycling", sum: 20, unit: "km"))
        ride.activityType = "HKWorkoutActivityTypeCycling"
        let heartRates = stride(from: start + 3 * 86_400, to: start + 3 * 86_400 + 1800, by: 5).map {
            Text.heartRate(at: $0, bpm: 120 + $0.truncatingRemainder(dividingBy: 40), offset: 7200)
        }
        let body = [Text.steps(at: start - 900, count: 90, offset: 7200)] + heartRates
            + [zoned, indoor, located, hearty, routed, ride].map(Text.workout)
        let documents = [
            ("malformed subset", Text.document(body)),
            ("well-formed subset", Text.document(body, prolog: Text.prolog(malformed: false))),
            ("control bytes", Text.document(body).replacingOccurrences(of: "Apple Watch\"", with: "Apple\u{0B}Watch\u{0B}\"")),
            ("CR LF", Text.document(body).replacingOccurrences(of: "\n", with: "\r\n")),
        ]
        for (name, text) in documents {
            let activities = assertScannerReadsAsLibXML2(text, name)
            XCTAssertEqual(activities.count, 6, name)
            XCTAssertEqual(activities.map(\.line), [zoned, indoor, located, hearty, routed, ride].map { workout in
                line(of: "creationDate=\"\(Text.date(workout.end, offset: 7200))\" startDate=\"\(Text.date(workout.start, offset: 7200))\"", in: text) ?? 0
            }, name)
            XCTAssertEqual(activities[2].segments.map(\.count), [600, 481], name)
            XCTAssertEqual(activities[3].summary.distance ?? 0, 5200, accuracy: 1e-9, name)
        }
        guard case .read(_, let warnings) = reading(documents[2].1, .scannerOnly) else { return XCTFail("not read") }
        let replaced = 2 * (documents[0].1.components(separatedBy: "Apple Watch\"").count - 1)
        XCTAssertGreaterThan(replaced, 2)
        XCTAssertEqual(warnings.first, "read \(replaced) control bytes that XML does not allow (such as \\x0b) as spaces")
    }

    func testARouteFileBesideTheExportJoinsItsHeartRatesTheSameThroughTheScanner() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let start = Self.summer, route = "workout-routes/route_2024-07-01_7.00am.gpx"
        let workout = Text.Workout(
            start: start, end: start + 1200, offset: 7200, durationMinutes: 20,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 3.6, unit: "km"), routePath: "/" + route)
        let records = stride(from: start + 2, through: start + 1200, by: 7).map {
            Text.heartRate(at: $0, bpm: 130 + $0.truncatingRemainder(dividingBy: 17), offset: 7200)
        }
        for (name, text) in [("export.xml", Text.document(records + [Text.workout(workout)])),
                             (route, Text.routeGPX(Text.eastbound(from: start, to: start + 1200)))] {
            let url = folder.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let input = ImportInput(file: folder.url.appendingPathComponent("export.xml"))
        let scanned = reading(input, .scannerOnly)
        XCTAssertEqual(scanned, reading(input, .libXML2Only))
        guard case .read(let activities, let warnings) = scanned else { return XCTFail("\(scanned)") }
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(activities.first?.pointCount, 1201)
        // The point at start + 9 s is at a record's time: it carries that record's beats.
        XCTAssertEqual(activities.first?.segments.first?[9].heartRate ?? 0, 130 + (start + 9).truncatingRemainder(dividingBy: 17), accuracy: 1e-3)
    }

    func testSeededGeneratedExportsGiveTheSameWorkoutsThroughTheScanner() {
        // Exports of several hundred KiB: read in 256 KiB chunks, so tags are cut across chunks.
        for seed: UInt64 in [1, 52, 0x5EED_2026, UInt64(Date().timeIntervalSince1970) / 86_400] {
            let export = RandomHealthExport(seed: seed, days: 40)
            XCTAssertGreaterThan(export.text.utf8.count, ImportInput.chunkSize, "seed \(seed)")
            let activities = assertScannerReadsAsLibXML2(export.text, "seed \(seed)")
            XCTAssertEqual(activities.count, export.workouts, "seed \(seed)")
            XCTAssertGreaterThan(activities.map(\.pointCount).reduce(0, +), 0, "seed \(seed)")
        }
    }

    func testTheScannerGivesLibXML2sEventsAndLinesWhateverTheChunks() {
        let export = RandomHealthExport(seed: 7, days: 3)
        let bytes = Array(export.text.utf8)
        let expected: [String]
        do {
            var filter: HealthDataPrologFilter? = HealthDataPrologFilter()
            expected = try XMLPushParser.parse(
                ImportInput(data: Data(bytes), displayName: "export.xml"), formatName: "Apple Health",
                handler: XMLEventTrace<HealthTraceRoot>(), filter: &filter
            ).events
        } catch {
            return XCTFail("libxml2: \(error)")
        }
        XCTAssertGreaterThan(expected.count, 100)
        XCTAssertTrue(expected.contains { $0.hasPrefix("start 1 line \(line(of: "<HealthData", in: export.text) ?? 0) HealthData") })
        for size in [1, 2, 7, 64, 4096, bytes.count] {
            var filter: HealthDataPrologFilter? = HealthDataPrologFilter()
            let handler = try? XMLFastParser.parse(
                displayName: "export.xml",
                chunks: { body in
                    try bytes.withUnsafeBytes { all in
                        var offset = 0
                        while offset < all.count {
                            let end = min(all.count, offset + size)
                            guard try body(UnsafeRawBufferPointer(rebasing: all[offset..<end])) else { return }
                            offset = end
                        }
                    }
                }, handler: XMLEventTrace<HealthTraceRoot>(), filter: &filter, shouldContinue: { true })
            XCTAssertEqual(handler?.events, expected, "chunks of \(size)")
        }
    }

    // MARK: - Refusals and limits

    func testATruncatedAttributeNamesItsLineAsLibXML2Does() throws {
        let text = Text.document([Text.heartRate(at: Self.summer, bpm: 130), Text.workout(run(.attributes(total: 5, unit: "km")))])
        // Cut inside the workout's `sourceName` value: the file ends there.
        let cut = try XCTUnwrap(text.range(of: "sourceName=\"Apple W", options: .backwards)).upperBound
        let ended = String(text[..<cut])
        let error = try XCTUnwrap(assertRefusedAsByLibXML2(ended))
        XCTAssertEqual(error.file, "export.xml")
        XCTAssertEqual(error.line, ended.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) })
        XCTAssertTrue(error.reason.hasPrefix("unexpected end of file inside <"), error.reason)
        // An attribute whose quote never closes before the next tag: refused at that tag's line.
        let unclosed = text.replacingOccurrences(of: "value=\"130.0\">", with: "value=\"130.0>")
        let unclosedError = try XCTUnwrap(assertRefusedAsByLibXML2(unclosed))
        XCTAssertEqual(unclosedError.line, line(of: "HKMetadataKeyHeartRateMotionContext", in: unclosed))
        XCTAssertTrue(unclosedError.reason.contains("'<'"), unclosedError.reason)
    }

    func testABadEntityInAnAttributeNamesItsLineAsLibXML2Does() throws {
        let text = Text.document([Text.heartRate(at: Self.summer, bpm: 130), Text.workout(run(.attributes(total: 5, unit: "km")))])
            .replacingOccurrences(of: "sourceName=\"Apple Watch\" sourceVersion=\"10.4\" creationDate", with: "sourceName=\"Apple &watch; Watch\" sourceVersion=\"10.4\" creationDate")
        let error = try XCTUnwrap(assertRefusedAsByLibXML2(text))
        XCTAssertEqual(error.line, line(of: "&watch;", in: text))
        XCTAssertTrue(error.reason.contains("watch"), error.reason)
        // A character reference to a character XML forbids.
        let control = text.replacingOccurrences(of: "&watch;", with: "&#1;")
        let controlError = try XCTUnwrap(assertRefusedAsByLibXML2(control))
        XCTAssertEqual(controlError.line, line(of: "&#1;", in: control))
    }

    func testATagPastTheScannersLimitsIsReadByLibXML2AndOnePastItsOwnIsRefused() throws {
        let start = Self.summer
        let attributes = (0..<70).map { " extra\($0)=\"\($0)\"" }.joined()
        let record = Text.heartRate(at: start, bpm: 130, offset: 7200).replacingOccurrences(of: "<Record ", with: "<Record\(attributes) ")
        let text = Text.document([record, Text.workout(run(.attributes(total: 5, unit: "km")))])
        XCTAssertEqual(reading(text, .scannerOnly), .failed("\(XMLDocumentParser.scannerDeclined(ImportInput(data: Data(), displayName: "export.xml")))"))
        let read = reading(text, .scannerFirst)
        XCTAssertEqual(read, reading(text, .libXML2Only))
        guard case .read(let activities, _) = read else { return XCTFail("\(read)") }
        XCTAssertEqual(activities.count, 1)
        // More attributes than the XML layer ever reads: refused, naming the line.
        let many = (0..<1001).map { " a\($0)=\"1\"" }.joined()
        let flood = Text.document([" <Record\(many)/>\n", Text.workout(run(.attributes(total: 5, unit: "km")))])
        let error = try XCTUnwrap(assertRefusedAsByLibXML2(flood))
        XCTAssertEqual(error.line, line(of: "a1000=", in: flood))
        XCTAssertEqual(error.reason, "an element has more than 1000 attributes; Apple Health files never need that many")
    }
}
