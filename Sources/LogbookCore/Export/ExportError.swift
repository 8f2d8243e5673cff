/// Why `logbook export` writes nothing: each says what to do instead.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A run asked for is in quarantine.
    case quarantined(id: Int64)
    /// No run has this id.
    case notFound(id: Int64)
    /// A run has no positions to write as a track.
    case noPositions(id: Int64, format: ExportFormat)
    /// A file to write exists and `--force` was not given.
    case exists(path: String)
    /// No run matched.
    case nothingToExport

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .quarantined(let id):
            return "run \(id) is in quarantine and is not exported; restore it first with 'logbook clean --restore \(id)'"
        case .notFound(let id):
            return "no run with id \(id)"
        case .noPositions(let id, let format):
            return "run \(id) has no positions to write as \(format.rawValue.uppercased()); export it with --format csv, or leave it out"
        case .exists(let path):
            return "\(path) exists; give --force to overwrite it, or another --out folder (nothing was written)"
        case .nothingToExport:
            return "no run matches: nothing to export"
        }
    }
}
