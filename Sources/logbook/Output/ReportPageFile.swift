import Foundation

/// One report page being written in pieces, never held whole: each piece is compared with the
/// file already at the page's place, and only from the first byte that differs is a new file
/// written at a temporary name (the bytes before it copied from the old file), so that a page
/// whose content is unchanged costs reads and no write. Owns the two file descriptors.
final class ReportPageFile {
    /// The page's place.
    private let target: String
    /// Where a changed page is written before it is renamed into its place.
    private let temporary: String
    /// The file at the page's place, open for reading while every byte so far matched it.
    private var existing: Int32
    /// The temporary file, open once a byte differed (or nothing was there).
    private var written: Int32 = -1
    /// Bytes handed in so far.
    private var count = 0

    /// Starts the page at `target`, its changed content to go to `temporary` first.
    init(target: String, temporary: String) {
        self.target = target
        self.temporary = temporary
        existing = open(target, O_RDONLY | O_CLOEXEC)
    }

    deinit {
        if existing >= 0 { close(existing) }
        if written >= 0 {
            close(written)
            unlink(temporary)
        }
    }

    /// Takes the page's next `bytes`.
    func add(_ bytes: [UInt8]) throws {
        defer { count += bytes.count }
        if written < 0, existing >= 0, Self.read(existing, matching: bytes) { return }
        if written < 0 { try start() }
        try bytes.withUnsafeBytes { try write($0) }
    }

    /// Ends the page: true when it was written and renamed into its place, false when the file
    /// there already held exactly these bytes (and is left untouched).
    func finish() throws -> Bool {
        if written < 0, existing >= 0 {
            var byte: UInt8 = 0
            if Self.fill(existing, &byte, 1) == 0 { return false }
        }
        if written < 0 { try start() }
        close(written)
        written = -1
        // rename(2) replaces the page in one step (a link at its place is replaced, not followed).
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CommandFailure("cannot write \(TableRenderer.printable(target)): \(reason)")
        }
        return true
    }

    /// Opens the temporary file (one left there is replaced; a link there is refused, not
    /// followed) and copies into it the bytes so far, which matched the old file's. Not synced
    /// to disk: the rename is what makes a page whole, and a sync per page was a tenth of a report's time.
    private func start() throws {
        written = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard written >= 0 else { throw failure() }
        var buffer = [UInt8](repeating: 0, count: min(count, TextPieces.capacity))
        var copied = 0
        while copied < count {
            let step = min(buffer.count, count - copied)
            let got = buffer.withUnsafeMutableBytes { pread(existing, $0.baseAddress, step, off_t(copied)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { throw failure() }
            try buffer.withUnsafeBytes { try write(UnsafeRawBufferPointer(rebasing: $0[..<got])) }
            copied += got
        }
        if existing >= 0 {
            close(existing)
            existing = -1
        }
    }

    /// Writes `bytes` whole to the temporary file.
    private func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let done = Foundation.write(written, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
            if done < 0 && errno == EINTR { continue }
            guard done > 0 else { throw failure() }
            offset += done
        }
    }

    /// The error of a failed write of the page, in words.
    private func failure() -> CommandFailure {
        CommandFailure("cannot write \(TableRenderer.printable(temporary)): \(String(cString: strerror(errno)))")
    }

    /// True when the next `bytes.count` bytes of `descriptor` are `bytes`.
    private static func read(_ descriptor: Int32, matching bytes: [UInt8]) -> Bool {
        var old = [UInt8](repeating: 0, count: bytes.count)
        let got = old.withUnsafeMutableBytes { fill(descriptor, $0.baseAddress, bytes.count) }
        return got == bytes.count && old == bytes
    }

    /// Reads up to `wanted` bytes of `descriptor` into `into`, stopping only at the end of the
    /// file or an error; how many it read.
    private static func fill(_ descriptor: Int32, _ into: UnsafeMutableRawPointer?, _ wanted: Int) -> Int {
        var got = 0
        while got < wanted {
            let step = Foundation.read(descriptor, into?.advanced(by: got), wanted - got)
            if step < 0 && errno == EINTR { continue }
            guard step > 0 else { break }
            got += step
        }
        return got
    }
}
