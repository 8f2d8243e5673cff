/// An import session runs into an opened logbook.
extension ImportSession {
    /// Imports every file into `logbook`, reporting each event (see `run(into:report:)`
    /// over the connection).
    public func run(into logbook: Logbook, report: (ImportEvent) -> Void = { _ in }) throws -> ImportSessionOutcome {
        try run(into: logbook.database, report: report)
    }
}
