import LogbookSQLite
import LogbookSupport

/// The stored rows a run's report page is drawn from, as bytes, read without its samples:
/// what `logbook report` compares with what it recorded when it last wrote the page, so
/// that an unchanged run is not read again.
///
/// For each run: its `runs` row, its rows in every child table (`RunChildTable.all`) but
/// the samples, its sources with their `import_files` and kept-original rows, its trim
/// original, the headers and sizes of its sample chunks, and the bytes of its first and last
/// chunk (a trim, a rebuild or a better copy changes them). Whole rows (`SELECT *`) are read,
/// so a column added later is covered without a change here. A sample changed in the middle
/// of a run by another tool, leaving its chunk's size and everything else of the run as it
/// was, is not seen.
public struct RunRowBytes {
    /// The connection read.
    public let database: Database

    /// Bytes over an open logbook.
    public init(database: Database) {
        self.database = database
    }

    /// The bytes of each of the live runs `ids`, by run id: `forEachRun` collected.
    /// Holds every run's bytes at once: for a few runs (a test, a check), not for a report.
    public func bytes(ofRuns ids: Set<Int64>) throws -> [Int64: [UInt8]] {
        var bytes: [Int64: [UInt8]] = [:]
        try forEachRun(ofRuns: ids) { bytes[$0] = $1 }
        return bytes
    }

    /// The SHA-256 (hex) of each of the live runs' `ids` bytes, by run id: what a report
    /// holds of a run's rows, 64 characters whatever the run holds.
    public func digests(ofRuns ids: Set<Int64>) throws -> [Int64: String] {
        var digests: [Int64: String] = [:]
        digests.reserveCapacity(ids.count)
        try forEachRun(ofRuns: ids) { id, bytes in digests[id] = try SHA256.hex(of: bytes) }
        return digests
    }

    /// The SHA-256 (hex) of the bytes of every live run, by run id (`digests(ofRuns:)` of them
    /// all): what a report's index and other site pages are drawn from beyond its own runs
    /// (the gear's whole life, the milestones of every date, the load of every run).
    public func digestsOfEveryRun() throws -> [Int64: String] {
        let statement = try database.prepare("SELECT id FROM \(RunColumn.table)")
        defer { statement.reset() }
        var ids: Set<Int64> = []
        while try statement.step() {
            if let id = statement.column(0).int64Value { ids.insert(id) }
        }
        return try digests(ofRuns: ids)
    }

    /// Calls `body` with the bytes of each of the live runs `ids` that has a row, in id
    /// order, one run at a time: one query per table, every one ordered by run id and read
    /// side by side, and two short lookups per run for its first and last sample chunk. Only
    /// one run's bytes are held at once, so the memory does not grow with the runs.
    public func forEachRun(ofRuns ids: Set<Int64>, _ body: (Int64, [UInt8]) throws -> Void) throws {
        var tables: [(tag: UInt8, rows: RunOrderedRows)] = [
            (1, try RunOrderedRows(database: database, sql: "SELECT id, * FROM \(RunColumn.table) ORDER BY id"))
        ]
        for (number, child) in RunChildTable.all.enumerated() where child.name != RunChildTable.samples.name {
            let sql = "SELECT run_id, * FROM \(child.name) ORDER BY run_id, \(child.columns.joined(separator: ", "))"
            tables.append((UInt8(10 + number), try RunOrderedRows(database: database, sql: sql)))
        }
        tables.append((2, try RunOrderedRows(database: database, sql: """
            SELECT s.run_id, s.*, f.*, k.state FROM \(RunSourceColumn.table) s
            LEFT JOIN \(ImportFileColumn.table) f ON f.id = s.file_id
            LEFT JOIN \(KeptOriginalColumn.table) k ON k.content_sha256 = f.content_sha256
            ORDER BY s.run_id, s.file_id, s.status
            """)))
        tables.append((3, try RunOrderedRows(database: database, sql: "SELECT run_id, * FROM trim_originals ORDER BY run_id")))
        let chunks = RunChildTable.samples.name
        let headers = SampleChunkColumn.allCases.filter { $0 != .data }.map(\.rawValue).joined(separator: ", ")
        tables.append((6, try RunOrderedRows(
            database: database, sql: "SELECT run_id, \(headers), length(data) FROM \(chunks) ORDER BY run_id, chunk")))
        defer { for table in tables { table.rows.statement.reset() } }
        let first = try database.prepare("SELECT run_id, data FROM \(chunks) WHERE run_id = ? ORDER BY chunk LIMIT 1")
        let last = try database.prepare("SELECT run_id, data FROM \(chunks) WHERE run_id = ? ORDER BY chunk DESC LIMIT 1")
        for id in ids.sorted() {
            var bytes: [UInt8] = []
            for index in tables.indices {
                let tag = tables[index].tag
                try tables[index].rows.forEachRow(ofRun: id) { Self.append(row: $0, tag: tag, from: 1, to: &bytes) }
            }
            for (tag, statement) in [(UInt8(4), first), (UInt8(5), last)] {
                try statement.bind([.integer(id)])
                if try statement.step() { Self.append(row: statement, tag: tag, from: 1, to: &bytes) }
                statement.reset()
            }
            if !bytes.isEmpty { try body(id, bytes) }
        }
    }

    /// The bytes of what every page is drawn with: the schema's version, the athlete's
    /// settings (a run's load) and the gear with its defaults.
    public func sharedBytes() throws -> [UInt8] {
        var bytes: [UInt8] = []
        for (tag, sql) in [
            (UInt8(1), "PRAGMA user_version"), (2, "SELECT * FROM \(AthleteSettingColumn.table)"),
            (3, "SELECT * FROM \(GearColumn.table) ORDER BY id"), (4, "SELECT * FROM \(GearDefaultColumn.table)"),
        ] {
            let statement = try database.prepare(sql)
            while try statement.step() { Self.append(row: statement, tag: tag, from: 0, to: &bytes) }
            statement.reset()
        }
        return bytes
    }

    /// The bytes of what a report's site pages are drawn with beyond the runs' rows and
    /// `sharedBytes`: the routes and the segments (their names, their gates).
    public func siteBytes() throws -> [UInt8] {
        var bytes: [UInt8] = []
        for (tag, sql) in [(UInt8(1), "SELECT * FROM \(RouteColumn.table) ORDER BY id"), (2, "SELECT * FROM \(SegmentColumn.table) ORDER BY id")] {
            let statement = try database.prepare(sql)
            while try statement.step() { Self.append(row: statement, tag: tag, from: 0, to: &bytes) }
            statement.reset()
        }
        return bytes
    }

    /// Appends the current row of `statement` (its columns from `first` on), after `tag`.
    private static func append(row statement: Statement, tag: UInt8, from first: Int, to bytes: inout [UInt8]) {
        bytes.append(tag)
        let count = statement.columnCount
        append(UInt64(count), to: &bytes)
        for index in first..<max(count, first) {
            switch statement.column(Int32(index)) {
            case .null: bytes.append(0)
            case .integer(let value):
                bytes.append(1)
                append(UInt64(bitPattern: value), to: &bytes)
            case .real(let value):
                bytes.append(2)
                append(value.bitPattern, to: &bytes)
            case .text(let text):
                bytes.append(3)
                append(UInt64(text.utf8.count), to: &bytes)
                bytes.append(contentsOf: text.utf8)
            case .blob(let blob):
                bytes.append(4)
                append(UInt64(blob.count), to: &bytes)
                bytes.append(contentsOf: blob)
            }
        }
    }

    /// Appends `value`'s eight bytes, least significant first.
    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}
