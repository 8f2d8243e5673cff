import LogbookFormats

/// A file that `Importer.start` has hashed and looked up, and, when it is new, whose
/// reading and building has begun on a worker thread, waiting to be stored by
/// `Importer.importFile(_:into:)`.
///
/// Dropping one without storing it is allowed: `cancel()` stops its build and waits for
/// the worker, so that no work on the file outlives it.
public struct StartedImport: Sendable {
    /// Where a started file stands.
    enum Stage: Sendable {
        /// Hashing failed (an unreadable file, Ctrl-C, libcrypto): the error to report.
        case failed(any Error)
        /// The database already holds a file with these bytes: it is not parsed.
        case known(hash: String, file: KnownFile)
        /// A new file, being read and built on a worker thread.
        case building(hash: String, build: BackgroundTask<Importer.Built>)
        /// A file being read, hashed and (unless its hash is known) built on a worker thread.
        case preparing(BackgroundTask<PreparedFile>)
    }

    /// The file, with its bytes in memory when it is small (see `Importer.readOnce`).
    public let input: ImportInput
    /// Where the file stands.
    let stage: Stage

    /// True when the file's parse was started (it was not recognised as already imported).
    /// A file prepared on a worker (`Importer.start(_:known:)`) is waited for.
    public var parseStarted: Bool {
        switch stage {
        case .building: return true
        case .preparing(let task):
            if case .built = try? task.result() { return true }
            return false
        case .failed, .known: return false
        }
    }

    /// The same file at the same stage, read from `input` (its bytes as the worker held and
    /// hashed them).
    func reading(_ input: ImportInput) -> StartedImport {
        StartedImport(input: input, stage: stage)
    }

    /// Stops the build and waits for it (a no-op once the file was stored, or when no
    /// build was started).
    public func cancel() {
        switch stage {
        case .building(_, let build): build.cancel()
        case .preparing(let task): task.cancel()
        case .failed, .known: break
        }
    }
}
