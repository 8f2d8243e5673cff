/// What `logbook import --refresh` did with one file.
public struct RefreshOutcome: Sendable, Equatable {
    /// What happened to the file.
    public enum Status: String, Sendable, Equatable {
        /// Its runs were read again; `changes` says how each changed (or did not).
        case refreshed
        /// The logbook holds no file with these bytes.
        case notImported = "not_imported"
        /// Known, but left as it was (`reason` says why).
        case skipped
        /// It could not be read (`reason` says why); nothing was written.
        case rejected
    }

    /// The file's name as given.
    public var file: String
    /// What happened.
    public var status: Status
    /// Each refreshed run before and after (in start order).
    public var changes: [RebuildChange] = []
    /// Why it was skipped or rejected.
    public var reason: String?
    /// The reader's and builder's warnings.
    public var warnings: [String] = []

    /// Creates an outcome.
    public init(file: String, status: Status, changes: [RebuildChange] = [], reason: String? = nil, warnings: [String] = []) {
        self.file = file
        self.status = status
        self.changes = changes
        self.reason = reason
        self.warnings = warnings
    }
}
