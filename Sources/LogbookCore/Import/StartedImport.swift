/// A file whose reading and building has begun on a worker thread (`Importer.start`),
/// waiting to be stored by `Importer.importFile(_:into:)`.
///
/// Its SHA-256 and its build run on two worker threads, so that both overlap with storing
/// the file before it. Dropping one without storing it is allowed: `cancel()` stops its
/// work and waits for the workers, so that no work on the file outlives it.
public struct StartedImport: Sendable {
    /// The file, with its bytes in memory when it is small (see `Importer.readOnce`).
    public let input: ImportInput
    /// The content hash in progress.
    let hash: BackgroundTask<String>
    /// The build in progress.
    let build: BackgroundTask<Importer.Built>

    /// Stops the work and waits for it (a no-op once the file was stored).
    public func cancel() {
        build.cancel()
        hash.cancel()
    }
}
