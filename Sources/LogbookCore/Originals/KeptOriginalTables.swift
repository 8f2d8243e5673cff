import Foundation
import LogbookFormats
import LogbookModel
import LogbookSQLite
import LogbookStore
import LogbookSupport

/// The originals kept in `kept_originals` and `kept_original_chunks`: every imported file's bytes,
/// compressed, content-addressed by the SHA-256 that import records (migration 0018).
///
/// Writes stream: the file is read in chunks, compressed as it is read, and the compressed
/// stream goes in as rows of at most `chunkSize` bytes, so a write holds one chunk of the
/// file and one row whatever the file's size; reads decompress row by row the same way.
/// Both check the bytes against the hash they are kept under. The rows are the store's
/// (`KeptOriginalRows`). Callers own the transaction.
public struct KeptOriginalTables {
    /// The connection.
    public let database: Database
    /// The store's rows of the tables.
    var rows: KeptOriginalRows { KeptOriginalRows(database: database) }

    /// The largest compressed piece stored in one row (1 MiB).
    public static let chunkSize = 1 << 20

    /// Creates the tables' use over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The row of the original with `sha256`, when import decided about it (`nil`: a file
    /// imported before originals were kept).
    public func original(sha256: String) throws -> KeptOriginal? {
        try rows.original(sha256: sha256)
    }

    /// Keeps the bytes of `input` under `sha256`, imported at `keptAt`, compressed with zstd
    /// (as they are when libzstd cannot be loaded), reading and compressing them chunk by
    /// chunk. Bytes already kept are not kept again. Bytes read again from a file that may
    /// have changed (on disk, a large archive member) are hashed as they are read.
    /// - Throws: `ImportError` naming the file when its bytes cannot be read or no longer hash
    ///   to `sha256` (it changed since it was read), `OriginalCodecError` when compressing
    ///   fails; the caller's transaction then rolls back with nothing of the file stored.
    public func keep(_ input: ImportInput, sha256: String, at keptAt: Int64) throws {
        if try original(sha256: sha256)?.state == .kept { return }
        let compression = Self.compression
        let insert = try rows.begin(sha256, compression: compression, at: keptAt)
        var seq: Int64 = 0
        var stored: Int64 = 0
        let read = try Self.compress(input, compression: compression, hashing: input.isReadAgainFromDisk) { piece in
            try insert(seq, piece)
            seq += 1
            stored += Int64(piece.count)
        }
        if let hash = read.sha256, hash != sha256 {
            throw ImportError(
                file: input.displayName, line: nil,
                reason: "the file changed while it was being read (its bytes now hash to \(hash), not \(sha256)); nothing of it was stored")
        }
        try rows.finish(sha256, byteCount: read.byteCount, storedBytes: stored, layout: read.layout)
    }

    /// Keeps `packed`, the bytes of a file recorded under `sha256`, imported at `keptAt`:
    /// inserts its pieces (unless those bytes are kept already).
    public func keep(_ packed: PackedOriginal, sha256: String, at keptAt: Int64) throws {
        if try original(sha256: sha256)?.state == .kept { return }
        let insert = try rows.begin(sha256, compression: packed.compression, at: keptAt)
        for (seq, piece) in packed.chunks.enumerated() {
            try insert(Int64(seq), piece)
        }
        try rows.finish(sha256, byteCount: packed.byteCount, storedBytes: packed.storedBytes, layout: packed.layout)
    }

    /// The bytes of `input` compressed and cut into pieces in memory, for `keep(_:sha256:at:)`:
    /// only for a file held in memory (at most `ImportInput.wholeReadLimit` bytes).
    public static func pack(_ input: ImportInput) throws -> PackedOriginal {
        var chunks: [[UInt8]] = []
        let compression = Self.compression
        let read = try compress(input, compression: compression, hashing: false) { chunks.append($0) }
        return PackedOriginal(chunks: chunks, byteCount: read.byteCount, compression: compression, layout: read.layout)
    }

    /// zstd, or none where libzstd cannot be loaded: an import never fails for it.
    static var compression: OriginalCompression {
        if case .success = LibZstd.loaded { return .zstd }
        return .none
    }

    /// Compresses the bytes of `input` with `compression` and hands them to `emit` in pieces of
    /// `chunkSize` bytes (the last one shorter); returns how many bytes were read, when
    /// `hashing` their SHA-256, and the layout they were rewritten to: `DigitColumns` for
    /// bytes whole in memory that zstd compresses and that do not hold its marker byte.
    static func compress(
        _ input: ImportInput, compression: OriginalCompression, hashing: Bool, emit: ([UInt8]) throws -> Void
    ) throws -> (byteCount: Int64, sha256: String?, layout: OriginalLayout?) {
        var plain = input
        plain.readPasses = nil
        plain.readObserver = nil
        // Grown as needed, not reserved: a GPX of 800 KB compresses to 60 KB, and each file's
        // pieces wait in memory until they are stored.
        var pending: [UInt8] = []
        var full: [[UInt8]] = []
        let cut: (UnsafeRawBufferPointer) -> Void = { bytes in
            var rest = bytes[...]
            while !rest.isEmpty {
                let room = chunkSize - pending.count
                let taken = rest.prefix(room)
                pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: taken))
                rest = rest.dropFirst(taken.count)
                if pending.count == chunkSize {
                    full.append(pending)
                    pending.removeAll(keepingCapacity: true)
                }
            }
        }
        let digest = hashing ? try SHA256() : nil
        var count: Int64 = 0
        var layout: OriginalLayout?
        let compressor = compression == .zstd ? try OriginalCompressor(level: 1, output: cut) : nil
        if let compressor, case .data(let data) = plain.source {
            // Whole in memory already: one call, no stream buffer.
            try data.withUnsafeBytes { bytes in
                digest?.update(bytes)
                layout = try Self.compressWhole(bytes, with: compressor, output: cut)
            }
            count = Int64(data.count)
        } else {
            try plain.forEachChunk { chunk in
                digest?.update(chunk)
                count += Int64(chunk.count)
                if let compressor { try compressor.write(chunk) } else { cut(chunk) }
                for piece in full { try emit(piece) }
                full.removeAll()
                return true
            }
            try compressor?.finish()
        }
        for piece in full { try emit(piece) }
        if !pending.isEmpty { try emit(pending) }
        return (count, try digest?.finalizeHex(), layout)
    }

    /// Compresses `bytes` whole with `compressor` to `output`, rewritten as `DigitColumns` where
    /// they can be (a file below `DigitColumns.comparedBelow` bytes only when that is smaller);
    /// returns the layout they were compressed in.
    private static func compressWhole(
        _ bytes: UnsafeRawBufferPointer, with compressor: OriginalCompressor, output: @escaping (UnsafeRawBufferPointer) -> Void
    ) throws -> OriginalLayout? {
        guard let payload = DigitColumns.split(bytes) else {
            try compressor.compressWhole(bytes)
            return nil
        }
        guard bytes.count < DigitColumns.comparedBelow else {
            try payload.withUnsafeBytes { try compressor.compressWhole($0) }
            return .digitColumns
        }
        var rewritten: [UInt8] = [], plain: [UInt8] = []
        try payload.withUnsafeBytes { try OriginalCompressor(level: 1) { rewritten.append(contentsOf: $0) }.compressWhole($0) }
        try OriginalCompressor(level: 1) { plain.append(contentsOf: $0) }.compressWhole(bytes)
        let smaller = rewritten.count < plain.count
        (smaller ? rewritten : plain).withUnsafeBytes(output)
        return smaller ? .digitColumns : nil
    }

    /// Records that the original with `sha256`, imported at `keptAt`, was not kept
    /// (`--no-originals`), unless it is kept already.
    public func decline(sha256: String, at keptAt: Int64) throws {
        try rows.decline(sha256: sha256, at: keptAt)
    }

    /// Calls `body` with consecutive chunks of the kept bytes of `sha256`, decompressed, until
    /// the end or until `body` returns `false`, reading one row at a time and hashing as it goes.
    /// No more than the stored byte count is ever handed on.
    /// - Throws: `OriginalCodecError` when nothing is kept under `sha256`, when the stream
    ///   inflates past its stored byte count, or when the bytes read to the end are not those
    ///   the hash names (their size or their hash differ).
    public func forEachChunk(sha256: String, _ body: (UnsafeRawBufferPointer) throws -> Bool) throws {
        guard let kept = try original(sha256: sha256), kept.state == .kept, let compression = kept.compression else {
            throw OriginalCodecError(reason: "no original is kept under \(sha256)")
        }
        let nextPiece = try rows.chunks(sha256: sha256)
        let digest = try SHA256()
        var count: Int64 = 0
        var stopped = false
        let limit = max(kept.byteCount ?? 0, 0)
        let counted: (UnsafeRawBufferPointer) throws -> Bool = { chunk in
            // The stored size is a hard limit: a stream that inflates past it (a bomb, or
            // damage) stops at its first byte too many, before that chunk is handed on.
            if Int64(chunk.count) > limit - count {
                throw OriginalCodecError(
                    reason: "the kept original \(sha256) is damaged: it inflates past the \(limit) bytes that were kept "
                        + "(read stopped at byte \(limit == .max ? limit : limit + 1))")
            }
            digest.update(chunk)
            count += Int64(chunk.count)
            if try body(chunk) { return true }
            stopped = true
            return false
        }
        let decompressed: ((UnsafeRawBufferPointer) throws -> Bool) throws -> Void = { body in
            switch compression {
            case .zstd:
                try OriginalDecompressor(source: nextPiece).forEachChunk(body)
            case .none:
                while let piece = try nextPiece(), try piece.withUnsafeBytes(body) {}
            }
        }
        switch kept.layout {
        case nil:
            try decompressed(counted)
        case .digitColumns:
            try DigitColumns.join(try Self.payload(of: kept, decompressed), emit: counted)
        }
        if stopped { return }
        let read = try digest.finalizeHex()
        guard read == sha256, count == kept.byteCount else {
            throw OriginalCodecError(
                reason: "the kept original \(sha256) is damaged: its \(count) bytes hash to \(read)"
                    + (kept.byteCount.map { " (\($0) bytes were kept)" } ?? ""))
        }
    }

    /// The whole rewritten payload of `kept`, as `decompressed` hands it on: held in memory,
    /// which only a file of at most `ImportInput.wholeReadLimit` bytes is rewritten for, and
    /// never more than `DigitColumns.payloadLimit` bytes (a stream inflating past it is damaged).
    static func payload(
        of kept: KeptOriginal, _ decompressed: ((UnsafeRawBufferPointer) throws -> Bool) throws -> Void
    ) throws -> [UInt8] {
        let byteCount = max(kept.byteCount ?? 0, 0)
        guard byteCount <= Int64(ImportInput.wholeReadLimit) else {
            throw OriginalCodecError(
                reason: "the kept original \(kept.contentSHA256) is damaged: its \(byteCount) bytes are too many for its digit columns "
                    + "(at most \(ImportInput.wholeReadLimit) bytes are kept that way)")
        }
        let limit = DigitColumns.payloadLimit(byteCount: byteCount)
        var payload: [UInt8] = []
        try decompressed { piece in
            guard Int64(piece.count) <= limit - Int64(payload.count) else {
                throw OriginalCodecError(
                    reason: "the kept original \(kept.contentSHA256) is damaged: its digit columns inflate past \(limit) bytes, "
                        + "the most a file of \(byteCount) bytes makes")
            }
            payload.append(contentsOf: piece)
            return true
        }
        return payload
    }

    /// The kept originals imported before `instant` (UTC seconds), oldest first.
    public func kept(before instant: Int64) throws -> [KeptOriginal] {
        try rows.keptHashes(before: instant).compactMap { try original(sha256: $0) }
    }

    /// Drops the kept bytes of `sha256` at `droppedAt`: its chunks go, its row says it was dropped.
    public func drop(sha256: String, at droppedAt: Int64) throws {
        try rows.drop(sha256: sha256, at: droppedAt)
    }
}
