import Foundation
import LogbookTestSupport
import XCTest

/// File names and run names that try to drive the terminal: escape sequences that clear
/// the screen or set the window title, line breaks that forge a line, and bidirectional
/// overrides that reverse what follows. Human lines show them as spaces; JSON escapes them.
final class HostileTerminalTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// ESC[2J (clear the screen), OSC 0 ... BEL (set the title), a line feed, CSI as one C1
    /// character, and U+202E (right-to-left override).
    static let hostile = "run\u{1B}[2J\u{1B}]0;pwned\u{07}\nimported   fake\u{9B}31m\u{202E}xpg.gpx"
    /// What a human line shows for it: every one of them a space.
    static let shown = "run [2J ]0;pwned  imported   fake 31m xpg.gpx"

    private func assertNoControls(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let bad = text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
        XCTAssertEqual(bad.map { String($0.value, radix: 16) }, [], text, file: file, line: line)
    }

    func testImportShowsAHostileFileNameWithoutItsControls() throws {
        let good = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: Self.hostile, in: folder)
        let bad = try TrackFiles.write("not an export at all", to: Self.hostile + ".txt", in: folder)
        let result = try CLIRunner.run(["import", "--db", db, good, bad])
        XCTAssertEqual(result.status, 1)
        assertNoControls(result.stdout)
        assertNoControls(result.stderr)
        let shownFolder = folder.url.path
        XCTAssertEqual(
            result.stdout,
            "\(shownFolder)/\(Self.shown): 1 run imported, 0 duplicates, 0 rejected\n"
                + "Imported 1 run from 2 files: 0 duplicates, 0 upgraded, 0 skipped, 1 rejected.\n")
        XCTAssertEqual(
            result.stderr,
            "Created a new logbook at \(db)\n"
                + "Error: \(shownFolder)/\(Self.shown).txt:1: unknown format: not a GPX, TCX, CSV, FIT or Apple Health file\n")
        // Again: the duplicate line too.
        let again = try CLIRunner.run(["import", "--db", db, good])
        XCTAssertEqual(again.stdout, "\(shownFolder)/\(Self.shown): 0 runs imported, 1 duplicate, 0 rejected\nImported 0 runs from 1 file: 1 duplicate, 0 upgraded, 0 skipped, 0 rejected.\n")
    }

    func testJSONEscapesControlsAndBidirectionalOverrides() throws {
        let good = try TrackFiles.write(
            TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600, name: "Evil\u{202E}nuR\u{9B}"), to: Self.hostile, in: folder)
        let result = try CLIRunner.run(["import", "--json", "--db", db, good])
        XCTAssertEqual(result.status, 0, result.stderr)
        assertNoControls(result.stdout)
        XCTAssertTrue(result.stdout.contains(#"run\u001b[2J\u001b]0;pwned\u0007\nimported   fake\u009b31m\u202expg.gpx"#), result.stdout)
        // The JSON still says exactly what the name is.
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        XCTAssertEqual(parsed?.first?["file"] as? String, good)
        let list = try CLIRunner.run(["list", "--json", "--db", db])
        assertNoControls(list.stdout)
        XCTAssertTrue(list.stdout.contains(#""name": "Evil\u202enuR\u009b""#), list.stdout)
        let table = try CLIRunner.run(["list", "--db", db])
        assertNoControls(table.stdout)
        XCTAssertTrue(table.stdout.contains("Evil nuR"), table.stdout)
    }
}
