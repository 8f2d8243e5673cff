/// Why a file could not be imported, naming the file and, where known, the line.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it (`-` for standard input).
    public var file: String
    /// The 1-based line where the problem is, or `nil` when it concerns the whole file.
    public var line: Int?
    /// What is wrong, in words a runner can act on.
    public var reason: String
    /// What the file holds instead of an activity, when it is readable and holds none
    /// (`nil`: damaged, or an activity file that gave no run).
    public var noActivity: NoActivity?

    /// `<file>:<line>: <reason>`, or `<file>: <reason>` without a line.
    public var description: String {
        if let line { return "\(file):\(line): \(reason)" }
        return "\(file): \(reason)"
    }

    /// Creates a value from each of its parts.
    public init(file: String, line: Int? = nil, reason: String, noActivity: NoActivity? = nil) {
        self.file = file
        self.line = line
        self.reason = reason
        self.noActivity = noActivity
    }
}
