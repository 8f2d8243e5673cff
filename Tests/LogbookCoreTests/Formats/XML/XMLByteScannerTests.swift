import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookFormats

/// The scanner gives a handler what libxml2 gives it, event for event and line for line,
/// or leaves the document to libxml2: never a third reading.
final class XMLByteScannerTests: XCTestCase {
    /// Asserts that the scanner reads `text` (whole, and cut into chunks of every size in
    /// `chunkSizes`) exactly as libxml2 does, and does not leave it to libxml2.
    private func assertSameAsLibXML2(
        _ text: String, chunkSizes: [Int] = [1, 2, 3, 5, 7, 13, 64], file: StaticString = #filePath, line: UInt = #line
    ) {
        let bytes = Array(text.utf8)
        let expected = XMLDifferential.libxml2(bytes, root: GPXTraceRoot.self)
        XCTAssertEqual(XMLDifferential.scanner(bytes, root: GPXTraceRoot.self), expected, "whole", file: file, line: line)
        for size in chunkSizes {
            XCTAssertEqual(
                XMLDifferential.scanner(bytes, root: GPXTraceRoot.self, chunkSizes: [size]), expected, "chunks of \(size)", file: file,
                line: line)
        }
    }

    /// Asserts that the scanner leaves `bytes` to libxml2, and that the reader as a whole
    /// still gives what libxml2 gives.
    private func assertLeftToLibXML2(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(XMLDifferential.scanner(bytes, root: GPXTraceRoot.self), .declined, file: file, line: line)
        for size in [1, 3, 17] {
            XCTAssertEqual(
                XMLDifferential.scanner(bytes, root: GPXTraceRoot.self, chunkSizes: [size]), .declined, "chunks of \(size)", file: file,
                line: line)
        }
        let input = ImportInput(data: Data(bytes), displayName: "doc.xml")
        let whole: XMLDifferential.Outcome
        do {
            whole = .events(
                try XMLDocumentParser.parse(input, formatName: "XML", makeHandler: { XMLEventTrace<GPXTraceRoot>() }).events)
        } catch {
            whole = .failed("\(error)")
        }
        XCTAssertEqual(whole, XMLDifferential.libxml2(bytes, root: GPXTraceRoot.self), file: file, line: line)
    }

    private func assertLeftToLibXML2(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        assertLeftToLibXML2(Array(text.utf8), file: file, line: line)
    }

    // MARK: - Read as libxml2 reads them

    func testAPlainGPXPointGivesTheSameEventsWithTheLinesOfEachTagsEnd() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <trk><name>Morning</name><trkseg>
            <trkpt lat="47.3769" lon="8.5417"><ele>408.2</ele><time>2024-03-01T10:00:00Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>141</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
            <trkpt
              lat="47.3770"
              lon="8.5418"
            ><time>2024-03-01T10:00:01Z</time></trkpt>
            </trkseg></trk>
            </gpx>

            """
        assertSameAsLibXML2(text)
        guard case .events(let events) = XMLDifferential.scanner(Array(text.utf8), root: GPXTraceRoot.self) else {
            return XCTFail("not read")
        }
        // The second point's start tag ends on line 8, where its `>` is.
        XCTAssertTrue(events.contains { $0.hasPrefix("start 4 line 8 trkpt {http://www.topografix.com/GPX/1/1}#0 @lat {}=47.3770") }, "\(events)")
        XCTAssertTrue(events.contains("text 7 141"), "\(events)")
        XCTAssertEqual(events.filter { $0.hasPrefix("start") }.count, 12)
    }

    func testWindowsLineEndsCountOneLineEachAndReachTextAsLineFeeds() {
        let text = "<?xml version=\"1.0\"?>\r\n<gpx\r\n version=\"1.1\">\r\n<trk><name>A\r\nB</name>"
            + "<desc><![CDATA[x\r\ny]]></desc></trk>\r\n<!-- a\r\ncomment -->\r\n</gpx>\r\n"
        assertSameAsLibXML2(text)
        guard case .events(let events) = XMLDifferential.scanner(Array(text.utf8), root: GPXTraceRoot.self) else {
            return XCTFail("not read")
        }
        XCTAssertEqual(events.first, "start 1 line 3 gpx {} @version {}=1.1")
        XCTAssertTrue(events.contains("text 3 A\\x0AB"), "\(events)")
        // A CDATA section keeps its CR LF: libxml2's push parser hands it over as it is.
        XCTAssertTrue(events.contains("text 3 x\\x0D\\x0Ay"), "\(events)")
    }

    func testReferencesAreReplacedInTextAndAttributesAsLibXML2ReplacesThem() {
        let text = """
            <gpx a="x &amp; y &lt;&gt; &quot;&apos; &#65;&#x42;&#x20AC;&#128512;">
            <name>Run &amp; walk &#x263A; caf\u{e9} &#10;&#13;</name>
            <desc>&lt;b&gt;</desc>
            </gpx>
            """
        assertSameAsLibXML2(text)
        guard case .events(let events) = XMLDifferential.scanner(Array(text.utf8), root: GPXTraceRoot.self) else {
            return XCTFail("not read")
        }
        XCTAssertEqual(events.first, "start 1 line 1 gpx {} @a {}=x &#38; y <> \"' AB\\xE2\\x82\\xAC\\xF0\\x9F\\x98\\x80")
        XCTAssertTrue(events.contains("text 2 Run & walk \\xE2\\x98\\xBA caf\\xC3\\xA9 \\x0A\\x0D"), "\(events)")
    }

    func testTabsAndLineEndsInAttributeValuesBecomeSpacesLikeLibXML2s() {
        assertSameAsLibXML2("<gpx a=\"1\t2\n3\r\n4\" b='single \"quoted\"' c = \"spaced\" >\n</gpx>")
    }

    func testEveryKindOfByteAtEveryPlaceOfAnAttributeValueIsReadAsLibXML2ReadsIt() {
        // Values are passed over eight plain bytes at a time: a byte that needs a look, in
        // each lane of a word and in the partial word before the closing quote.
        for (open, other) in [("\"", "'"), ("'", "\"")] {
            for special in [other, "&amp;", "&#x42;", "=", "\t", "\n", "\r\n", "\u{e9}", "\u{20AC}", "]", ">", "/"] {
                for length in [0, 1, 7, 8, 9, 16, 23] {
                    for place in 0...length {
                        let plain = String(repeating: "a", count: length)
                        let value = plain.prefix(place) + special + plain.dropFirst(place)
                        assertSameAsLibXML2(
                            "<gpx a=\(open)\(value)\(open) b=\(open)\(plain)\(open)><trk n=\(open)\(value)\(open)/></gpx>", chunkSizes: [5])
                    }
                }
            }
        }
    }

    func testNamespacesResolveByScopeAndAreOnePointerPerURI() {
        let text = """
            <g:gpx xmlns:g="http://www.topografix.com/GPX/1/1" xmlns="urn:default" xml:lang="en">
            <trk><g:trk xmlns:g="urn:inner" g:x="1"/><n xmlns="">bare</n><m xmlns="http://www.topografix.com/GPX/1/1"/></trk>
            <g:trkseg xml:space="preserve"/>
            </g:gpx>
            """
        assertSameAsLibXML2(text)
        guard case .events(let events) = XMLDifferential.scanner(Array(text.utf8), root: GPXTraceRoot.self) else {
            return XCTFail("not read")
        }
        XCTAssertTrue(events.contains("start 3 line 2 trk {urn:inner}#3 @x {urn:inner}#3=1"), "\(events)")
        XCTAssertTrue(events.contains("start 3 line 2 n {}"), "\(events)")
        XCTAssertTrue(events.contains("start 3 line 2 m {http://www.topografix.com/GPX/1/1}#0"), "\(events)")
    }

    func testCommentsInstructionsAndCDATAAreReadWhereverXMLAllowsThem() {
        assertSameAsLibXML2(
            """
            <?xml version='1.0' encoding='utf-8' standalone='yes'?>
            <!-- before -->
            <?style href="a.css"?>
            <gpx><?pi?><name>a<!-- inside -->b<![CDATA[<c>&amp;]]>d</name><empty/><e /><f></f></gpx>
            <!-- after --><?after x?>

            """)
    }

    func testMultiByteCharactersSplitAtEveryChunkBoundaryAreReadWhole() {
        assertSameAsLibXML2("<gpx><name>Zürich – 東京 – 😀</name><desc a=\"ü😀\">ü</desc></gpx>", chunkSizes: Array(1...12))
    }

    func testAGeneratedTrackOverManyChunksGivesTheSameEvents() {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\" "
            + "xmlns:gpxtpx=\"http://www.garmin.com/xmlschemas/TrackPointExtension/v1\">\n<trk><trkseg>\n"
        for index in 0..<2_000 {
            text += "<trkpt lat=\"47.\(1_000_000 + index)\" lon=\"8.\(2_000_000 + index)\"><ele>\(400 + index % 7).5</ele>"
                + "<time>2024-03-01T10:\(String(format: "%02d", index / 60 % 60)):\(String(format: "%02d", index % 60))Z</time>"
                + "<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\(120 + index % 40)</gpxtpx:hr>"
                + "<gpxtpx:cad>\(80 + index % 9)</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>\n"
        }
        text += "</trkseg></trk>\n</gpx>\n"
        assertSameAsLibXML2(text, chunkSizes: [4096, 65_536, 262_144, 1_000_003])
    }

    func testAFileTheHandlerRefusesIsLeftToLibXML2WhoseRefusalIsReported() {
        let bytes = Array("<?xml version=\"1.0\"?>\n<!-- x -->\n<kml\n  xmlns=\"urn:k\">\n</kml>".utf8)
        XCTAssertEqual(XMLDifferential.libxml2(bytes, root: GPXTraceRoot.self), .failed("doc.xml:4: not a traced file: root element is <kml>"))
        assertLeftToLibXML2(bytes)
        // libxml2's path may refuse the same file first, for a reason further on in its chunk
        // (its attribute guard counts `="` in text too): that refusal is the one reported.
        let guarded = Array(("<gpx>" + String(repeating: "=\"", count: 1001) + "</gpx>").utf8)
        XCTAssertEqual(
            XMLDifferential.libxml2(guarded, root: TCXTraceRoot.self),
            .failed("doc.xml:1: an element has more than 1000 attributes; XML files never need that many"))
        XCTAssertEqual(XMLDifferential.scanner(guarded, root: TCXTraceRoot.self), .declined)
    }

    // MARK: - Left to libxml2

    func testWhatTheScannerDoesNotReadIsLeftToLibXML2WhichWordsTheRefusal() {
        let documents = [
            "<?xml version=\"1.0\"?><!DOCTYPE gpx><gpx/>",
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><gpx><name>x</name></gpx>",
            "<?xml version=\"1.1\"?><gpx/>",
            "<gpx>\r<name>x</name></gpx>",
            "<gpx><näme>x</näme></gpx>",
            "<gpx><p:name>x</p:name></gpx>",
            "<gpx a=\"1\" a=\"2\"/>",
            "<gpx a=\"1\" p:a=\"2\" xmlns:p=\"urn:p\"/>",
            "<gpx xmlns:p=\"urn:p\" xmlns:p=\"urn:q\"/>",
            "<gpx xmlns:p=\"\"/>",
            "<gpx><name>a]]>b</name></gpx>",
            "<gpx><name>a\u{1}b</name></gpx>",
            "<gpx><name>&nbsp;</name></gpx>",
            "<gpx><name>&#0;</name></gpx>",
            "<gpx><name>&#xD800;</name></gpx>",
            "<gpx><name>x</name>",
            "<gpx><name>x</nam></gpx>",
            "<gpx/><gpx/>",
            "<gpx/>text",
            "text<gpx/>",
            "<gpx><!-- a -- b --></gpx>",
            "<gpx a=1/>",
            "<gpx a=\"1\"b=\"2\"/>",
            "<gpx a=\"<\"/>",
            "<gpx><?xml version=\"1.0\"?></gpx>",
            "<gpx><?pi?x?></gpx>",
            "<gpx><a:b:c/></gpx>",
            "",
            "<",
            "<gpx><name>&amp</name></gpx>",
        ]
        for document in documents {
            assertLeftToLibXML2(document)
        }
    }

    /// What the differential fuzz target (`Tests/Fuzz/run.sh run xml`) found the scanner
    /// reading otherwise than libxml2: all now left to libxml2.
    func testWhatTheFuzzerFoundIsLeftToLibXML2() {
        // libxml2 refuses to bind anything to the XML or XMLNS namespace.
        assertLeftToLibXML2("<gpx xmlns=\"http://www.w3.org/XML/1998/namespace\"/>")
        assertLeftToLibXML2("<gpx xmlns=\"http://www.w3.org/2000/xmlns/\"/>")
        assertLeftToLibXML2("<gpx xmlns:a=\"http://www.w3.org/XML/1998/namespace\"><a:b/></gpx>")
        assertLeftToLibXML2("<gpx xmlns:a=\"http://www.w3.org/2000/xmlns/\"><a:b/></gpx>")
        // libxml2's path refuses more than 1,000 `="` between two `<`, in text too.
        assertLeftToLibXML2("<gpx>" + String(repeating: "=\"", count: 1001) + "</gpx>")
        assertLeftToLibXML2("<gpx><!--" + String(repeating: "='", count: 1001) + "--></gpx>")
        assertLeftToLibXML2("<gpx a='" + String(repeating: "=\"", count: 1001) + "'/>")
        // A few hundred are read as libxml2 reads them.
        assertSameAsLibXML2("<gpx><name>" + String(repeating: "a=b ", count: 300) + "</name></gpx>", chunkSizes: [7, 4096])
    }

    /// A byte-order mark is skipped only as the file's first bytes, however the file is cut:
    /// after white space it goes to the parser (libxml2 reads it, the scanner leaves it).
    func testAByteOrderMarkIsSkippedOnlyAtTheStartWhereverTheChunksEnd() {
        let late: [UInt8] = Array("\t  \n".utf8) + [0xEF, 0xBB, 0xBF] + Array("\n<gpx><name>x</name></gpx>".utf8)
        XCTAssertEqual(XMLDifferential.scanner(late, root: GPXTraceRoot.self, chunkSizes: [4]), .declined, "cut right before the mark")
        assertLeftToLibXML2(late)
        let early: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("\n\n<gpx><name>x</name></gpx>".utf8)
        assertSameAsLibXML2(String(decoding: early, as: UTF8.self), chunkSizes: [3, 4, 64])
        guard case .events(let events) = XMLDifferential.scanner(early, root: GPXTraceRoot.self) else { return XCTFail("not read") }
        XCTAssertEqual(events.first, "start 1 line 1 gpx {}", "the mark and the lines before the root are skipped, as libxml2's path skips them")
    }

    func testBytesThatAreNotUTF8OrNotXMLCharactersAreLeftToLibXML2() {
        let prefix = Array("<gpx><name>".utf8), suffix = Array("</name></gpx>".utf8)
        let bad: [[UInt8]] = [
            [0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xEF, 0xBF, 0xBE],
            [0xEF, 0xBF, 0xBF], [0x80], [0xC3], [0xE2, 0x82], [0x00],
        ]
        for sequence in bad {
            assertLeftToLibXML2(prefix + sequence + suffix)
        }
        // The same characters as references are refused too; U+FFFD is an XML character.
        assertLeftToLibXML2("<gpx><name>&#xFFFE;</name></gpx>")
        assertSameAsLibXML2("<gpx><name>\u{FFFD}&#xFFFD;\u{10FFFF}</name></gpx>")
    }

    func testUTF16IsLeftToLibXML2() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><gpx><name>x</name></gpx>"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        assertLeftToLibXML2(bytes)
    }

    func testLimitsLeaveLongNamesDeepNestingManyAttributesAndLongCommentsToLibXML2() {
        let longName = String(repeating: "n", count: XMLByteScanner.maxNameLength + 1)
        assertLeftToLibXML2("<gpx><\(longName)/></gpx>")
        let deep = XMLByteScanner.maxDepth
        assertLeftToLibXML2("<gpx>" + String(repeating: "<a>", count: deep) + String(repeating: "</a>", count: deep) + "</gpx>")
        assertSameAsLibXML2(
            "<gpx>" + String(repeating: "<a>", count: deep - 1) + String(repeating: "</a>", count: deep - 1) + "</gpx>", chunkSizes: [3])
        let attributes = (0...XMLByteScanner.maxAttributes).map { " a\($0)=\"\($0)\"" }.joined()
        assertLeftToLibXML2("<gpx\(attributes)/>")
        let comment = "<gpx><!--" + String(repeating: "c", count: XMLCarryBuffer.limit + 10) + "--></gpx>"
        XCTAssertEqual(XMLDifferential.scanner(Array(comment.utf8), root: GPXTraceRoot.self, chunkSizes: [65_536]), .declined)
        // In one region the comment is read where it lies: no carrying, no limit.
        XCTAssertEqual(
            XMLDifferential.scanner(Array(comment.utf8), root: GPXTraceRoot.self),
            XMLDifferential.libxml2(Array(comment.utf8), root: GPXTraceRoot.self))
    }

    // MARK: - Real files

    /// Every GPX and TCX file of the fixtures and the examples, cut in several ways: the
    /// scanner reads each as libxml2 does, and leaves none of the well-formed ones to libxml2.
    func testEveryFixtureAndExampleFileIsReadAsLibXML2ReadsIt() throws {
        XCTAssertGreaterThanOrEqual(try assertReadAsLibXML2Reads([TestPaths.fixtures, TestPaths.examples]), 26)
    }

    /// The same for every GPX and TCX file of the shared corpus (skipped when it is absent).
    func testEveryCorpusFileIsReadAsLibXML2ReadsIt() throws {
        // Looked for outside the assertion, which would turn its skip into a failure.
        let corpus = try SharedCorpus.url()
        XCTAssertGreaterThanOrEqual(try assertReadAsLibXML2Reads([corpus]), 31)
    }

    /// Reads every GPX, TCX and XML file under `folders` with the scanner in several chunkings
    /// and with libxml2, asserting the same events; returns how many files the scanner read.
    private func assertReadAsLibXML2Reads(_ folders: [URL]) throws -> Int {
        var read = 0, declined: [String] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where ["gpx", "tcx", "xml"].contains(url.pathExtension.lowercased()) {
                let bytes = Array(try Data(contentsOf: url))
                let isTCX = String(decoding: bytes.prefix(2048), as: UTF8.self).contains("TrainingCenterDatabase")
                let expected = isTCX ? XMLDifferential.libxml2(bytes, root: TCXTraceRoot.self) : XMLDifferential.libxml2(bytes, root: GPXTraceRoot.self)
                for sizes in [[], [4096], [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144]] {
                    let scanned = isTCX
                        ? XMLDifferential.scanner(bytes, root: TCXTraceRoot.self, chunkSizes: sizes)
                        : XMLDifferential.scanner(bytes, root: GPXTraceRoot.self, chunkSizes: sizes)
                    if scanned == .declined {
                        if sizes.isEmpty { declined.append(url.lastPathComponent) }
                        continue
                    }
                    XCTAssertEqual(scanned, expected, "\(url.path), chunks \(sizes)")
                }
                if case .events = expected, !declined.contains(url.lastPathComponent) { read += 1 }
            }
        }
        print("scanner: \(read) files read, left to libxml2: \(declined.sorted())")
        return read
    }
}
