import Foundation
import XCTest

@testable import LogbookFormats

/// Hostile XML: entities, broken bytes, truncation, odd encodings and disguises.
/// Each case: exit code, the message with file and line, under 2 s of processor time, and the database
/// unchanged (or, for files logbook accepts, what it stored).
final class HostileXMLTests: HostileImportTestCase {
    private typealias F = HostileFiles

    // MARK: - DOCTYPE and entities

    func testExternalEntityTouchesNoFileAndNoNetwork() throws {
        // A FIFO with no writer: opening it for reading would block forever, so a parser
        // that followed the entity would blow the time limit instead of passing quietly.
        let fifo = folder.path("secret.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let doctype = """
            <!DOCTYPE gpx [<!ENTITY secret SYSTEM "file://\(fifo)"><!ENTITY remote SYSTEM "http://127.0.0.1:9/x">]>
            """
        let text = F.declaration + "\n" + doctype + "\n"
            + #"<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>&secret;&remote;</name></trk></gpx>"# + "\n"
        try assertRejected(F.utf8(text), as: "xxe.gpx", line: 2, reason: "DOCTYPE is not allowed in GPX files")
    }

    func testBillionLaughsIsRefusedAtTheDoctype() throws {
        var entities = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let text = F.declaration + "\n<!DOCTYPE gpx [\(entities)]>\n"
            + #"<gpx version="1.1"><trk><name>&lol9;</name></trk></gpx>"# + "\n"
        try assertRejected(F.utf8(text), as: "laughs.gpx", line: 2, reason: "DOCTYPE is not allowed in GPX files")
    }

    func testQuadraticBlowUpIsRefusedAtTheDoctype() throws {
        // One 50 KB entity referenced 20,000 times would expand to 1 GB.
        let big = String(repeating: "a", count: 50_000)
        let text = F.declaration + "\n<!DOCTYPE gpx [<!ENTITY a \"\(big)\">]>\n"
            + #"<gpx version="1.1"><trk><name>"# + String(repeating: "&a;", count: 20_000) + "</name></trk></gpx>\n"
        try assertRejected(F.utf8(text), as: "quadratic.gpx", line: 2, reason: "DOCTYPE is not allowed in GPX files")
    }

    func testUndeclaredEntityIsMalformed() throws {
        let text = F.gpx(F.threePoints(), name: "Caf&eacute;")
        try assertRejected(F.utf8(text), as: "entity.gpx", line: 3, reason: "malformed XML: Entity 'eacute' not defined")
    }

    func testHundredThousandAttributesAreRefusedBeforeLibxml2SeesThem() throws {
        // libxml2 2.9 compares each attribute with all earlier ones: 5 s for this 1 MB tag.
        let attributes = (0..<100_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        let text = F.gpx(F.point(time: "2024-05-02T05:59:00Z").replacingOccurrences(of: "<trkpt", with: "<trkpt \(attributes)") + F.threePoints())
        try assertRejected(
            F.utf8(text), as: "attributes.gpx", line: 4,
            reason: "an element has more than 1000 attributes; GPX files never need that many")
    }

    func testDeepNestingEndsQuickly() throws {
        let text = F.declaration + "\n<gpx version=\"1.1\">\n" + String(repeating: "<a>", count: 100_000)
            + String(repeating: "</a>", count: 100_000) + "\n</gpx>\n"
        try assertRejected(F.utf8(text), as: "deep.gpx", line: nil, reason: "no timed track points")
    }

    // MARK: - Invalid UTF-8

    func testInvalidUTF8InAnElementName() throws {
        let text = F.gpx(F.threePoints(middle: "<trk@@pt lat=\"47.001\" lon=\"8.0\"></trkpt>\n"))
        try assertRejected(
            F.splice(text, marker: "@@", bytes: [0xFF]), as: "element.gpx", line: 5,
            reason: "invalid UTF-8 bytes 0xFF 0x70 0x74 0x20 (if the file uses another encoding, its XML declaration must name it)")
    }

    func testInvalidUTF8InAnAttributeName() throws {
        let text = F.gpx(F.threePoints(middle: "<trkpt l@@at=\"47.001\" lon=\"8.0\"></trkpt>\n"))
        try assertRejected(
            F.splice(text, marker: "@@", bytes: [0xC3]), as: "attribute.gpx", line: 5,
            reason: "invalid UTF-8 bytes 0xC3 0x61 0x74 0x3D (if the file uses another encoding, its XML declaration must name it)")
    }

    func testInvalidUTF8InAComment() throws {
        let text = F.gpx(F.threePoints(middle: "<!-- caf@@ -->\n"))
        try assertRejected(
            F.splice(text, marker: "@@", bytes: [0xE9]), as: "comment.gpx", line: 5,
            reason: "invalid UTF-8 bytes 0xE9 0x20 0x2D 0x2D (if the file uses another encoding, its XML declaration must name it)")
    }

    func testInvalidUTF8InText() throws {
        let text = F.gpx(F.threePoints(), name: "Caf@@")
        try assertRejected(
            F.splice(text, marker: "@@", bytes: [0xE9]), as: "text.gpx", line: 3,
            reason: "invalid UTF-8 bytes 0xE9 0x3C 0x2F 0x6E (if the file uses another encoding, its XML declaration must name it)")
    }

    func testBytesTheDeclaredEncodingCannotConvert() throws {
        // libxml2 stops quietly here (and printed "xmlParseChunk: encoder error" on stderr):
        // the file must not pass for one cut short, nor for one without points.
        let text = F.gpx(F.threePoints(), name: "@@", declaration: #"<?xml version="1.0" encoding="Shift_JIS"?>"#)
        try assertRejected(
            F.splice(text, marker: "@@", bytes: [0x81, 0xFF]), as: "shift-jis.gpx", line: 3,
            reason: "bytes that are not valid in the file's declared encoding (Shift_JIS)")
    }

    func testUTF8BytesInAFileDeclaredUSASCII() throws {
        // libxml2 stops quietly at the first byte above 0x7F: the file looked cut short.
        let text = F.gpx(F.threePoints(), name: "Zürich", declaration: #"<?xml version="1.0" encoding="US-ASCII"?>"#)
        try assertRejected(
            F.utf8(text), as: "ascii.gpx", line: 3,
            reason: "bytes outside ASCII, though the XML declaration names US-ASCII as the file's encoding")
    }

    // MARK: - Truncated and tiny files

    func testFileTruncatedInsideATrackPoint() throws {
        let text = F.gpx(F.threePoints())
        let cut = try XCTUnwrap(text.range(of: "<trkpt lat=\"47.001\" lon=\"8.0\">"))
        try assertRejected(
            F.utf8(String(text[..<cut.upperBound])), as: "truncated.gpx", line: 5,
            reason: "unexpected end of file inside <trkpt>")
    }

    func testEmptyFile() throws {
        try assertRejected(Data(), as: "empty.gpx", line: nil, reason: "the file is empty")
    }

    func testThreeBytes() throws {
        try assertRejected(F.utf8("<gp"), as: "three.gpx", line: 1, reason: "unknown format: not a GPX, TCX, CSV, FIT or Apple Health file")
    }

    func testAByteOrderMarkAlone() throws {
        try assertRejected(Data([0xEF, 0xBB, 0xBF]), as: "bom-only.gpx", line: 1, reason: "unknown format: not a GPX, TCX, CSV, FIT or Apple Health file")
    }

    // MARK: - Disguises

    func testTCXRenamedToGPXIsReadAsTCX() throws {
        let stored = try assertImported(F.utf8(F.tcx()), as: "really-tcx.gpx", warnings: [])
        XCTAssertEqual(stored.source, "tcx")
        XCTAssertEqual(stored.samples, 3)
        // The lap's stated 222.4 m (the device's total), beside the GPS 222.39 m.
        XCTAssertEqual(try XCTUnwrap(stored.distance), 222.4, accuracy: 0.001)
        XCTAssertEqual(stored.elapsed, 60)
    }

    func testTCXWhoseEveryTimeIsImpossibleNamesTheActivity() throws {
        let text = F.tcx().replacingOccurrences(of: "2024-05-02", with: "2024-02-30")
        try assertRejected(F.utf8(text), as: "feb30.tcx", line: 3, reason: "no timed track points")
    }

    func testKMLRenamedToGPXIsRefused() throws {
        let text = F.declaration + "\n" + #"<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>x</name></Document></kml>"# + "\n"
        try assertRejected(F.utf8(text), as: "really-kml.gpx", line: 1, reason: "unknown format: not a GPX, TCX, CSV, FIT or Apple Health file")
    }

    // MARK: - Encodings

    func testUTF8ByteOrderMark() throws {
        let stored = try assertImported(Data([0xEF, 0xBB, 0xBF]) + F.utf8(F.gpx(F.threePoints(), name: "Zürich")), as: "bom.gpx", warnings: [])
        XCTAssertEqual(stored.name, "Zürich")
        XCTAssertEqual(try XCTUnwrap(stored.distance), 222.39, accuracy: 0.01)
    }

    func testUTF16LittleAndBigEndian() throws {
        let text = F.gpx(F.threePoints(), name: "Zürich 走る", declaration: #"<?xml version="1.0" encoding="UTF-16"?>"#)
        var little = Data([0xFF, 0xFE]), big = Data([0xFE, 0xFF])
        for unit in text.utf16 {
            little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        let stored = try assertImported(little, as: "utf16le.gpx", warnings: [])
        XCTAssertEqual(stored.name, "Zürich 走る")
        XCTAssertEqual(stored.samples, 3)
        // The same run again in another byte order: other bytes, same run, a duplicate.
        let path = try write(big, as: "utf16be.gpx")
        let result = try importTimed(path, file: #filePath, line: #line)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "\(path): 0 runs imported, 1 duplicate, 0 rejected\nImported 0 runs from 1 file: 1 duplicate, 0 upgraded, 0 skipped, 0 rejected.\n")
    }

    func testISO8859_1DeclaredInTheProlog() throws {
        let text = F.gpx(F.threePoints(), name: "Café Läufli", declaration: #"<?xml version="1.0" encoding="ISO-8859-1"?>"#)
        let bytes = try XCTUnwrap(text.data(using: .isoLatin1))
        XCTAssertFalse(bytes.contains(0xC3), "the file must hold Latin-1 bytes, not UTF-8")
        let stored = try assertImported(bytes, as: "latin1.gpx", warnings: [])
        XCTAssertEqual(stored.name, "Café Läufli")
    }

    func testGPXNamespaceUnderAPrefix() throws {
        let text = F.declaration + "\n" + #"<g:gpx version="1.1" xmlns:g="http://www.topografix.com/GPX/1/1">"# + "\n"
            + "<g:trk><g:name>Prefixed</g:name><g:trkseg>\n"
            + F.threePoints().replacingOccurrences(of: "<", with: "<g:").replacingOccurrences(of: "<g:/", with: "</g:")
            + "</g:trkseg></g:trk>\n</g:gpx>\n"
        let stored = try assertImported(F.utf8(text), as: "prefixed.gpx", warnings: [])
        XCTAssertEqual(stored.name, "Prefixed")
        XCTAssertEqual(stored.samples, 3)
        XCTAssertEqual(try XCTUnwrap(stored.distance), 222.39, accuracy: 0.01)
    }

    func testCDATAName() throws {
        let text = F.gpx(F.threePoints(), name: #"<![CDATA[Hill <b>repeats</b> & "fun"]]>"#)
        let stored = try assertImported(F.utf8(text), as: "cdata.gpx", warnings: [])
        XCTAssertEqual(stored.name, #"Hill <b>repeats</b> & "fun""#)
    }

    func testFiveMegabyteNameIsCutAndQuick() throws {
        let stored = try assertImported(F.utf8(F.gpx(F.threePoints(), name: String(repeating: "n", count: 5_000_000))), as: "long-name.gpx", warnings: [])
        XCTAssertEqual(stored.name?.count, XMLTextBuffer.limit)
        XCTAssertEqual(stored.samples, 3)
    }

    func testACommentLongerThanTheSniffedPrefixBeforeTheRootIsStillGPX() throws {
        // 10 KB of comment between the declaration and <gpx>: the format is judged past it.
        let comment = "<!-- " + String(repeating: "exported by a very chatty tool ", count: 330) + "-->\n"
        let text = HostileFiles.gpx(HostileFiles.threePoints(), declaration: HostileFiles.declaration + "\n" + comment)
        let stored = try assertImported(HostileFiles.utf8(text), as: "long-comment.gpx", warnings: [])
        XCTAssertEqual(stored.samples, 3)
        XCTAssertEqual(stored.source, "gpx")
    }
}
