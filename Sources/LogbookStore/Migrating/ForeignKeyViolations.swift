import LogbookSQLite

/// The rows of a database that refer to missing rows, as `PRAGMA foreign_key_check` finds
/// them, grouped by table and worded so that a runner (or a migration's author) can find them.
public struct ForeignKeyViolations: Sendable, Equatable, CustomStringConvertible {
    /// One group: rows of `table` referring through one foreign key to missing rows of `parent`.
    public struct Group: Sendable, Equatable {
        /// The table holding the dangling rows.
        public var table: String
        /// The table they refer to.
        public var parent: String
        /// How many rows dangle.
        public var count: Int
        /// How the rows are named: `rowid 1, 4`, or for a table without rowids the
        /// dangling key values, `run_id 4`; at most `listed` of them.
        public var names: String
    }

    /// How many rowids or key values a group names at most.
    public static let listed = 10

    /// The groups, in the order the check reported them.
    public var groups: [Group]

    /// True when no row dangles.
    public var isEmpty: Bool { groups.isEmpty }

    /// Runs `PRAGMA foreign_key_check` on `database` (whether foreign keys are on or off).
    public static func find(in database: Database) throws -> ForeignKeyViolations {
        var order: [String] = []
        var rowids: [String: [Int64]] = [:]
        var counts: [String: Int] = [:]
        var keys: [String: (table: String, parent: String, foreignKey: Int64)] = [:]
        for row in try database.rows("PRAGMA foreign_key_check") {
            let table = row[0].stringValue ?? "?"
            let parent = row[2].stringValue ?? "?"
            let foreignKey = row[3].int64Value ?? 0
            let key = "\(table)\u{0}\(parent)\u{0}\(foreignKey)"
            if keys[key] == nil {
                order.append(key)
                keys[key] = (table, parent, foreignKey)
            }
            counts[key, default: 0] += 1
            if let rowid = row[1].int64Value { rowids[key, default: []].append(rowid) }
        }
        var groups: [Group] = []
        for key in order {
            guard let (table, parent, foreignKey) = keys[key] else { continue }
            let names: String
            if let ids = rowids[key], !ids.isEmpty {
                names = "rowid " + list(ids.prefix(listed).map(String.init), total: ids.count)
            } else {
                names = try danglingKeys(database, table: table, parent: parent, foreignKey: foreignKey)
            }
            groups.append(Group(table: table, parent: parent, count: counts[key] ?? 0, names: names))
        }
        return ForeignKeyViolations(groups: groups)
    }

    /// `1 row(s) of splits (run_id 4) refer to missing rows of runs; ...`.
    public var description: String {
        groups.map { group in
            "\(group.count) row(s) of \(group.table)\(group.names.isEmpty ? "" : " (\(group.names))") refer to missing rows of \(group.parent)"
        }.joined(separator: "; ")
    }

    /// For a table without rowids: the distinct values of a one-column foreign key that
    /// match no parent row, e.g. `run_id 4`; empty for a key of several columns.
    private static func danglingKeys(_ database: Database, table: String, parent: String, foreignKey: Int64) throws -> String {
        let columns = try database.rows(
            "SELECT \"from\", \"to\" FROM pragma_foreign_key_list(?) WHERE id = ? ORDER BY seq",
            [.text(table), .integer(foreignKey)])
        guard columns.count == 1, let from = columns[0][0].stringValue else { return "" }
        let to: String
        if let named = columns[0][1].stringValue {
            to = named
        } else {
            let primary = try database.rows("SELECT name FROM pragma_table_info(?) WHERE pk > 0", [.text(parent)])
            guard primary.count == 1, let name = primary[0][0].stringValue else { return "" }
            to = name
        }
        let values = try database.rows(
            """
            SELECT DISTINCT \(quoted(from)) FROM \(quoted(table)) AS child
            WHERE \(quoted(from)) IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM \(quoted(parent)) AS p WHERE p.\(quoted(to)) = child.\(quoted(from)))
            ORDER BY 1 LIMIT \(listed + 1)
            """
        ).map { value in
            switch value[0] {
            case .integer(let number): return String(number)
            case .real(let number): return String(number)
            case .text(let text): return "'\(text)'"
            default: return "?"
            }
        }
        return from + " " + list(Array(values.prefix(listed)), total: values.count)
    }

    private static func list(_ names: [String], total: Int) -> String {
        names.joined(separator: ", ") + (total > names.count ? ", ..." : "")
    }

    private static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
