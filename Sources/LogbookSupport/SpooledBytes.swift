#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The bytes of a stream (standard input, a named pipe) kept in an unnamed temporary file,
/// so that they can be read twice (hashed, then parsed) without being held in memory.
///
/// The file is made like `Spool`'s: `mkstemp` in the temporary folder, unlinked at once,
/// so nothing is left behind even when the process is killed. One thread appends; once
/// the stream has ended the bytes never change, and any number of threads may read them
/// (each read is a `pread` at its own offset), which is why it is `@unchecked Sendable`.
public final class SpooledBytes: @unchecked Sendable {
    /// The temporary file's descriptor.
    private let descriptor: Int32
    /// The folder of the temporary file, for messages.
    public let folder: String
    /// How many bytes the file holds.
    public private(set) var count = 0

    /// Creates an empty temporary file in `folder`.
    /// - Throws: `SpoolError` saying why the file cannot be made.
    package init(folder: String) throws {
        guard let created = TemporaryFile.create(in: folder) else {
            throw SpoolError(reason: TemporaryFile.creationFailure(in: folder))
        }
        descriptor = created
        self.folder = folder
    }

    deinit { close(descriptor) }

    /// A new descriptor for reading the file from its start, with an offset of its own
    /// (for a reader that reads sequentially, such as libarchive's); -1 on failure.
    package func openForReading() -> Int32 {
        open("/proc/self/fd/\(descriptor)", O_RDONLY)
    }

    /// Appends `bytes` at the end of the file.
    /// - Throws: `SpoolError` when the folder is full or the write fails.
    package func append(_ bytes: UnsafeRawBufferPointer) throws {
        guard TemporaryFile.write(bytes, to: descriptor, at: off_t(count)) else {
            throw SpoolError(reason: TemporaryFile.writeFailure(in: folder))
        }
        count += bytes.count
    }

    /// Calls `body` with consecutive chunks of at most `chunkSize` bytes, in order, until the
    /// end or until `body` returns `false`.
    /// - Throws: `SpoolError` when the file cannot be read back, or what `body` throws.
    package func forEachChunk(chunkSize: Int, _ body: (UnsafeRawBufferPointer) throws -> Bool) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, chunkSize), alignment: 16)
        defer { buffer.deallocate() }
        var offset = 0
        while offset < count {
            let wanted = min(buffer.count, count - offset)
            let result = pread(descriptor, buffer.baseAddress, wanted, off_t(offset))
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                let reason = result == 0 ? "it ended early" : String(cString: strerror(errno))
                throw SpoolError(reason: "cannot read back a temporary file in \(folder): \(reason)")
            }
            if try !body(UnsafeRawBufferPointer(rebasing: buffer[0..<result])) { return }
            offset += result
        }
    }
}
