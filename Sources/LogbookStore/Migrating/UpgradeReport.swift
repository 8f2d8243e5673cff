/// What opening a database did to its schema.
public struct UpgradeReport: Sendable, Equatable {
    /// The schema version before (0 for a new database), read under the write lock.
    public var fromVersion: Int
    /// The migrations this process applied, in order.
    public var applied: [Migration]
    /// The backup taken before upgrading (written now, or an earlier one reused), if one was needed.
    public var backupPath: String?
    /// True when `backupPath` is a complete backup of the same state written earlier
    /// (a retried upgrade), not one written now.
    public var backupReused: Bool
    /// The schema version after (another process may have applied some migrations).
    public var toVersion: Int
    /// True when no file was at the path and this process made the logbook there.
    public var created = false

    /// Creates a report.
    public init(fromVersion: Int, applied: [Migration], backupPath: String?, backupReused: Bool = false, toVersion: Int? = nil) {
        self.fromVersion = fromVersion
        self.applied = applied
        self.backupPath = backupPath
        self.backupReused = backupReused
        self.toVersion = toVersion ?? applied.last?.number ?? fromVersion
    }

    /// What the runner should do after this upgrade, a sentence each: the upgrade that
    /// records where offsets came from changes no stored time, so it says how to apply the
    /// runs' positions (`logbook rebuild`).
    public var advice: [String] {
        guard applied.contains(where: { $0.name == "utc_offset_source" }) else { return [] }
        return ["Run 'logbook rebuild' to date runs whose files state no UTC offset in the time zone of where they were run."]
    }
}
