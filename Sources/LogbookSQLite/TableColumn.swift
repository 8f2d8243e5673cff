/// A column of a stored table, declared once as a case of the table's column enum.
///
/// Each table's enum (`RunColumn`, `SplitColumn`, `SampleColumn`, `ImportFileColumn`) is
/// the single list its INSERT and SELECT statements are built from; `TwinTable` derives
/// the quarantine and trim-original copies from it, and a test checks every list against
/// the migrated schema. Adding a column is a migration plus one case (and the switches
/// over it that the compiler then asks for).
public protocol TableColumn: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// The table the column belongs to.
    static var table: String { get }
}

extension TableColumn {
    /// Every column of the table, in declaration order.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// The columns joined for SQL, e.g. `run_id, seq, offset_ms`.
    public static func sqlList(_ columns: [Self] = Array(allCases)) -> String {
        // Appended by hand: the generic `joined(separator:)` looks its element type up in
        // the binary's conformance records on first use (250 k instructions of a `show`).
        var list = ""
        for column in columns {
            if !list.isEmpty { list += ", " }
            list += column.rawValue
        }
        return list
    }

    /// One `?` per column, joined for SQL: the VALUES of an INSERT of every column.
    public static var placeholders: String {
        // By hand, as `sqlList`.
        var list = ""
        for _ in allCases { list += list.isEmpty ? "?" : ", ?" }
        return list
    }
}
