/// How cadence recorded in GPX and TCX files becomes steps per minute.
///
/// Every GPX and TCX writer seen (Garmin `gpxtpx:cad` and TCX `RunCadence`, Strava,
/// Apple Watch, Suunto `gpxdata:cadence` and TCX `<Cadence>`, Polar) records one
/// foot's strides per minute for running: typical values are 76-95. `TrackPoint`
/// stores steps per minute of both feet, so readers double the recorded value.
/// The exception is cycling, where cadence is pedal revolutions per minute and is
/// kept as recorded.
public enum CadenceConvention {
    /// The factor that turns a recorded cadence into the stored one for an activity of
    /// the given raw sport: 1 for cycling (`Biking`, `cycling`, `ride` ...), else 2.
    public static func multiplier(forSport rawSport: String?) -> Float {
        guard let sport = rawSport?.lowercased() else { return 2 }
        if sport.contains("bik") || sport.contains("cycl") || sport.contains("ride") { return 1 }
        return 2
    }
}
