/// Where a run's UTC offset came from; the raw values are what `runs.utc_offset_source` stores.
public enum UTCOffsetSource: String, Sendable, CaseIterable, Codable {
    /// The file states it (a FIT activity's local time, an ISO time with an offset).
    case file
    /// The zone at the run's first GPS position, from the embedded boundaries.
    case position
    /// The zone `import --tz` named.
    case option
    /// The system's zone (`TZ`, else the machine's).
    case system

    /// True for offsets that `logbook rebuild` derives again (from the position, else the
    /// system zone); the file's and `--tz`'s stay as stored.
    public var isDerived: Bool {
        self == .position || self == .system
    }
}
