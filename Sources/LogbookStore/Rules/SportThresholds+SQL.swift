import LogbookModel
import LogbookSQLite

extension SportThresholds {
    /// An SQL expression over the sport column `column` giving each run's fastest
    /// (`fastest: true`) or slowest believable pace, and its values in order: what `stats`
    /// applies to stored runs, from the same table.
    public static func sqlBound(column: String, fastest: Bool, running: PaceThresholds) -> (sql: String, values: [SQLiteValue]) {
        var sql = "CASE \(column)"
        var values: [SQLiteValue] = []
        for (family, sports) in sportsByFamily {
            let bound: Double
            if let range = paceRange(of: family) {
                bound = fastest ? range.lowerBound : range.upperBound
            } else {
                bound = fastest ? running.minPace : running.maxPace
            }
            for sport in sports {
                sql += " WHEN ? THEN ?"
                values += [.text(sport), .real(bound)]
            }
        }
        let other = paceRange(of: .other) ?? 30...3_600
        sql += " ELSE ? END"
        values.append(.real(fastest ? other.lowerBound : other.upperBound))
        return (sql, values)
    }
}
