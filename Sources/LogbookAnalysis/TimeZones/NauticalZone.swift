/// The nautical time zone of the open sea: one hour per 15 degrees of longitude.
public enum NauticalZone {
    /// The IANA name of the nautical zone at `longitude` (degrees): `Etc/GMT` within 7.5°
    /// of Greenwich, `Etc/GMT-1` (UTC+1) from 7.5° E to 22.5° E, ..., `Etc/GMT-12` east of
    /// 172.5° E and `Etc/GMT+12` west of 172.5° W, as timezone-boundary-builder's ocean
    /// polygons have them (the POSIX sign: `Etc/GMT+5` is five hours behind UTC).
    public static func identifier(longitude: Double) -> String {
        guard longitude.isFinite else { return "Etc/GMT" }
        let hours = Int((min(180, max(-180, longitude)) / 15).rounded(.toNearestOrAwayFromZero))
        if hours == 0 { return "Etc/GMT" }
        return hours > 0 ? "Etc/GMT-\(hours)" : "Etc/GMT+\(-hours)"
    }
}
