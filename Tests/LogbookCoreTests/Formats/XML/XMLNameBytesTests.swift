import Foundation
import XCTest
@testable import LogbookFormats

/// Names compared byte by byte, and open elements kept for messages, without C calls.
final class XMLNameBytesTests: XCTestCase {
    private func withName<T>(_ text: String, _ body: (UnsafePointer<UInt8>) -> T) -> T {
        let bytes = Array(text.utf8) + [0]
        return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    func testANameEqualsOnlyTheSameBytes() {
        XCTAssertTrue(withName("trkpt") { XMLNameBytes.equals($0, "trkpt") })
        XCTAssertFalse(withName("trkp") { XMLNameBytes.equals($0, "trkpt") }, "shorter: stops at its NUL")
        XCTAssertFalse(withName("trkpts") { XMLNameBytes.equals($0, "trkpt") }, "longer")
        XCTAssertFalse(withName("trkPt") { XMLNameBytes.equals($0, "trkpt") }, "case counts")
        XCTAssertFalse(withName("") { XMLNameBytes.equals($0, "hr") })
        XCTAssertTrue(withName("hr") { XMLNameBytes.equals($0, "hr") })
        XCTAssertFalse(withName("heart_rate") { XMLNameBytes.equals($0, "heartrate") })
    }

    func testAPrefixNeedsEveryByteOfTheLiteral() {
        XCTAssertTrue(withName("http://www.topografix.com/GPX/1/1") { XMLNameBytes.hasPrefix($0, "http://www.topografix.com/GPX/") })
        XCTAssertTrue(withName("http://www.topografix.com/GPX/") { XMLNameBytes.hasPrefix($0, "http://www.topografix.com/GPX/") })
        XCTAssertFalse(withName("http://www.topografix.com/GPX") { XMLNameBytes.hasPrefix($0, "http://www.topografix.com/GPX/") })
        XCTAssertFalse(withName("urn:x") { XMLNameBytes.hasPrefix($0, "http://www.topografix.com/GPX/") })
        XCTAssertTrue(withName("urn:x") { GPXParseState.isGPXNamespace($0) } == false)
        XCTAssertTrue(withName("http://www.topografix.com/GPX/1/0") { GPXParseState.isGPXNamespace($0) })
    }

    func testOpenElementsGrowPastTheirFirstRoomAndKeepWhatWasRecorded() {
        var open = XMLOpenElements(capacity: 2)
        defer { open.release() }
        let names = (0..<100).map { Array("e\($0)".utf8) + [0] }
        names.withUnsafeBufferPointer { all in
            // The names must outlive the reads below: keep them in one array.
            let pointers = all.map { name in name.withUnsafeBufferPointer { $0.baseAddress! } }
            for (depth, pointer) in pointers.enumerated() { open.set((nil, pointer), at: depth) }
            XCTAssertEqual(open.recorded, 100)
            XCTAssertEqual(open.element(at: 99).map { String(cString: $0.localName) }, "e99")
            XCTAssertEqual(open.element(at: 0).map { String(cString: $0.localName) }, "e0")
            XCTAssertNil(open.element(at: 100))
            XCTAssertNil(open.element(at: -1))
        }
    }

    func testAFileCutInsideDeepNestingNamesTheInnermostElement() {
        var text = """
            <?xml version="1.0"?>
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="1" lon="2"><time>2024-03-01T10:00:00Z</time><extensions>
            """
        for depth in 0..<150 { text += "<x:e\(depth) xmlns:x=\"urn:x\">" }
        let error = XMLReaderTestFiles.importError { try XMLActivityReader.gpx.read(XMLReaderTestFiles.data(text)) }
        XCTAssertEqual(error?.reason, "unexpected end of file inside <x:e149>")
    }
}
