import LogbookModel

/// The file that gave a run (the one whose numbers and samples it holds: `runs.file_id`) and
/// what the logbook kept of its bytes.
public struct RunOriginal: Sendable, Equatable {
    /// The run.
    public var runID: Int64
    /// The file's name as it was imported (`export.zip:activities/1.gpx`).
    public var name: String
    /// Its format's stored name (`gpx`, `fit`, `csv`, ...).
    public var format: String
    /// SHA-256 of its bytes, lowercase hex.
    public var contentSHA256: String
    /// When it was imported, UTC seconds.
    public var importedAt: Int64
    /// What was kept of its bytes (`nil`: it was imported before originals were kept).
    public var kept: KeptOriginal?

    /// Creates the value.
    public init(runID: Int64, name: String, format: String, contentSHA256: String, importedAt: Int64, kept: KeptOriginal?) {
        self.runID = runID
        self.name = name
        self.format = format
        self.contentSHA256 = contentSHA256
        self.importedAt = importedAt
        self.kept = kept
    }

    /// True when its bytes are kept and can be written out.
    public var isKept: Bool { kept?.state == .kept }

    /// Why its bytes cannot be written out, or `nil` when they can: the message after `Error: `.
    public var unavailableReason: String? {
        let file = "run \(runID)'s file \(name)"
        switch kept?.state {
        case .kept: return nil
        case nil:
            return "the original of \(file) was not kept: it was imported before logbook kept originals "
                + "(importing that file again keeps it)"
        case .notKept:
            return "the original of \(file) was not kept: it was imported with --no-originals"
        case .dropped:
            let when = kept?.droppedAt.map { " on " + LocalDateTime.date(utc: $0, offset: 0) } ?? ""
            return "the original of \(file) was dropped\(when) ('logbook original --drop-before')"
        }
    }

    /// A file name for writing it out in a folder: the last part of its imported name (after
    /// the last `/` or `:`) in ASCII letters, digits, dots, dashes and underscores, without the
    /// `.gz`, `.bz2` or `.xz` of a compressed file (its inner bytes are what was kept), and
    /// never hidden; `run-ID-original` when nothing is left.
    public var suggestedFileName: String {
        var last = Substring(name)
        if let cut = last.lastIndex(where: { $0 == "/" || $0 == ":" }) { last = last[last.index(after: cut)...] }
        for suffix in [".gz", ".bz2", ".xz"] where last.lowercased().hasSuffix(suffix) && last.count > suffix.count {
            last = last.dropLast(suffix.count)
        }
        var safe = ""
        for scalar in last.unicodeScalars {
            let keep = scalar.isASCII && (Self.isASCIIAlphanumeric(scalar) || scalar == "." || scalar == "-" || scalar == "_")
            safe.unicodeScalars.append(keep ? scalar : "-")
        }
        while safe.hasPrefix(".") { safe.removeFirst() }
        let meaningful = safe.contains { $0.isLetter || $0.isNumber }
        return meaningful && safe.utf8.count <= 200 ? safe : "run-\(runID)-original"
    }

    /// True for `A`-`Z`, `a`-`z`, `0`-`9`.
    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
