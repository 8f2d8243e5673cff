import LogbookSQLite

extension RunStore {
    /// The SHA-256 that file `fileID` is recorded under, or nil.
    public func contentHash(ofFile fileID: Int64) throws -> String? {
        try database.namedRows("SELECT content_sha256 FROM import_files WHERE id = ?", [.integer(fileID)])
            .first?["content_sha256"].stringValue
    }

    /// The stored format name of file `fileID` (`FileFormat.storedName`), or nil.
    public func format(ofFile fileID: Int64) throws -> String? {
        try database.namedRows("SELECT format FROM import_files WHERE id = ?", [.integer(fileID)]).first?["format"].stringValue
    }

    /// The completely imported files, in import order: each one's id, name and hash.
    public func completeFiles() throws -> [(fileID: Int64, name: String, sha256: String)] {
        try database.namedRows("SELECT id, name, content_sha256 FROM import_files WHERE complete = 1 ORDER BY imported_at, id")
            .compactMap { row in
                guard let id = row["id"].int64Value, let sha256 = row["content_sha256"].stringValue else { return nil }
                return (id, row["name"].stringValue ?? "", sha256)
            }
    }

    /// The name, format, hash and import time of file `fileID`, or nil when no file has that
    /// id or it has no hash.
    public func importedFile(id fileID: Int64) throws -> (name: String, format: String, sha256: String, importedAt: Int64)? {
        guard
            let row = try database.namedRows(
                "SELECT name, format, content_sha256, imported_at FROM import_files WHERE id = ?", [.integer(fileID)]
            ).first, let sha256 = row["content_sha256"].stringValue
        else { return nil }
        return (row["name"].stringValue ?? "", row["format"].stringValue ?? "", sha256, row["imported_at"].int64Value ?? 0)
    }

    /// The file that gave run `runID`, live or in quarantine: nil when no run has that id,
    /// `.some(nil)` when the run was stored before files were recorded.
    public func fileID(ofRun runID: Int64) throws -> Int64?? {
        for table in ["runs", "quarantined_runs"] {
            if let row = try database.namedRows("SELECT file_id FROM \(table) WHERE id = ?", [.integer(runID)]).first {
                return .some(row["file_id"].int64Value)
            }
        }
        return nil
    }
}
