import LogbookCore

/// What `trim` does, as chosen by `--at <time>`, `--auto` or `--undo`.
enum TrimMode: Sendable {
    /// Cut at this time.
    case at(TrimTime)
    /// Cut where the recording_tail rule suggests.
    case auto
    /// Put the run back as it was.
    case undo
}
