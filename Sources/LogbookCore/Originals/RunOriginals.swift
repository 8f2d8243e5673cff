import Foundation
import LogbookModel
import LogbookSQLite
import LogbookStore

/// The kept originals of runs: what `logbook original` does. Finds the file that gave a run,
/// writes its kept bytes out byte-identical (checked against the hash they are kept under),
/// and drops kept originals older than a date for a runner short of space.
public struct RunOriginals: LogbookUseCase {
    /// The connection.
    public let database: Database

    /// Creates the use case over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The file that gave run `id` (live or in quarantine) and what was kept of it.
    /// - Throws: `RunLookupError.runNotFound`, or `OriginalError` for a run that no recorded
    ///   file gave (stored before files were recorded).
    public func original(ofRun id: Int64) throws -> RunOriginal {
        let store = RunStore(database: database)
        guard let fileID = try store.fileID(ofRun: id) else { throw RunLookupError.runNotFound(id: id) }
        guard let fileID, let file = try store.importedFile(id: fileID) else {
            throw OriginalError(reason: "run \(id) was stored before logbook recorded the files runs come from: it has no original")
        }
        return RunOriginal(
            runID: id, name: file.name, format: file.format, contentSHA256: file.sha256,
            importedAt: file.importedAt, kept: try KeptOriginalTables(database: database).original(sha256: file.sha256))
    }

    /// Calls `body` with the kept bytes of `original` in chunks, in order, and checks them
    /// against its hash once they are all read.
    /// - Throws: `OriginalError` when they are not kept or do not match their hash.
    public func forEachChunk(of original: RunOriginal, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        if let reason = original.unavailableReason { throw OriginalError(reason: reason) }
        do {
            try KeptOriginalTables(database: database).forEachChunk(sha256: original.contentSHA256) { chunk in
                try body(chunk)
                return true
            }
        } catch let error as OriginalCodecError {
            throw OriginalError(reason: "run \(original.runID)'s original \(original.name) cannot be read back: \(error.reason)")
        }
    }

    /// Writes the kept bytes of `original` to `path` and returns how many were written: into a
    /// temporary file beside it first, renamed to `path` only once every byte is written and
    /// their hash checked, so `path` is the original or untouched. An existing `path` is
    /// replaced only with `force`.
    /// - Throws: `OriginalError` naming the path or the run.
    public func write(_ original: RunOriginal, to path: String, force: Bool) throws -> Int64 {
        if let reason = original.unavailableReason { throw OriginalError(reason: reason) }
        if !force && FileManager.default.fileExists(atPath: path) {
            throw OriginalError(reason: "\(path) exists: give --force to overwrite it, or --out another file")
        }
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.logbook-original-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else {
            throw OriginalError(reason: "cannot write into \(folder.isEmpty ? "." : folder): \(String(cString: strerror(errno)))")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var moved = false
        defer {
            close(descriptor)
            if !moved { unlink(temporary) }
        }
        var count: Int64 = 0
        try forEachChunk(of: original) { chunk in
            var done = 0
            while done < chunk.count {
                let written = Foundation.write(descriptor, chunk.baseAddress.map { $0 + done }, chunk.count - done)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw OriginalError(reason: "cannot write \(path): \(String(cString: strerror(errno)))") }
                done += written
            }
            count += Int64(chunk.count)
        }
        guard fsync(descriptor) == 0, fchmod(descriptor, 0o644) == 0 else {
            throw OriginalError(reason: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        if force {
            guard rename(temporary, path) == 0 else { throw OriginalError(reason: "cannot write \(path): \(String(cString: strerror(errno)))") }
        } else {
            // `link` fails on a file made meanwhile, where `rename` would replace it.
            guard link(temporary, path) == 0 else {
                if errno == EEXIST { throw OriginalError(reason: "\(path) exists: give --force to overwrite it, or --out another file") }
                throw OriginalError(reason: "cannot write \(path): \(String(cString: strerror(errno)))")
            }
            unlink(temporary)
        }
        moved = true
        return count
    }

    /// The kept originals imported before `instant` (UTC seconds), oldest first: what
    /// `drop(_:at:)` would drop.
    public func droppable(before instant: Int64) throws -> [KeptOriginal] {
        try KeptOriginalTables(database: database).kept(before: instant)
    }

    /// What `originals` take inside the logbook, compressed: the bytes dropping them frees.
    public static func storedBytes(of originals: [KeptOriginal]) -> Int64 {
        originals.reduce(0) { $0 + ($1.storedBytes ?? 0) }
    }

    /// Drops the bytes of `originals` at `now` (UTC seconds), in one transaction; their rows
    /// stay, saying they were dropped. Returns the bytes freed in the logbook.
    @discardableResult
    public func drop(_ originals: [KeptOriginal], at now: Int64) throws -> Int64 {
        let tables = KeptOriginalTables(database: database)
        try database.inTransaction {
            for original in originals { try tables.drop(sha256: original.contentSHA256, at: now) }
        }
        return Self.storedBytes(of: originals)
    }
}
