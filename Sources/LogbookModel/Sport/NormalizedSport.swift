/// A sport as the logbook compares it: the canonical sport (`running`) and, kept apart, the
/// variant the file named (`trail`, `treadmill`, `track`, `virtual`, ...).
///
/// `Run`, `Trail Run`, `VirtualRun`, `Treadmill`, TCX `Running`, FIT `running` with any
/// sub-sport and `HKWorkoutActivityTypeRunning` are all `running`; only the sub-sport tells
/// them apart. Every reader's sport goes through `init(raw:rawSubSport:)` (through
/// `RunBuilder`), and duplicate detection compares `sport` only (`DuplicateRule`), so a
/// trail run from a watch and the same run as a Strava `Run` row are one run.
public struct NormalizedSport: Sendable, Equatable, Hashable {
    /// The canonical sport (`Sport.normalize`): `running`, `cycling`, `walking`, ...
    public var sport: String
    /// The variant, or `nil` for the plain sport: `trail`, `treadmill`, `track`, `virtual`,
    /// `indoor`, `mountain`, `gravel`, `road`, `ebike`, `pool`, `open_water`, or a FIT
    /// sub-sport name the table does not know (`match`).
    public var subSport: String?

    /// Creates a normalised sport as given.
    public init(sport: String, subSport: String?) {
        self.sport = sport
        self.subSport = subSport
    }

    /// The normalised sport of a file's raw sport (`Trail Run`, `virtual_ride`,
    /// `HKWorkoutActivityTypeRunning`, FIT `running`) and raw sub-sport, if the file states
    /// one apart (FIT `sub_sport`: `trail`, `treadmill`, `indoor_running`, `virtual_activity`).
    ///
    /// The sub-sport is the stated one when it names a variant (`generic`, `all`, `street`
    /// and blanks do not), else the one the raw sport's own name carries (`TrailRun` →
    /// `trail`), else `nil`. A sub-sport never changes the sport: `cycling` + `treadmill` stays
    /// `cycling` (with sub-sport `treadmill`, as the file said).
    public init(raw: String?, rawSubSport: String? = nil) {
        sport = Sport.normalize(raw)
        if let stated = Self.key(rawSubSport), !Self.plainSubSports.contains(stated) {
            subSport = Self.subSportNames[stated] ?? Self.readable(rawSubSport)
        } else if let key = Self.key(raw) {
            subSport = Self.variantsInSportNames[key]
        } else {
            subSport = nil
        }
    }

    /// Sub-sports that name no variant.
    static let plainSubSports: Set<String> = ["generic", "all", "street", "none", "0"]

    /// Stated sub-sport keys and the variant stored for them.
    static let subSportNames: [String: String] = [
        "trail": "trail", "treadmill": "treadmill", "indoorrunning": "treadmill", "track": "track",
        "virtualactivity": "virtual", "virtual": "virtual", "indoorcycling": "indoor", "spin": "indoor",
        "mountain": "mountain", "gravelcycling": "gravel", "gravel": "gravel", "road": "road",
        "ebikefitness": "ebike", "ebikemountain": "ebike", "lapswimming": "pool", "pool": "pool",
        "openwater": "open_water", "indoorwalking": "treadmill", "casualwalking": "casual",
        "speedwalking": "speed", "trackcycling": "track", "cyclocross": "cyclocross",
    ]

    /// Raw sport keys whose name carries a variant (Strava, Garmin Connect, Apple words).
    static let variantsInSportNames: [String: String] = [
        "trailrun": "trail", "trailrunning": "trail", "treadmill": "treadmill", "treadmillrunning": "treadmill",
        "indoorrunning": "treadmill", "trackrunning": "track", "virtualrun": "virtual", "virtualrunning": "virtual",
        "virtualride": "virtual", "virtualcycling": "virtual", "indoorcycling": "indoor", "mountainbikeride": "mountain",
        "mountainbiking": "mountain", "emountainbikeride": "ebike", "ebikeride": "ebike", "ebiking": "ebike",
        "gravelride": "gravel", "gravelcycling": "gravel", "roadbiking": "road", "roadcycling": "road",
        "trackcycling": "track", "cyclocross": "cyclocross", "lapswimming": "pool", "poolswim": "pool",
        "openwaterswimming": "open_water", "casualwalking": "casual", "speedwalking": "speed",
        "indoorwalking": "treadmill", "17": "virtual",
    ]

    /// The lookup key of a raw name: lowercased, without spaces, `_`, `-` and Apple's
    /// `HKWorkoutActivityType` prefix; `nil` when nothing is left.
    package static func key(_ raw: String?) -> String? {
        guard let raw else { return nil }
        var key = String(raw.lowercased().unicodeScalars.filter { !" \t\r\n_-".unicodeScalars.contains($0) })
        if key.hasPrefix(Sport.appleHealthPrefix) { key.removeFirst(Sport.appleHealthPrefix.count) }
        return key.isEmpty ? nil : key
    }

    /// A sub-sport the tables do not know, kept readable: lowercased, spaces as `_`, at most
    /// 40 characters.
    private static func readable(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let words = raw.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0.isNewline })
        let text = String(words.joined(separator: "_").prefix(40))
        return text.isEmpty ? nil : text
    }

    /// The sport `raw` names when it is one the logbook knows (`trail run` is running with
    /// sub-sport trail), else `nil`: what an option naming a sport accepts.
    public static func known(_ raw: String) -> NormalizedSport? {
        guard let key = key(raw), Sport.canonicalNames[key] != nil else { return nil }
        return NormalizedSport(raw: raw)
    }
}
