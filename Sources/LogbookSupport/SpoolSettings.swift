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
    public static var temporaryFolder: String {
        if let folder = ProcessInfo.processInfo.environment["TMPDIR"], !folder.isEmpty { return folder }
        return "/tmp"
    }
}
