/// What storing one built run did (`Importer.storeRun`).
enum StoredRunOutcome: Sendable, Equatable {
    /// A new run was stored.
    case inserted
    /// The stored copy of the same run was replaced by this richer one (same id).
    case upgraded
    /// The same run was already stored at least as rich: only words were merged.
    case duplicate
}
