import Foundation

/// The report section's fair reference (issue 52): a copy of a logbook's samples laid out as
/// rows, in the row schema the samples had before chunks (`samples`, one row per sample, keyed
/// by run and sequence, WITHOUT ROWID), so that the `sqlite3` CLI reading it really reads every
/// sample, as the reference the issue's "3.2x" was measured against did.
enum SampleRowsCopy {
    /// The query the reference times: every sample's time and position.
    static let query = "SELECT offset_ms, lat_e7, lon_e7 FROM samples"

    /// Writes the rows copy of `database`'s samples to `copy` (replacing it): every run exported
    /// by `logbook export --all --format samples` into `folder`, each CSV loaded by sqlite3's
    /// `.import` and moved into the row table with the stored units (1e-7 degrees, decimetres).
    /// Returns the samples copied.
    static func make(logbook: String, sqlite3: String, database: String, folder: String, copy: String) throws -> Int {
        try? FileManager.default.removeItem(atPath: folder)
        for suffix in ["", "-wal", "-shm"] { unlink(copy + suffix) }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let listing = folder + ".json"
        let exported = try ProcessRunner.run(
            logbook, ["export", "--db", database, "--all", "--format", "samples", "--out", folder, "--json"], stdoutPath: listing)
        guard exported.status == 0 else { throw BenchError("logbook export --format samples exited with \(exported.status)") }
        defer { unlink(listing) }
        guard let data = FileManager.default.contents(atPath: listing),
            let files = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { throw BenchError("logbook export --json wrote no list of files") }
        var script = """
            PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;
            CREATE TABLE samples (run_id INTEGER NOT NULL, seq INTEGER NOT NULL, offset_ms INTEGER NOT NULL, lat_e7 INTEGER,
              lon_e7 INTEGER, ele_dm INTEGER, hr INTEGER, cadence INTEGER, distance_dm INTEGER, PRIMARY KEY (run_id, seq)) WITHOUT ROWID;
            CREATE TEMP TABLE csv (offset_ms, lat, lon, ele_m, hr, cadence, distance_m, segment);
            BEGIN;

            """
        for file in files {
            guard let id = file["id"] as? Int, let path = file["path"] as? String else { continue }
            script += ".import --csv --skip 1 '\(path.replacingOccurrences(of: "'", with: "''"))' csv\n"
            script += "INSERT INTO samples SELECT \(id), rowid, CAST(offset_ms AS INTEGER), \(e7("lat")), \(e7("lon")), "
                + "\(tenths("ele_m")), NULLIF(hr, ''), NULLIF(cadence, ''), \(tenths("distance_m")) FROM csv; DELETE FROM csv;\n"
        }
        script += "COMMIT;\nSELECT count(*) FROM samples;\n"
        let scriptPath = folder + ".sql", countPath = folder + ".count"
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        defer { unlink(scriptPath); unlink(countPath) }
        let loaded = try ProcessRunner.run(sqlite3, [copy, ".read '\(scriptPath)'"], stdoutPath: countPath)
        guard loaded.status == 0 else { throw BenchError("sqlite3 loading the rows copy exited with \(loaded.status)") }
        // sqlite3 prints the journal mode the first PRAGMA set ("off") before the count.
        let output = (try? String(contentsOfFile: countPath, encoding: .utf8)) ?? ""
        let lines = output.split(whereSeparator: \.isNewline)
        guard let last = lines.last, let count = Int(last.trimmingCharacters(in: .whitespaces)) else {
            throw BenchError("sqlite3 loading the rows copy printed no count of samples: \(output.prefix(200))")
        }
        return count
    }

    /// SQL for CSV column `column` (degrees) in whole 1e-7 degrees, NULL when empty.
    private static func e7(_ column: String) -> String {
        "CAST(round(NULLIF(\(column), '') * 1e7) AS INTEGER)"
    }

    /// SQL for CSV column `column` (metres) in whole decimetres, NULL when empty.
    private static func tenths(_ column: String) -> String {
        "CAST(round(NULLIF(\(column), '') * 10) AS INTEGER)"
    }
}
