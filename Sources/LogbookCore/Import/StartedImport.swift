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
    }

    /// The file, with its bytes in memory when it is small (see `Importer.readOnce`).
    public let input: ImportInput
    /// Where the file stands.
    let stage: Stage

    /// True when the file's parse was started (it was not recognised as already imported).
    public var parseStarted: Bool {
        if case .building = stage { return true }
        return false
    }

    /// Stops the build and waits for it (a no-op once the file was stored, or when no
    /// build was started).
    public func cancel() {
        if case .building(_, let build) = stage { build.cancel() }
    }
}
