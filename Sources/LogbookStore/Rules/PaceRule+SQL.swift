import LogbookModel
import LogbookSQLite

extension PaceRule.Check {
    /// The check's failure as a SQL condition on `column` (the quantity's column),
    /// compared with `limitSQL` (one `?` for the limit unless told otherwise).
    public func failureSQL(column: String, limitSQL: String = "?") -> String {
        "\(column) \(failsBelow ? "<" : ">") \(limitSQL)"
    }
}

extension PaceRule {
    /// The SQL condition true when a stored run with a finite pace and a positive distance
    /// fails any threshold check, reading each quantity from the column `column` names,
    /// and the limits to bind, in order.
    public static func thresholdSQL(
        _ thresholds: PaceThresholds, column: (Quantity) -> String
    ) -> (sql: String, limits: [Double]) {
        (checks.map { $0.failureSQL(column: column($0.quantity)) }.joined(separator: " OR "),
         checks.map { $0.limit.value(in: thresholds) })
    }

    /// The SQL condition true when a stored run fails any threshold check, reading each
    /// quantity from the column `column` names and each limit from the SQL expression
    /// `limit` gives (with its values; per-sport limits are a `CASE` on the sport), and
    /// the values to bind, in order.
    public static func thresholdSQL(
        column: (Quantity) -> String, limit: (Limit) -> (sql: String, values: [SQLiteValue])
    ) -> (sql: String, values: [SQLiteValue]) {
        var conditions: [String] = []
        var values: [SQLiteValue] = []
        for check in checks {
            let bound = limit(check.limit)
            conditions.append(check.failureSQL(column: column(check.quantity), limitSQL: bound.sql))
            values += bound.values
        }
        return (conditions.joined(separator: " OR "), values)
    }
}
