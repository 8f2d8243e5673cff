import LogbookSQLite
import LogbookStore

/// The stored samples as rows, for tests that ask SQL about them: every chunk of the three
/// places decoded through the store's reader (`SampleChunkTable`) into temporary tables of
/// the connection named as the rows tables before migration 0026 (`samples`,
/// `quarantined_samples`, `trim_original_samples`, columns as `SampleColumn`), made again
/// from the chunks before every query so they never lag behind the store.
///
/// `edit` changes samples the same way: the SQL runs on the temporary rows, which are then
/// written back as chunks by the store's writer (`SampleChunkWriter`), whole runs at a time.
public enum SampleRows {
    /// One value of `sql` over the stored samples (see the type).
    public static func scalar(_ database: Database, _ sql: String, _ values: [SQLiteValue] = []) throws -> SQLiteValue {
        try materialize(database)
        return try database.scalar(sql, values)
    }

    /// The rows of `sql` over the stored samples.
    public static func rows(_ database: Database, _ sql: String, _ values: [SQLiteValue] = []) throws -> [[SQLiteValue]] {
        try materialize(database)
        return try database.rows(sql, values)
    }

    /// One value of `sql` over the stored samples of the logbook at `path` (read-only).
    public static func scalar(_ sql: String, _ values: [SQLiteValue] = [], path: String) throws -> SQLiteValue {
        try scalar(try Database(path: path, mode: .readOnly), sql, values)
    }

    /// Runs `sql` (an UPDATE, DELETE or INSERT of `samples` or a twin) on the stored samples
    /// as rows and stores the result as chunks again, in one transaction.
    public static func edit(_ database: Database, _ sql: String, _ values: [SQLiteValue] = []) throws {
        try materialize(database)
        try database.inTransaction {
            try database.execute(sql, values)
            for place in SamplePlace.allCases {
                try database.execute("DELETE FROM \(place.chunkTable)")
                let read = try database.prepare(
                    "SELECT run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm, segment FROM temp.\(place.rowTable) ORDER BY run_id, seq")
                var writer: SampleChunkWriter?
                while try read.step() {
                    let runID = read.int64(0) ?? 0
                    if writer?.runID != runID {
                        try writer?.finish()
                        writer = try SampleChunkWriter(runID: runID, table: place.chunkTable, checkingBounds: false, in: database)
                    }
                    try writer?.append(
                        StoredSample(
                            offsetMs: read.int64(2) ?? 0, latE7: read.int64(3), lonE7: read.int64(4), eleDm: read.int64(5),
                            hr: read.int64(6), cadence: read.int64(7), distanceDm: read.int64(8), segment: read.int64(9)),
                        seq: read.int64(1) ?? 0)
                }
                read.reset()
                try writer?.finish()
            }
        }
    }

    /// `edit` on the logbook at `path`.
    public static func edit(_ sql: String, _ values: [SQLiteValue] = [], path: String) throws {
        let database = try Database(path: path)
        try database.configure()
        try edit(database, sql, values)
    }

    /// Makes the temporary row tables of `database` from its chunks, replacing any made before.
    public static func materialize(_ database: Database) throws {
        // In one savepoint (a transaction of its own, or nested in the caller's): 400,000 rows
        // one commit each would take seconds.
        try database.execute("SAVEPOINT sample_rows")
        defer { try? database.execute("RELEASE sample_rows") }
        // A logbook before 0026 (a backup of one) still has its rows: they answer as they are.
        let tables = try database.userTableNames()
        for place in SamplePlace.allCases where tables.contains(place.chunkTable) {
            try database.execute("DROP TABLE IF EXISTS temp.\(place.rowTable)")
            try database.execute(
                """
                CREATE TEMP TABLE \(place.rowTable) (
                    run_id INTEGER NOT NULL, seq INTEGER NOT NULL, offset_ms INTEGER NOT NULL, lat_e7 INTEGER, lon_e7 INTEGER,
                    ele_dm INTEGER, hr INTEGER, cadence INTEGER, distance_dm INTEGER, segment INTEGER, PRIMARY KEY (run_id, seq))
                """)
            let insert = try database.prepare("INSERT INTO temp.\(place.rowTable) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
            try SampleChunkTable(database: database, place: place).forEachRunChunk { runID, entries in
                for entry in entries {
                    let sample = entry.sample
                    try insert.execute([
                        .integer(runID), .integer(entry.seq), .integer(sample.offsetMs), value(sample.latE7), value(sample.lonE7),
                        value(sample.eleDm), value(sample.hr), value(sample.cadence), value(sample.distanceDm), value(sample.segment),
                    ])
                }
            }
        }
    }

    /// The columns of `table` in `database`, in order: the main schema's table, else the
    /// temporary one `materialize` made (`pragma_table_info` looks in main alone).
    public static func columns(of table: String, in database: Database) throws -> [String] {
        for schema in ["main", "temp"] {
            let names = try database.rows("SELECT name FROM pragma_table_info(?, ?) ORDER BY cid", [.text(table), .text(schema)])
                .compactMap { $0.first?.stringValue }
            if !names.isEmpty { return names }
        }
        return []
    }

    /// Copies the samples of `source` (chunks, decoded) into the rows table `table` of
    /// `target`, a logbook before 0026 (those columns of it that `target`'s table has).
    public static func copy(_ table: String, from source: Database, into target: Database) throws {
        let names = try columns(of: table, in: target)
        let list = names.joined(separator: ", ")
        let insert = try target.prepare("INSERT INTO main.\(table) (\(list)) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))")
        for row in try rows(source, "SELECT \(list) FROM temp.\(table)") { try insert.execute(row) }
    }

    /// `value` for SQL, NULL when nil.
    private static func value(_ value: Int64?) -> SQLiteValue {
        value.map { .integer($0) } ?? .null
    }
}
