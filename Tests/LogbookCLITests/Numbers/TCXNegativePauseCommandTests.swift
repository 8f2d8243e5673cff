import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// `logbook import` of a TCX whose time steps backwards in the middle: both parts stored,
/// the warning naming the file and the point.
final class TCXNegativePauseCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A run due north from 64 N 21.9 W at 3 m/s, a point every 5 s on a line of its own
    /// (the first on line 5): 300 s, then its clock set back an hour and 300 s more.
    private static let text: String = {
        let formatter = ISO8601DateFormatter()
        let start = Date(timeIntervalSince1970: 1_714_629_600)  // 2024-05-02T06:00:00Z
        let points = stride(from: 0, through: 600, by: 5).map { second -> String in
            let dated = second <= 300 ? second : second - 3600
            let lat = 64 + 3 * Double(second) / TrackFiles.metresPerDegree
            return "<Trackpoint><Time>\(formatter.string(from: start.addingTimeInterval(Double(dated))))</Time><Position>"
                + "<LatitudeDegrees>\(String(format: "%.8f", lat))</LatitudeDegrees><LongitudeDegrees>-21.9</LongitudeDegrees>"
                + "</Position></Trackpoint>"
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
            <Activities><Activity Sport="Running"><Id>2024-05-02T06:00:00Z</Id>
            <Lap StartTime="2024-05-02T06:00:00Z"><TotalTimeSeconds>600</TotalTimeSeconds><DistanceMeters>1800</DistanceMeters><Track>
            \(points)
            </Track></Lap></Activity></Activities></TrainingCenterDatabase>

            """
    }()

    func testBothPartsAreStoredAndTheWarningNamesTheFileAndThePoint() throws {
        let path = try TrackFiles.write(Self.text, to: "back.tcx", in: folder)
        let result = try CLIRunner.run(["import", path, "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        // Point 61 (second 305, dated 05:05:05) is on line 5 + 61.
        XCTAssertEqual(
            result.stderr,
            "Created a new logbook at \(db)\nwarning: \(path): the time steps back 59:55 at line 66 (2024-05-02T05:05:05Z after 2024-05-02T06:05:00Z): "
                + "the points from there on are kept as a new segment, moved to follow the ones before\n")
        let database = try Database(path: db)
        let row = try XCTUnwrap(database.rows("SELECT gps_distance_m, elapsed_s, moving_s, gps_moving_s FROM runs").first)
        // 300 s and 295 s of running at 3 m/s: 900 m and 885 m; the step between them counts nothing.
        XCTAssertEqual(try XCTUnwrap(row[0].doubleValue), 1785, accuracy: 1)
        XCTAssertEqual(row[1].doubleValue, 595)
        XCTAssertEqual(row[2].doubleValue, 600)
        XCTAssertEqual(try XCTUnwrap(row[3].doubleValue), 595, accuracy: 1)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(DISTINCT segment) FROM samples").int64Value, 2)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, 121)
    }
}
