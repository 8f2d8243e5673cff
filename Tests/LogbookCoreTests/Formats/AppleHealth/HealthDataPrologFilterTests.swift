import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookFormats

/// The bytes libxml2 is given for an `export.xml`: the DOCTYPE as its line breaks alone,
/// however the file is cut into chunks, and forbidden control bytes as spaces.
final class HealthDataPrologFilterTests: XCTestCase {
    private func filtered(_ text: String, chunk: Int) throws -> (text: String, replaced: Int) {
        var filter = HealthDataPrologFilter()
        var output: [UInt8] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(start + chunk, bytes.count)
            _ = try bytes[start..<end].withUnsafeBytes { piece in
                try filter.filter(piece) { output.append(contentsOf: $0); return true }
            }
            start = end
        }
        _ = try filter.finish { output.append(contentsOf: $0); return true }
        return (String(decoding: output, as: UTF8.self), filter.replacedBytes)
    }

    func testTheDoctypeBecomesItsLineBreaksWhateverTheChunks() throws {
        let text = HealthExportText.document([" <Record type=\"x\" value=\"1\u{0B}\"/>\n"])
        let doctypeLines = text.components(separatedBy: "<!DOCTYPE")[1].components(separatedBy: "]>")[0]
            .filter { $0 == "\n" }.count
        let expected = text.replacingOccurrences(
            of: "<!DOCTYPE" + text.components(separatedBy: "<!DOCTYPE")[1].components(separatedBy: "]>")[0] + "]>",
            with: String(repeating: "\n", count: doctypeLines)
        ).replacingOccurrences(of: "\u{0B}", with: " ")
        for chunk in [1, 2, 7, 9, 64, 1 << 20] {
            let (output, replaced) = try filtered(text, chunk: chunk)
            XCTAssertEqual(output, expected, "chunks of \(chunk)")
            XCTAssertEqual(replaced, 1)
            XCTAssertEqual(output.filter { $0 == "\n" }.count, text.filter { $0 == "\n" }.count)
        }
    }

    func testAnEntityIsRefusedAtItsLineEvenInsideAComment() throws {
        let prolog = "<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n<!-- <!ENTITY a \"b\"> -->\n<!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n"
        for chunk in [1, 5, 1 << 20] {
            XCTAssertThrowsError(try filtered(prolog + "<HealthData/>", chunk: chunk)) { error in
                XCTAssertEqual((error as? XMLContentFailure)?.line, 4, "chunks of \(chunk)")
            }
        }
    }

    func testAFileWithoutDoctypePassesUnchanged() throws {
        let text = "<?xml version=\"1.0\"?>\n<!-- export -->\n<HealthData locale=\"en\"><Record/></HealthData>\n"
        XCTAssertEqual(try filtered(text, chunk: 3).text, text)
    }

    func testAnEndlessDoctypeIsRefused() throws {
        var filter = HealthDataPrologFilter()
        let piece = Array(("<!DOCTYPE HealthData [\n" + String(repeating: "<!ELEMENT a EMPTY>\n", count: 60_000)).utf8)
        XCTAssertThrowsError(try piece.withUnsafeBytes { try filter.filter($0) { _ in true } }) { error in
            XCTAssertEqual(
                (error as? XMLContentFailure)?.reason,
                "the <!DOCTYPE> does not end within the first 1 MiB; an Apple Health export's is about 10 KB")
        }
    }
    func testTheWordWideSearchFindsTheFirstForbiddenByteAsAByteByByteOneDoes() {
        // Bytes near the limits (0x1F and 0x20, tab, LF, CR, 0x7F, 0x80, 0xFF) at every
        // position and length, so that each lane of a word and the tail are tried.
        let seed = UInt64(Date().timeIntervalSince1970)
        var random = SplitMix64(state: seed)
        let alphabet: [UInt8] = [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0B, 0x0D, 0x1F, 0x20, 0x21, 0x41, 0x7F, 0x80, 0x9F, 0xC3, 0xFF]
        for trial in 0..<4000 {
            let length = random.below(40)
            let rare = random.below(4) == 0
            let bytes = (0..<length).map { _ in
                rare ? alphabet[random.below(alphabet.count)] : [0x09, 0x0A, 0x0D, 0x20, 0x41, 0x80, 0xFF][random.below(7)]
            }
            let expected = bytes.firstIndex(where: HealthDataPrologFilter.isForbidden)
            let found = bytes.withUnsafeBytes { HealthDataPrologFilter.firstForbidden(in: $0) }
            XCTAssertEqual(found, expected, "seed \(seed), trial \(trial): \(bytes)")
            if found != expected { return }
        }
    }
}
