import Foundation
import XCTest

@testable import LogbookCore

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
        XCTAssertEqual(result.records[1].fields[1].utf8.count, 1_000_000)
        XCTAssertEqual(result.records[1].fields[2], "end")
        XCTAssertEqual(result.records[2].line, 200_003)
    }

    func testEmptyInputHasNoRecords() throws {
        XCTAssertEqual(try table("").records, [])
        XCTAssertEqual(try table("\n\r\n").records, [])
    }
}
