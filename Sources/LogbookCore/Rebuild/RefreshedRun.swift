/// What refreshing one stored run did (`FileRefresher.refreshRun`).
enum RefreshedRun {
    /// The run was read again: how it changed, or did not.
    case changed(RebuildChange)
    /// The run was cut by `logbook trim`, so it was left as it is.
    case trimmed
    /// No live run has that id any more.
    case gone
}
