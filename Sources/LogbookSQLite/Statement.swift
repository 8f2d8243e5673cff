internal import CSQLite

/// A prepared SQL statement; owns its `sqlite3_stmt` and finalizes it in `deinit`.
///
/// Values are always bound as parameters, never spliced into the SQL text.
public final class Statement {
    /// The underlying handle.
    let handle: OpaquePointer
    /// The SQL text, for error messages.
    public let sql: String
    private let connection: OpaquePointer

    /// Prepares `sql` on `connection`; a failure becomes an `SQLiteError` naming the SQL.
    init(connection: OpaquePointer, sql: String) throws {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteError(rawCode: sqlite3_extended_errcode(connection), message: Database.message(connection), sql: sql)
        }
        self.handle = statement
        self.sql = sql
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Resets the statement and binds `values` to its parameters, in order.
    public func bind(_ values: [SQLiteValue]) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Binds one value at a 1-based parameter index, without resetting.
    public func bind(_ value: SQLiteValue, at index: Int32) throws {
        let code: Int32
        switch value {
        case .null: code = sqlite3_bind_null(handle, index)
        case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
        case .real(let number): code = number.isNaN ? sqlite3_bind_null(handle, index) : sqlite3_bind_double(handle, index, number)
        // With its byte count, not -1: a NUL inside the text (a CSV cell can hold one) must not end it.
        case .text(let text): code = sqlite3_bind_text(handle, index, text, Int32(clamping: text.utf8.count), Self.transient)
        case .blob(let bytes):
            code = bytes.withUnsafeBytes { buffer in
                sqlite3_bind_blob(handle, index, buffer.baseAddress, Int32(buffer.count), Self.transient)
            }
        }
        try check(code)
    }

    /// Resets the statement so it can run again with new bindings.
    public func reset() {
        sqlite3_reset(handle)
    }

    /// Steps once: returns true when a row is available, false when done.
    @discardableResult
    public func step() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = SQLiteError(rawCode: sqlite3_extended_errcode(connection), message: Database.message(connection), sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Binds `values`, runs the statement to completion and resets it.
    public func execute(_ values: [SQLiteValue] = []) throws {
        try bind(values)
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Binds `values`, then collects every row as an array of column values.
    public func rows(_ values: [SQLiteValue] = []) throws -> [[SQLiteValue]] {
        try bind(values)
        defer { sqlite3_reset(handle) }
        var result: [[SQLiteValue]] = []
        while try step() {
            result.append(currentValues())
        }
        return result
    }

    /// Binds `values`, then collects every row, readable by column name.
    public func namedRows(_ values: [SQLiteValue] = []) throws -> [SQLiteRow] {
        let positions = columnPositions
        return try rows(values).map { SQLiteRow(values: $0, positions: positions) }
    }

    /// The position of each result column by name (the first, should a name repeat).
    public var columnPositions: ColumnPositions {
        ColumnPositions(names: (0..<columnCount).map { columnName(Int32($0)) })
    }

    /// The current row, readable by column name through `positions` (`columnPositions`).
    public func currentRow(positions: ColumnPositions) -> SQLiteRow {
        SQLiteRow(values: currentValues(), positions: positions)
    }

    /// The values of the current row, in the order of the result columns.
    public func currentValues() -> [SQLiteValue] {
        (0..<columnCount).map { column(Int32($0)) }
    }

    /// The number of result columns.
    public var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// The name of a result column.
    public func columnName(_ index: Int32) -> String {
        guard let name = sqlite3_column_name(handle, index) else { return "" }
        return String(cString: name)
    }

    /// The value of a column of the current row.
    public func column(_ index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(handle, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(handle, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, index))
            guard let bytes = sqlite3_column_blob(handle, index), count > 0 else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    /// The integer in a column of the current row, read without a `SQLiteValue` box: what
    /// `column(index).int64Value` gives (a whole real as its integer; NULL, text, a blob or
    /// a fractional real as nil), for the loops that read millions of samples.
    public func int64(_ index: Int32) -> Int64? {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: return sqlite3_column_int64(handle, index)
        case SQLITE_FLOAT:
            let value = sqlite3_column_double(handle, index)
            guard value.isFinite, value.rounded() == value, abs(value) < 9e18 else { return nil }
            return Int64(value)
        default: return nil
        }
    }

    /// The number in a column of the current row, read without a `SQLiteValue` box: what
    /// `column(index).doubleValue` gives (an integer as a double; NULL, text or a blob as nil).
    public func double(_ index: Int32) -> Double? {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: return Double(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT: return sqlite3_column_double(handle, index)
        default: return nil
        }
    }

    /// Binds a double at a 1-based index without boxing, NULL when NaN (hot path for samples).
    public func bindDouble(_ value: Double, at index: Int32) {
        if value.isNaN { sqlite3_bind_null(handle, index) } else { sqlite3_bind_double(handle, index, value) }
    }

    /// Binds an integer at a 1-based index without boxing (hot path for samples).
    public func bindInt(_ value: Int64, at index: Int32) {
        sqlite3_bind_int64(handle, index, value)
    }

    /// Binds NULL at a 1-based index.
    public func bindNull(at index: Int32) {
        sqlite3_bind_null(handle, index)
    }

    private func check(_ code: Int32) throws {
        guard code == SQLITE_OK else {
            throw SQLiteError(rawCode: sqlite3_extended_errcode(connection), message: Database.message(connection), sql: sql)
        }
    }

    /// SQLite's SQLITE_TRANSIENT: copy the bound bytes now.
    static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
