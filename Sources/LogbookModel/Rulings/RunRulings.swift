/// What the rules decided when a run was last built, kept beside it in `runs.rulings` so that
/// `logbook explain` tells what decided a run imported years ago with older rules.
///
/// Stored compactly as `d=device_total;m=timer;s=file` (about 30 bytes a run, 30 more with a
/// copy's ruling `c=new:fit>gpx:device_totals`); a part is
/// missing when its rule did not run (a run stored before 0024 whose sources are unknown).
public struct RunRulings: Sendable, Equatable {
    /// How the distance was chosen.
    public var distance: DistanceRuling?
    /// How the moving time was chosen.
    public var moving: MovingRuling?
    /// How the sport was decided.
    public var sport: SportRuling?
    /// How the last copy that arrived was judged against the stored one, `nil` when no second
    /// copy came (or it came before logbook kept this: not recorded).
    public var copy: CopyRuling?

    /// Creates rulings; each defaults to unknown.
    public init(distance: DistanceRuling? = nil, moving: MovingRuling? = nil, sport: SportRuling? = nil, copy: CopyRuling? = nil) {
        self.distance = distance
        self.moving = moving
        self.sport = sport
        self.copy = copy
    }

    /// The stored text, `nil` when nothing is known.
    public var stored: String? {
        let parts = [
            distance.map { "d=\($0.rawValue)" }, moving.map { "m=\($0.rawValue)" }, sport.map { "s=\($0.rawValue)" },
            copy?.stored.map { "c=\($0)" },
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ";")
    }

    /// Reads the stored text; an unknown part or word reads as unknown.
    public init(stored: String?) {
        self.init()
        for part in (stored ?? "").split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { continue }
            switch pair[0] {
            case "d": distance = DistanceRuling(rawValue: pair[1])
            case "m": moving = MovingRuling(rawValue: pair[1])
            case "s": sport = SportRuling(rawValue: pair[1])
            case "c": copy = CopyRuling(stored: pair[1])
            default: continue
            }
        }
    }
}
