/// The report's reader is made over a logbook as the other use cases are.
extension ReportReader: LogbookUseCase {
    /// Creates the reader over an opened logbook, under the label `logbook report` uses
    /// (`ReportReader(database:)`), so that the command names no connection.
    public init(database logbook: Logbook) {
        self.init(logbook)
    }
}
