import Foundation
import XCTest
@testable import LogbookFormats
@testable import LogbookModel

/// The GPX reader's cheap paths (namespace judged once by address, names compared inline,
/// libxml2 fed in 64 KiB pieces) read exactly what the files say.
final class GPXFastPathTests: XCTestCase {
    func testElementsOfAnotherNamespaceAreNotReadAsGPXOnes() throws {
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:o="urn:other">
            <trk><name>Mixed</name><trkseg>
            <trkpt lat="45.5" lon="6.25"><o:time>2030-01-01T00:00:00Z</o:time><o:ele>9999</o:ele><ele>310.5</ele><time>2024-03-01T10:00:00Z</time></trkpt>
            <o:trkpt lat="1" lon="1"><time>2024-03-01T10:00:01Z</time></o:trkpt>
            <trkpt lat="45.6" lon="6.35"><time>2024-03-01T10:00:02Z</time><ele>311.5</ele></trkpt>
            </trkseg></trk>
            <o:trk><o:trkseg><trkpt lat="2" lon="2"><time>2024-03-01T11:00:00Z</time></trkpt></o:trkseg></o:trk>
            </gpx>
            """
        let activities = try XMLActivityReader.gpx.read(XMLReaderTestFiles.data(text))
        XCTAssertEqual(activities.count, 1)
        let points = activities[0].segments.flatMap { $0 }
        XCTAssertEqual(points.count, 2)
        XCTAssertEqual(points.map(\.timestamp), [1_709_287_200, 1_709_287_202])
        XCTAssertEqual(points.map(\.ele), [310.5, 311.5])
        XCTAssertEqual(points.map(\.lat), [45.5, 45.6])
        XCTAssertEqual(points.map(\.lon), [6.25, 6.35])
    }

    func testAGPXNamespaceDeclaredAgainDeeperIsStillGPX() throws {
        let text = """
            <?xml version="1.0"?>
            <g:gpx version="1.1" xmlns:g="http://www.topografix.com/GPX/1/1"><g:trk><g:trkseg>
            <trkpt xmlns="http://www.topografix.com/GPX/1/0" lat="45.5" lon="6.25"><time>2024-03-01T10:00:00Z</time></trkpt>
            <g:trkpt lat="45.75" lon="6.5"><g:time>2024-03-01T10:00:03Z</g:time></g:trkpt>
            </g:trkseg></g:trk></g:gpx>
            """
        let points = try XMLActivityReader.gpx.read(XMLReaderTestFiles.data(text))[0].segments.flatMap { $0 }
        XCTAssertEqual(points.map(\.timestamp), [1_709_287_200, 1_709_287_203])
        XCTAssertEqual(points.map(\.lat), [45.5, 45.75])
    }

    func testEveryPointOfAFileLargerThanManyParseChunksIsRead() throws {
        XCTAssertEqual(XMLPushParser<GPXParseState>.parseChunkSize, 65_536)
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:t="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <trk><name>Long</name><trkseg>

            """
        let count = 3_000
        for index in 0..<count {
            let second = index % 60, minute = (index / 60) % 60
            text += "<trkpt lat=\"45.\(String(format: "%07d", index))\" lon=\"-6.\(String(format: "%07d", count - index))\">"
                + "<ele>\(index / 10).\(index % 10)</ele><time>2024-03-01T10:\(String(format: "%02d:%02d", minute, second))Z</time>"
                + "<extensions><t:TrackPointExtension><t:hr>\(100 + index % 90)</t:hr><t:cad>\(80 + index % 10)</t:cad>"
                + "</t:TrackPointExtension></extensions></trkpt>\n"
        }
        text += "</trkseg></trk></gpx>\n"
        XCTAssertGreaterThan(text.utf8.count, 4 * 65_536)
        let points = try XMLActivityReader.gpx.read(XMLReaderTestFiles.data(text))[0].segments.flatMap { $0 }
        XCTAssertEqual(points.count, count)
        for (index, point) in points.enumerated() {
            let expected = TrackPoint(
                timestamp: 1_709_287_200 + Double((index / 60) % 60 * 60 + index % 60),
                lat: 45 + Double(index) / 1e7, lon: -(6 + Double(count - index) / 1e7),
                ele: Double(index) / 10, hr: Float(100 + index % 90), cadence: Float(2 * (80 + index % 10)))
            XCTAssertEqual(point.timestamp, expected.timestamp, "point \(index)")
            XCTAssertEqual(point.lat, strtod("45.\(String(format: "%07d", index))", nil), "point \(index)")
            XCTAssertEqual(point.lon, strtod("-6.\(String(format: "%07d", count - index))", nil), "point \(index)")
            XCTAssertEqual(point.ele, strtod("\(index / 10).\(index % 10)", nil), "point \(index)")
            XCTAssertEqual(point.hr, expected.hr, "point \(index)")
            XCTAssertEqual(point.cadence, expected.cadence, "point \(index)")
        }
    }
}
