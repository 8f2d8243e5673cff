/// Turns the sport a file states (`Run`, `Biking`, `9`, `trail run`, ...) into one canonical name.
public enum Sport {
    /// The canonical name used when a file states no sport, or one this table does not know.
    public static let fallback = "running"

    /// Returns the canonical, lowercased sport for a raw sport string.
    ///
    /// Rules, in order:
    /// 1. `nil`, empty, blank or `unknown` gives `running` (the logbook is a run logbook;
    ///    GPX files very often state no type, OpenTracks writes `unknown`).
    /// 2. The raw value is lowercased, trimmed, and spaces, `_` and `-` are dropped to
    ///    form a key (`Trail Run`, `trail_run` and `TrailRun` are the same key).
    /// 3. The key is looked up in `canonicalNames`: the words Strava, Garmin, TCX
    ///    (`Running`, `Biking`, `Other`), FIT and Apple use, and Strava's numeric GPX
    ///    `<type>` codes. Those codes are the 1-based positions in Strava's historical
    ///    activity-type list (`Ride`=1, `AlpineSki`, `BackcountrySki`, `Hike`=4, `IceSkate`,
    ///    `InlineSkate`, `NordicSki`, `RollerSki`, `Run`=9, `Walk`=10, `Workout`, `Snowboard`,
    ///    `Snowshoe`, `Kitesurf`, `Windsurf`, `Swim`=16, `VirtualRide`=17, `EBikeRide`=18);
    ///    Strava's own Android export writes `<type>9</type>` for a run.
    /// 4. Anything else (junk such as `jkljkl`, unknown numbers) gives `running`.
    ///
    /// Apple Health's `HKWorkoutActivityType` prefix is dropped first
    /// (`HKWorkoutActivityTypeCycling` is `cycling`). The variant (`Trail Run` → `trail`) is
    /// kept apart by `NormalizedSport`.
    ///
    /// TCX's explicit `Other` maps to `other`, not to `running`: the file says it is not a run.
    public static func normalize(_ raw: String?) -> String {
        guard let raw else { return fallback }
        var key = String(
            raw.lowercased().unicodeScalars.filter { !" \t\r\n_-".unicodeScalars.contains($0) }
        )
        if key.hasPrefix(appleHealthPrefix) { key.removeFirst(appleHealthPrefix.count) }
        if key.isEmpty || key == "unknown" { return fallback }
        return canonicalNames[key] ?? fallback
    }

    /// The lowercased prefix of Apple Health workout types (`HKWorkoutActivityTypeRunning`).
    public static let appleHealthPrefix = "hkworkoutactivitytype"

    /// True when `raw` states no sport (nil, blank or `unknown`), so that `normalize` falls back.
    public static func isUnstated(_ raw: String?) -> Bool {
        guard let raw else { return true }
        let key = raw.lowercased().filter { !$0.isWhitespace }
        return key.isEmpty || key == "unknown"
    }

    /// Known sport keys (lowercased, without spaces, `_` or `-`) and their canonical names.
    public static let canonicalNames: [String: String] = {
        var table: [String: String] = [:]
        func add(_ canonical: String, _ keys: [String]) {
            for key in keys { table[key] = canonical }
        }
        add("running", [
            "run", "running", "runs", "jog", "jogging", "trailrun", "trailrunning", "treadmill",
            "treadmillrunning", "virtualrun", "streetrunning", "trackrunning", "indoorrunning",
            "roadrunning", "ultrarun", "virtualrunning", "9",
            // Strava exports of German accounts name their activity types in German.
            "lauf", "laufen",
        ])
        add("cycling", [
            "ride", "rides", "biking", "bike", "cycling", "cycle", "virtualride", "ebikeride",
            "ebiking", "mountainbikeride", "mountainbiking", "gravelride", "gravelcycling",
            "roadbiking", "roadcycling", "indoorcycling", "trackcycling", "cyclocross",
            "emountainbikeride", "velomobile", "handcycle", "handcycling", "virtualcycling", "1", "17", "18",
            "radfahren", "radfahrt",
        ])
        add("walking", ["walk", "walking", "casualwalking", "speedwalking", "indoorwalking", "10", "gehen", "spaziergang"])
        add("hiking", ["hike", "hiking", "4", "wandern"])
        add("swimming", ["swim", "swimming", "lapswimming", "openwaterswimming", "poolswim", "openwater", "16", "schwimmen"])
        add("alpine_skiing", ["alpineski", "alpineskiing", "downhillskiing", "2"])
        add("backcountry_skiing", ["backcountryski", "backcountryskiing", "3"])
        add("ice_skating", ["iceskate", "iceskating", "5"])
        add("inline_skating", ["inlineskate", "inlineskating", "6"])
        add("nordic_skiing", ["nordicski", "nordicskiing", "crosscountryskiing", "7"])
        add("roller_skiing", ["rollerski", "rollerskiing", "8"])
        add("workout", ["workout", "training", "11"])
        add("snowboarding", ["snowboard", "snowboarding", "12"])
        add("snowshoeing", ["snowshoe", "snowshoeing", "13"])
        add("kitesurfing", ["kitesurf", "kitesurfing", "14"])
        add("windsurfing", ["windsurf", "windsurfing", "15"])
        add("rowing", ["rowing", "row", "indoorrowing"])
        add("kayaking", ["kayaking", "kayak"])
        add("canoeing", ["canoeing", "canoe"])
        add("stand_up_paddling", ["standuppaddling", "sup"])
        add("surfing", ["surfing", "surf"])
        add("elliptical", ["elliptical"])
        add("stair_stepper", ["stairstepper", "stairclimbing"])
        add("weight_training", ["weighttraining", "strengthtraining"])
        add("yoga", ["yoga"])
        add("crossfit", ["crossfit"])
        add("rock_climbing", ["rockclimbing", "climbing"])
        add("wheelchair", ["wheelchair"])
        add("skateboarding", ["skateboard", "skateboarding"])
        add("golf", ["golf"])
        add("soccer", ["soccer", "football"])
        add("tennis", ["tennis"])
        add("multisport_transition", ["transition", "multisporttransition"])
        add("fitness_equipment", ["fitnessequipment"])
        add("other", ["other"])
        return table
    }()
}
