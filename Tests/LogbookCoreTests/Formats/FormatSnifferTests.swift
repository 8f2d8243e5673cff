import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookFormats

final class FormatSnifferTests: XCTestCase {
    private func detect(_ path: String) throws -> FileFormat? {
        let url = try SharedCorpus.url(path)
        return FormatSniffer.detect(try ImportInput(file: url).prefix(FormatSniffer.prefixLength))
    }

    func testEveryCorpusFileIsRecognisedFromItsContent() throws {
        let root = try SharedCorpus.url()
        var checked = 0
        for folder in ["gpx", "tcx", "csv", "fit", "malformed"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path) {
                let expected = FileFormat(rawValue: (name as NSString).pathExtension)
                XCTAssertNotNil(expected, name)
                XCTAssertEqual(try detect("\(folder)/\(name)"), expected, name)
                checked += 1
            }
        }
        XCTAssertEqual(checked, 45)
    }

    func testGeneratedPrefixes() {
        func sniff(_ text: String) -> FileFormat? { FormatSniffer.detect(Data(text.utf8)) }
        XCTAssertEqual(sniff("<?xml version=\"1.0\"?>\n<!-- made by x -->\n<gpx version=\"1.1\">"), .gpx)
        XCTAssertEqual(sniff("\u{FEFF}  <?xml version='1.0'?><tcx:TrainingCenterDatabase xmlns:tcx=\"x\">"), .tcx)
        XCTAssertEqual(sniff("<!DOCTYPE gpx [<!ENTITY a \"b\">]><gpx>"), .gpx)
        XCTAssertNil(sniff("<?xml version=\"1.0\"?><kml xmlns=\"http://www.opengis.net/kml/2.2\">"))
        XCTAssertNil(sniff("<?xml version=\"1.0\"?><!-- unterminated"))
        XCTAssertEqual(sniff("Date,Type,Distance (mi)\r\n2013-12-29 11:36:13,Running,3.1\r\n"), .csv)
        XCTAssertEqual(sniff("Datum;Typ;Distanz\n"), .csv)
        XCTAssertNil(sniff("just some words\n"))
        XCTAssertNil(sniff(""))
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "<?xml version=\"1.0\" encoding=\"UTF-16\"?><gpx>".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(FormatSniffer.detect(Data(utf16)), .gpx)
        var fit = [UInt8](repeating: 0, count: 14)
        fit[0] = 14
        fit.replaceSubrange(8..<12, with: Array(".FIT".utf8))
        XCTAssertEqual(FormatSniffer.detect(Data(fit)), .fit)
        fit[0] = 13
        XCTAssertNil(FormatSniffer.detect(Data(fit)))
    }

    func testRandomBytesAreUnknown() {
        // A fixed seed, so that a failure repeats: unseeded bytes once looked like a CSV.
        var generator = SplitMix64(state: 0x5EED_F0F0)
        for round in 0..<200 {
            let bytes = (0..<512).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            XCTAssertNil(FormatSniffer.detect(Data(bytes)), "round \(round)")
        }
    }

    func testADoctypeLongerThanThePrefixStillNamesTheRoot() {
        // An entity bomb's internal subset can hide the root element from the sniffed prefix;
        // the DOCTYPE's own name then decides, so that the reader refuses the DOCTYPE itself.
        let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE gpx [<!ENTITY a \"" + String(repeating: "a", count: 10_000) + "\">]>\n<gpx/>"
        XCTAssertEqual(FormatSniffer.detect(Data(bomb.utf8).prefix(FormatSniffer.prefixLength)), .gpx)
        let tcx = "<!DOCTYPE x:TrainingCenterDatabase [" + String(repeating: " ", count: 5000) + "]>"
        XCTAssertEqual(FormatSniffer.detect(Data(tcx.utf8).prefix(FormatSniffer.prefixLength)), .tcx)
        let kml = "<!DOCTYPE kml [" + String(repeating: " ", count: 5000) + "]>"
        XCTAssertNil(FormatSniffer.detect(Data(kml.utf8).prefix(FormatSniffer.prefixLength)))
    }
}
