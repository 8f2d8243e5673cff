import Foundation
import XCTest

@testable import LogbookFormats

final class CSVTokenizerTests: XCTestCase {
    private func table(_ text: String) throws -> CSVTable {
        try CSVTokenizer.table(from: Data(text.utf8), file: "t.csv")
    }

    func testPlainCommaFileWithAndWithoutTrailingNewline() throws {
        for text in ["a,b,c\n1,2,3\n", "a,b,c\n1,2,3"] {
            let result = try table(text)
            XCTAssertEqual(result.delimiter, ",")
            XCTAssertEqual(result.records, [CSVRecord(fields: ["a", "b", "c"], line: 1), CSVRecord(fields: ["1", "2", "3"], line: 2)])
            XCTAssertEqual(result.warnings, [])
        }
    }

    func testEmptyTrailingFieldIsKept() throws {
        XCTAssertEqual(try table("a,b\n1,\n").records.last?.fields, ["1", ""])
    }

    func testSemicolonDelimiterIsDetectedOutsideQuotes() throws {
        let result = try table("\"a,b,c\";d;e\n\"1,5\";2;3\n")
        XCTAssertEqual(result.delimiter, ";")
        XCTAssertEqual(result.records[0].fields, ["a,b,c", "d", "e"])
        XCTAssertEqual(result.records[1].fields, ["1,5", "2", "3"])
        // Commas outnumber semicolons in the header: comma wins.
        XCTAssertEqual(try table("a,b,c;d\n").delimiter, ",")
    }

    func testQuotedNewlinesAndDoubledQuotes() throws {
        let text = "name,notes\n\"Long \"\"easy\"\" run\",\"line one\nline two\r\nline three\"\nnext,row\n"
        let result = try table(text)
        XCTAssertEqual(result.records.count, 3)
        XCTAssertEqual(result.records[1], CSVRecord(fields: ["Long \"easy\" run", "line one\nline two\r\nline three"], line: 2))
        XCTAssertEqual(result.records[2], CSVRecord(fields: ["next", "row"], line: 5))
    }

    func testBOMAndCRLF() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("Date,Type\r\n2013-12-29 11:36:13,Running\r\n\r\nx,y\r\n".utf8)
        let result = try CSVTokenizer.table(from: data, file: "t.csv")
        XCTAssertEqual(result.records.map(\.fields), [["Date", "Type"], ["2013-12-29 11:36:13", "Running"], ["x", "y"]])
        XCTAssertEqual(result.records.map(\.line), [1, 2, 4])
    }

    func testBareCarriageReturnsEndLines() throws {
        let result = try table("a,b\r1,2\r3,4")
        XCTAssertEqual(result.records.map(\.line), [1, 2, 3])
        XCTAssertEqual(result.records[2].fields, ["3", "4"])
    }

    func testUnterminatedQuoteNamesTheLineWhereTheFieldStarts() {
        let text = "a,b\n1,2\n3,\"never\nclosed\n4,5\n"
        XCTAssertThrowsError(try table(text)) { error in
            XCTAssertEqual(error as? ImportError, ImportError(file: "t.csv", line: 3, reason: "unterminated quoted field"))
        }
    }

    func testStrayQuotesAreKeptLiterally() throws {
        let result = try table("a,b\n5'11\" tall,\"x\"y\n")
        XCTAssertEqual(result.records[1].fields, ["5'11\" tall", "xy"])
    }

    func testLatin1BytesAreDecodedWithAWarning() throws {
        // "Café;Zürich" in ISO-8859-1.
        let data = Data([0x43, 0x61, 0x66, 0xE9, 0x3B, 0x5A, 0xFC, 0x72, 0x69, 0x63, 0x68, 0x0A])
        let result = try CSVTokenizer.table(from: data, file: "t.csv")
        XCTAssertEqual(result.records[0].fields, ["Café", "Zürich"])
        XCTAssertEqual(result.warnings, [CSVTokenizer.latin1Warning])
    }

    func testValidUTF8IsNotTreatedAsLatin1() throws {
        let result = try table("Café,Zürich\n")
        XCTAssertEqual(result.records[0].fields, ["Café", "Zürich"])
        XCTAssertEqual(result.warnings, [])
    }

    func testOneMegabyteField() throws {
        let big = String(repeating: "x\"\"y,\n", count: 200_000)
        let text = "a,b\n1,\"" + big + "\",end\n2,3\n"
        let result = try table(text)
        XCTAssertEqual(result.records.count, 3)
        // Kept up to the field limit, as XML text is; the record says how long it really was.
        XCTAssertEqual(result.records[1].fields[1].utf8.count, 65_536)
        XCTAssertEqual(result.records[1].fullLengths, [1: 1_000_000])
        XCTAssertEqual(result.records[1].fields[2], "end")
        XCTAssertEqual(result.records[2].line, 200_003)
    }

    func testEmptyInputHasNoRecords() throws {
        XCTAssertEqual(try table("").records, [])
        XCTAssertEqual(try table("\n\r\n").records, [])
    }

    func testRecordsComeOutTheSameWhateverTheChunks() throws {
        let text = "a;b\r\n1;\"x\r\ny\"\"z\"tail;\r\n\r\n\"\";3\rlast;é€"
        let whole = try CSVTokenizer.tokenize(Array(text.utf8), delimiter: UInt8(ascii: ";"), file: "t.csv")
        XCTAssertEqual(whole.map(\.fields), [["a", "b"], ["1", "x\r\ny\"ztail", ""], ["", "3"], ["last", "é€"]])
        XCTAssertEqual(whole.map(\.line), [1, 2, 5, 6])
        for size in 1...7 {
            var tokenizer = CSVStreamTokenizer(delimiter: UInt8(ascii: ";"), file: "t.csv")
            var records: [CSVRecord] = []
            let bytes = Array(text.utf8)
            for start in stride(from: 0, to: bytes.count, by: size) {
                try tokenizer.feed(Array(bytes[start..<min(start + size, bytes.count)])) { record, _ in records.append(record) }
            }
            try tokenizer.finish { record, _ in records.append(record) }
            XCTAssertEqual(records, whole, "chunks of \(size)")
        }
    }

    func testACutFieldNeverEndsInHalfACharacter() throws {
        // 65,535 ASCII bytes, then "é" (2 bytes) straddling the limit: the "é" goes whole.
        let text = "a\n" + String(repeating: "x", count: 65_535) + "é"
        let records = try CSVTokenizer.tokenize(Array(text.utf8), delimiter: UInt8(ascii: ","), file: "t.csv")
        XCTAssertEqual(records[1].fields[0], String(repeating: "x", count: 65_535))
        XCTAssertEqual(records[1].fullLengths, [0: 65_537])
    }

    func testEncodingsAreRecognisedFromTheBytes() throws {
        func encoding(_ bytes: [UInt8]) -> CSVEncoding {
            var detector = CSVEncoding.Detector()
            bytes.withUnsafeBytes { detector.feed($0) }
            return detector.encoding()
        }
        XCTAssertEqual(encoding(Array("a,b\nCafé".utf8)), .utf8(bom: false))
        XCTAssertEqual(encoding([0xEF, 0xBB, 0xBF, 0x61]), .utf8(bom: true))
        XCTAssertEqual(encoding([0xFF, 0xFE, 0x61, 0x00]), .utf16(bigEndian: false))
        XCTAssertEqual(encoding([0xFE, 0xFF, 0x00, 0x61]), .utf16(bigEndian: true))
        XCTAssertEqual(encoding([0x61, 0x93, 0x62, 0x94]), .windows1252)
        XCTAssertEqual(encoding([0x43, 0x61, 0x66, 0xE9]), .latin1)
        // A UTF-8 character cut between two chunks is still UTF-8.
        var detector = CSVEncoding.Detector()
        let euro: [UInt8] = [0x61, 0xE2, 0x82, 0xAC]
        euro[0..<2].withUnsafeBytes { detector.feed($0) }
        euro[2...].withUnsafeBytes { detector.feed($0) }
        XCTAssertEqual(detector.encoding(), .utf8(bom: false))
    }

    func testUTF16IsTranscodedAcrossChunks() throws {
        let text = "a,🏃é"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        var transcoder = CSVTranscoder(.utf16(bigEndian: false))
        var out: [UInt8] = []
        for byte in bytes { out += [byte].withUnsafeBytes { transcoder.utf8($0) } }
        out += transcoder.finish()
        XCTAssertEqual(String(decoding: out, as: UTF8.self), text)
    }
}
