import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// Names with quotes, semicolons, SQL and markup are data, never code: they come back
/// exactly as written, from SQL and from logbook's JSON output.
final class NameRoundTripTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private let hostileName = #"Robert'); DROP TABLE runs;-- "quoted" ; <b>"#

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }

    private func importJSON(_ path: String) throws -> [String: Any] {
        let result = try CLIRunner.run(["import", "--json", "--tz", "UTC", "--db", db, path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return try XCTUnwrap(files.first)
    }

    func testHostileTrackNameAndFileNameRoundTripLiterally() throws {
        // The file name itself carries the quotes and the SQL too.
        let fileName = #"Robert'); DROP TABLE runs;-- "q" .gpx"#
        let text = HostileFiles.gpx(HostileFiles.threePoints(), name: xmlEscaped(hostileName))
        let path = try TrackFiles.write(text, to: fileName, in: folder)
        let file = try importJSON(path)
        XCTAssertEqual(file["file"] as? String, path)
        XCTAssertEqual(file["status"] as? String, "imported")

        let database = try Database(path: db, mode: .readOnly)
        XCTAssertEqual(try database.userTableNames().filter { ["runs", "sample_chunks", "splits"].contains($0) }, ["runs", "sample_chunks", "splits"])
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, 3)
        XCTAssertEqual(try database.scalar("SELECT name FROM runs").stringValue, hostileName)
        XCTAssertEqual(try database.scalar("SELECT name FROM import_files").stringValue, path)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs WHERE name = ?", [.text(hostileName)]).int64Value, 1)
        XCTAssertEqual(try RunQueries(database: database).run(id: 1)?.name, hostileName)
        let list = try CLIRunner.run(["list", "--json", "--db", db])
        XCTAssertEqual(list.status, 0, list.stderr)
        let listed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(listed.map { $0["name"] as? String }, [hostileName])

        // Importing it again finds it (by content) and names the file the same way.
        let again = try CLIRunner.run(["import", "--db", db, path])
        XCTAssertEqual(again.stdout, "\(path): 0 runs imported, 1 duplicate, 0 rejected\nImported 0 runs from 1 file: 1 duplicate, 0 upgraded, 0 skipped, 0 rejected.\n")
    }

    func testHostileNameInACSVCell() throws {
        let quoted = "\"" + hostileName.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let path = try TrackFiles.write(
            HostileFiles.csvHeader + "2024-05-02T06:00:00Z,running,10000,3000,3000,,\(quoted)\n", to: "names.csv", in: folder)
        _ = try importJSON(path)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT name FROM runs", path: db).stringValue, hostileName)
    }

    func testNameWithAnEmojiARightToLeftMarkAndATabSurvivesIntact() throws {
        // A name with an emoji, a right-to-left mark and a tab survives intact.
        let name = "Morgenlauf 🏃\u{200F}\tend"
        let path = try TrackFiles.write(
            HostileFiles.gpx(HostileFiles.threePoints(), name: xmlEscaped(name)), to: "unicode.gpx", in: folder)
        _ = try importJSON(path)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT name FROM runs", path: db).stringValue, name)
    }
}
