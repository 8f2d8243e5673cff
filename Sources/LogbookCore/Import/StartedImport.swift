/// A file whose reading and building has begun on a worker thread (`Importer.start`),
/// waiting to be stored by `Importer.importFile(_:into:)`.
///
/// Dropping one without storing it is allowed: `cancel()` stops its build at the next
/// chunk and waits for the worker, so that no work on the file outlives it.
public struct StartedImport: Sendable {
    /// The file, with its bytes in memory when it is small (see `Importer.readOnce`).
    public let input: ImportInput
    /// The build in progress.
    let build: PendingBuild

    /// Stops the build and waits for it (a no-op once the file was stored).
    public func cancel() {
        build.cancel()
    }
}
