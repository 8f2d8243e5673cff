/// How the last copy of a run that arrived was judged against the stored one (`RunRichness.decide`):
/// which format was kept over which, whether the kept one is the copy that arrived, and the
/// criterion that decided. Kept in `runs.rulings` as `c=new:fit>gpx:device_totals`.
public struct CopyRuling: Sendable, Equatable {
    /// The format of the copy whose numbers the run holds (`fit`, `gpx`, ...).
    public var kept: String
    /// The format of the copy set aside.
    public var setAside: String
    /// True when the kept copy is the one that arrived (it replaced the stored one).
    public var keptArrived: Bool
    /// The criterion that decided.
    public var criterion: CopyCriterion

    /// The format word of a stored copy whose format was not recorded.
    public static let unknownFormat = "unknown"

    /// Creates a ruling.
    public init(kept: String, setAside: String, keptArrived: Bool, criterion: CopyCriterion) {
        self.kept = kept
        self.setAside = setAside
        self.keptArrived = keptArrived
        self.criterion = criterion
    }

    /// The stored text: `new:fit>gpx:device_totals` (`old:` when the stored copy stayed);
    /// `nil` when a format is not a plain word of at most 20 letters, digits or `_` (nothing
    /// then overflows `runs.rulings`' 200 characters or its separators).
    public var stored: String? {
        func plain(_ word: String) -> Bool {
            !word.isEmpty && word.utf8.count <= 20 && word.utf8.allSatisfy { $0 == 95 || (48...57).contains($0) || (97...122).contains($0) }
        }
        guard plain(kept), plain(setAside) else { return nil }
        return "\(keptArrived ? "new" : "old"):\(kept)>\(setAside):\(criterion.rawValue)"
    }

    /// Reads the stored text; `nil` for anything else.
    public init?(stored: String) {
        let parts = stored.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, parts[0] == "new" || parts[0] == "old", let criterion = CopyCriterion(rawValue: parts[2]) else { return nil }
        let formats = parts[1].split(separator: ">", omittingEmptySubsequences: false).map(String.init)
        guard formats.count == 2, !formats[0].isEmpty, !formats[1].isEmpty else { return nil }
        self.init(kept: formats[0], setAside: formats[1], keptArrived: parts[0] == "new", criterion: criterion)
    }
}
