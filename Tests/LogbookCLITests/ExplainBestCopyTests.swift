import Foundation
import LogbookTestSupport
import XCTest

/// `logbook explain ID best_copy`: of two copies of one run, which was kept and the criterion
/// of the best-copy ranking that decided, as judged when the second copy arrived.
final class ExplainBestCopyTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// 1200 s at 3 m/s from 2024-05-02T06:00Z: a GPX without totals, and a TCX whose lap states them.
    private var gpx: String { TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 1200, step: 5, speed: 3) }
    private var tcx: String { DeviceTotalsCommandTests.tcx(seconds: 1200, lapDistance: 3650) }

    private func importFile(_ text: String, name: String) throws {
        let result = try CLIRunner.run(["import", try TrackFiles.write(text, to: name, in: folder), "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    private func bestCopy() throws -> [String: Any] {
        let result = try CLIRunner.run(["explain", "1", "best_copy", "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap((document["fields"] as? [[String: Any]])?.first)
    }

    func testARunOfOneFileIsItsOnlyCopy() throws {
        try importFile(gpx, name: "run.gpx")
        let copy = try bestCopy()
        XCTAssertEqual(copy["rule"] as? String, "only_copy")
        XCTAssertEqual(copy["value"] as? String, "gpx")
        XCTAssertEqual((copy["read"] as? [String: Any])?["copies"] as? Int, 1)
    }

    func testACopyWithTheDeviceTotalsReplacesTheTrackAndSaysWhy() throws {
        try importFile(gpx, name: "run.gpx")
        try importFile(tcx, name: "run.tcx")
        let copy = try bestCopy()
        XCTAssertEqual(copy["rule"] as? String, "device_totals")
        XCTAssertEqual(copy["value"] as? String, "tcx")
        XCTAssertEqual(copy["source"] as? String, "arrived")
        XCTAssertEqual((copy["alternatives"] as? [[String: Any]])?.first?["value"] as? String, "gpx")
        XCTAssertEqual(copy["text"] as? String, "best copy tcx: kept the TCX that came later over the GPX: it has the device's totals (distance, timer)")
        XCTAssertEqual(try CLIRunner.run(["list", "--json", "--db", db]).stdout.components(separatedBy: "\"id\"").count - 1, 1)
    }

    func testAPoorerCopyThatCameLaterLeavesTheStoredOneAndSaysWhy() throws {
        try importFile(tcx, name: "run.tcx")
        try importFile(gpx, name: "run.gpx")
        let copy = try bestCopy()
        XCTAssertEqual(copy["rule"] as? String, "device_totals")
        XCTAssertEqual(copy["value"] as? String, "tcx")
        XCTAssertEqual(copy["source"] as? String, "stored")
        XCTAssertEqual(copy["text"] as? String, "best copy tcx: kept the stored TCX over the GPX that came later: it has the device's totals (distance, timer)")
        // A rebuild keeps how the copies were judged.
        XCTAssertEqual(try CLIRunner.run(["rebuild", "--db", db]).status, 0)
        XCTAssertEqual(try bestCopy()["rule"] as? String, "device_totals")
    }
}
