import Foundation

/// The SHA-256 of every complete read of one file while it is parsed, so that the file is
/// recorded under the hash of the bytes that were parsed.
///
/// A file too large to be held in memory is read twice, once to hash it (and look the hash
/// up) and once to parse it; a file rewritten in between would otherwise be recorded under
/// the old bytes' hash with the new bytes' runs. Each read of an `ImportInput` carrying
/// this recorder hashes what it hands out; a read that reaches the end records its hash, one
/// stopped early (format sniffing) records nothing.
///
/// A class because it is shared by every copy of the input and read by the thread that
/// stores the file after the worker that parsed it; the lock guards the list.
public final class ReadPassHashes: @unchecked Sendable {
    private let lock = NSLock()
    private var hashes: [String] = []

    /// Creates an empty recorder.
    public init() {}

    /// Records the hash of one complete read.
    func record(_ hash: String) {
        lock.lock()
        defer { lock.unlock() }
        hashes.append(hash)
    }

    /// The hash every complete read so far agrees on, or `nil` when no read was complete.
    /// Throws an `ImportError` naming `file` when two complete reads saw different bytes:
    /// the file changed while it was being read, and nothing of it may be stored.
    public func agreedHash(file: String) throws -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let first = hashes.first else { return nil }
        guard hashes.allSatisfy({ $0 == first }) else {
            throw ImportError(
                file: file, line: nil,
                reason: "the file changed while it was being read; nothing of it was stored (import it again once it is written)")
        }
        return first
    }
}
