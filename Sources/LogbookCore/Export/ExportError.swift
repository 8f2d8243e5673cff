/// Why `logbook export` writes nothing: each says what to do instead (an id that names
/// no live run is a `RunLookupError`).
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A run has no positions to write as a track.
    case noPositions(id: Int64, format: ExportFormat)
    /// A file to write exists and `--force` was not given.
    case exists(path: String)
    /// No run matched.
    case nothingToExport
    /// A folder stands where a file is to be written: `--force` replaces files only.
    case folderInTheWay(path: String)
    /// Writing a file failed (a full disk, no permission); `reason` in words.
    case writeFailed(path: String, reason: String)

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .noPositions(let id, let format):
            "run \(id) has no positions to write as \(format.rawValue.uppercased()); export it with --format csv, or leave it out"
        case .exists(let path): "\(path) exists; give --force to overwrite it, or another --out folder (nothing was written)"
        case .nothingToExport: "no run matches: nothing to export"
        case .folderInTheWay(let path):
            "\(path) is a folder; export never replaces a folder, even with --force: move it, or give another --out folder (nothing was written)"
        case .writeFailed(let path, let reason): "cannot write \(path): \(reason) (nothing was written)"
        }
    }
}
