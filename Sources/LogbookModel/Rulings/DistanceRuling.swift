/// Which branch of `DistanceChoice` decided a run's distance; the raw values are what the
/// `d=` part of `runs.rulings` stores (`RunRulings`).
public enum DistanceRuling: String, Sendable, CaseIterable, Codable {
    /// The device's total, preferred and plausible (within a factor 2 of the track, or no track to judge it).
    case deviceTotal = "device_total"
    /// The track: the device's total was not within a factor 2 of it.
    case deviceImplausible = "device_implausible"
    /// The track: the file states no device total.
    case noDeviceTotal = "no_device_total"
    /// The track, preferred (`--distance-source gps`).
    case trackPreferred = "track_preferred"
    /// The device's total: the track was preferred but the run has no positions.
    case noTrack = "no_track"
    /// Neither a device total nor a track: the distance is unknown.
    case neither
    /// Unknown: the stated distance is faster over its time than the sport can go (`BelievableTotals`).
    case beyondBelief = "beyond_belief"

    /// The preference the run was imported with, as this branch shows it.
    public var preferred: DistanceSource {
        self == .trackPreferred || self == .noTrack ? .gps : .device
    }
}
