#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The unnamed temporary files values are kept in (`Spool`, `SpooledBytes`, the best-effort
/// window): their creation, whole writes and reads, and the words a failure is said in.
package enum TemporaryFile {
    /// A new file in `folder`, already unlinked (nothing is left behind even when the
    /// process is killed), open for reading and writing; nil on failure, `errno` saying why.
    package static func create(in folder: String) -> Int32? {
        var template = Array((folder + "/logbook-spool-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in
            if let path = buffer.baseAddress { _ = unlink(path) }
        }
        return descriptor
    }

    /// The message for a file `create` could not make in `folder` (from `errno`).
    package static func creationFailure(in folder: String) -> String {
        "cannot create a temporary file in \(folder): \(String(cString: strerror(errno)))"
    }

    /// Writes all of `bytes` at `offset` of `descriptor`, again where a signal interrupted
    /// it; false when a write fails, `errno` saying why (`ENOSPC` when nothing more fits).
    package static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: off_t) -> Bool {
        var done = 0
        while done < bytes.count {
            let result = pwrite(descriptor, bytes.baseAddress.map { $0 + done }, bytes.count - done, offset + off_t(done))
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                if result == 0 { errno = ENOSPC }
                return false
            }
            done += result
        }
        return true
    }

    /// Fills `bytes` from `offset` of `descriptor`, again where a signal interrupted it:
    /// `nil` once they are filled, else the message saying why not (the file ended early,
    /// or the system's words), naming `folder`.
    package static func read(into bytes: UnsafeMutableRawBufferPointer, from descriptor: Int32, at offset: off_t, folder: String) -> String? {
        var done = 0
        while done < bytes.count {
            let result = pread(descriptor, bytes.baseAddress.map { $0 + done }, bytes.count - done, offset + off_t(done))
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                let reason = result == 0 ? "it ended early" : String(cString: strerror(errno))
                return "cannot read back a temporary file in \(folder): \(reason)"
            }
            done += result
        }
        return nil
    }

    /// The message for a write to a temporary file in `folder` that just failed (from `errno`).
    package static func writeFailure(in folder: String) -> String {
        "cannot write to a temporary file in \(folder): \(String(cString: strerror(errno)))"
    }
}
