import Foundation

/// How much of a long track an import keeps in memory, and where the rest goes.
///
/// See `Spool`: beyond `memoryLimit` points (or samples) per file, they are written to an
/// unnamed file in `folder` and read back in chunks, so that memory does not grow with
/// the size of an activity.
public struct SpoolSettings: Sendable, Equatable {
    /// How many values may wait in memory before they are written out.
    public var memoryLimit: Int
    /// The folder of the temporary files; `nil` for `temporaryFolder`.
    public var folder: String?

    /// Creates settings.
    public init(memoryLimit: Int = SpoolSettings.defaultMemoryLimit, folder: String? = nil) {
        self.memoryLimit = memoryLimit
        self.folder = folder
    }

    /// 32,768 values (1.8 MB of track points, 2.4 MB of samples): a 1 Hz run of 9 hours
    /// never touches the disk.
    public static let defaultMemoryLimit = 32_768

    /// The default settings.
    public static let standard = SpoolSettings()

    /// The folder temporary files go to by default: `TMPDIR` when set, else `/tmp`.
    ///
    /// Asked by every spool when it is made, one or more per activity (a CSV row is one):
    /// `getenv` looks up the one variable, where `ProcessInfo.environment` copied the whole
    /// environment into a dictionary on each call (64 µs with 35 variables, most of the
    /// time of reading a CSV file).
    public static var temporaryFolder: String {
        if let value = getenv("TMPDIR") {
            let folder = String(cString: value)
            if !folder.isEmpty { return folder }
        }
        return "/tmp"
    }
}
