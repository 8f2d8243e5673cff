import Foundation
import LogbookTestSupport
import XCTest

/// A GPX or TCX whose creator is a game (Zwift, MyWhoosh, ...) is virtual: its positions
/// never give its time zone, and `show` marks it.
final class VirtualCreatorImportTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// `explain 1 utc_offset_s --json`'s source, after importing `text` as `name`.
    private func offsetSource(_ text: String, name: String) throws -> String? {
        let imported = try CLIRunner.run(["import", try TrackFiles.write(text, to: name, in: folder), "--db", db])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let explained = try CLIRunner.run(["explain", "1", "utc_offset_s", "--json", "--db", db])
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: Any])
        return (document["fields"] as? [[String: Any]])?.first?["source"] as? String
    }

    private func sportLine() throws -> String? {
        try CLIRunner.run(["show", "1", "--db", db]).stdout.split(separator: "\n").first { $0.hasPrefix("  Sport") }.map(String.init)
    }

    func testAGPXFromZwiftIgnoresItsPositionsZone() throws {
        let gpx = TrackFiles.gpx(start: "2026-06-01T16:00:00Z", duration: 600).replacingOccurrences(of: "creator=\"logbook tests\"", with: "creator=\"Zwift\"")
        XCTAssertEqual(try offsetSource(gpx, name: "zwift.gpx"), "system")
        XCTAssertEqual(try sportLine(), "  Sport       running (virtual)")
    }

    func testAGPXFromAWatchTakesItsPositionsZone() throws {
        XCTAssertEqual(try offsetSource(TrackFiles.gpx(start: "2026-06-01T16:00:00Z", duration: 600), name: "watch.gpx"), "position")
        XCTAssertEqual(try sportLine(), "  Sport       running")
    }

    func testATCXWhoseCreatorIsMyWhooshIsVirtual() throws {
        let tcx = DeviceTotalsCommandTests.tcx(seconds: 600, lapDistance: 1800)
            .replacingOccurrences(of: "</Lap></Activity>", with: "</Lap><Creator><Name>MyWhoosh</Name></Creator></Activity>")
        XCTAssertEqual(try offsetSource(tcx, name: "mywhoosh.tcx"), "system")
        XCTAssertEqual(try sportLine(), "  Sport       running (virtual)")
    }
}
