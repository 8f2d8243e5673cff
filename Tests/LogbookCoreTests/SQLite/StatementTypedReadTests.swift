import XCTest

@testable import LogbookSQLite

/// `Statement.int64(_:)` and `double(_:)` read a column without a `SQLiteValue`, and must
/// give exactly what `column(_:).int64Value` and `.doubleValue` give, for every storage class.
final class StatementTypedReadTests: XCTestCase {
    func testTypedReadsGiveWhatTheBoxedValueGives() throws {
        let database = try Database(path: ":memory:")
        // No column affinity: each value keeps the storage class it was written with.
        try database.execute("CREATE TABLE v (seq INTEGER PRIMARY KEY, x)")
        let written: [SQLiteValue] = [
            .integer(42), .integer(-7), .integer(Int64.max), .integer(0), .null, .real(12.0), .real(-3.5), .real(1e19),
            .real(-0.0), .text("12"), .blob([1, 2]),
        ]
        for value in written { try database.execute("INSERT INTO v (x) VALUES (?)", [value]) }
        let statement = try database.prepare("SELECT x FROM v ORDER BY seq")
        var integers: [Int64?] = [], doubles: [Double?] = []
        while try statement.step() {
            let boxed = statement.column(0)
            XCTAssertEqual(statement.int64(0), boxed.int64Value, "\(boxed)")
            XCTAssertEqual(statement.double(0), boxed.doubleValue, "\(boxed)")
            integers.append(statement.int64(0))
            doubles.append(statement.double(0))
        }
        XCTAssertEqual(integers, [42, -7, Int64.max, 0, nil, 12, nil, nil, 0, nil, nil])
        XCTAssertEqual(doubles, [42, -7, Double(Int64.max), 0, nil, 12, -3.5, 1e19, -0.0, nil, nil])
    }
}
