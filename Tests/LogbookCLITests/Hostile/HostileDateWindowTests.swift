import Foundation
import LogbookTestSupport
import XCTest

/// One believable window of times for every reader: from 1900-01-01 to tomorrow
/// (`Believable.isBelievableTime`). CSV took anything in 1900-2100, FIT anything up to
/// 2126, GPX refused all before 1980.
final class HostileDateWindowTests: HostileImportTestCase {
    private typealias F = HostileFiles

    func testAGPXRecordedIn1975IsImported() throws {
        let points = F.point(lat: "47.000", time: "1975-05-02T06:00:00Z") + F.point(lat: "47.001", time: "1975-05-02T06:00:30Z")
            + F.point(lat: "47.002", time: "1975-05-02T06:01:00Z")
        let stored = try assertImported(F.utf8(F.gpx(points)), as: "1975.gpx", warnings: [])
        XCTAssertEqual(stored.startUTC, 168_242_400)
        XCTAssertEqual(stored.samples, 3)
    }

    func testACSVRowDatedInTheFutureIsRefusedSayingSo() throws {
        let text = F.csvHeader + "2099-05-02T06:00:00Z,running,10000,3000,3000,,far\n"
        let path = try write(F.utf8(text), as: "future.csv")
        let result = try importTimed(path, file: #filePath, line: #line)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "Error: \(path):2: no run with a usable time in this file: "
                + "the start 2099-05-02T06:00:00+00:00 is in the future (after tomorrow)\n")
        XCTAssertEqual(try DatabaseSnapshot(path: db).counts, baseline.counts)
    }

    func testACSVRowBefore1900IsRefusedSayingSo() throws {
        let text = F.csvHeader + "1899-12-31T00:00:00Z,running,10000,3000,3000,,old\n"
        let path = try write(F.utf8(text), as: "old.csv")
        let result = try importTimed(path, file: #filePath, line: #line)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "Error: \(path):2: no run with a usable time in this file: the start 1899-12-31T00:00:00+00:00 is before 1900\n")
    }
}
