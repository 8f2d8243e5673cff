/// What one sync did with one place: its counts and the files it could not import.
public struct PlaceSyncOutcome: Sendable {
    /// The place.
    public var place: SyncPlace
    /// Runs newly stored.
    public var newRuns = 0
    /// Stored runs replaced by a richer copy.
    public var upgradedRuns = 0
    /// Files read this time (new or changed).
    public var filesRead = 0
    /// Files not read: remembered with the same size and modification time.
    public var knownFiles = 0
    /// Files read that hold no activity, or only runs the logbook has.
    public var skippedFiles = 0
    /// Files read and rejected as damaged (each reported at this sync only).
    public var damaged: [FileImportResult] = []
    /// Files that could not be read whole (gone, or changed while read): read again next time.
    public var unreadable: [FileImportResult] = []
    /// True when Ctrl-C stopped the sync inside this place.
    public var interrupted = false

    /// An outcome of `place` with nothing done yet.
    public init(place: SyncPlace) {
        self.place = place
    }
}
