/// Thrown for a file that holds no activity and is not an error: a FIT monitoring file, a
/// Strava route, a summary CSV whose rows all have their files. It is counted as `skipped`.
public struct ImportSkip: Error, Equatable, Sendable {
    /// The file (or `archive:member`).
    public var file: String
    /// Why it was skipped, e.g. `not an activity: monitoring`.
    public var reason: String

    /// Creates a value from each of its parts.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }
}
