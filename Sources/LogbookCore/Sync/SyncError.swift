/// Why `sync` or `watch` cannot go on with a path it was given.
public enum SyncError: Error, Equatable, CustomStringConvertible {
    /// The path is not a folder (or does not exist).
    case notAFolder(String)
    /// `watch rm` named a folder that is not watched.
    case notWatched(String)
    /// The system refused to watch (`what`, and its reason).
    case cannotWatch(String, String)

    /// The message for the runner.
    public var description: String {
        switch self {
        case .notAFolder(let path): "\(path): no such folder (sync and watch read folders and mounted watches)"
        case .notWatched(let path): "\(path) is not watched; 'logbook watch list' shows the watched folders"
        case .cannotWatch(let what, let reason): "cannot watch folders (\(what): \(reason))"
        }
    }
}
