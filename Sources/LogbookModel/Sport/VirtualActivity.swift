/// Whether a run was ridden or run in a game (Zwift, Rouvy, MyWhoosh, TrainerRoad): its
/// positions are on the game's map, not where the runner was.
///
/// A run is virtual when its sub-sport is `virtual` (`NormalizedSport`: FIT `sub_sport`
/// virtual_activity, Strava's `VirtualRide`/`VirtualRun` and its numeric type 17). Its
/// positions then never give its time zone: Zwift's Watopia lies in the Solomon Islands'
/// zone (+11 h), so a ride at 18:00 in Paris would be dated 04:00 the next day. It takes
/// the offset its file states (FIT `activity.local_timestamp`), else `--tz`, else the
/// machine's zone.
public enum VirtualActivity {
    /// The sub-sport that marks a virtual run.
    public static let subSport = "virtual"

    /// True when a run of sub-sport `subSport` is virtual.
    public static func isVirtual(subSport: String?) -> Bool {
        subSport == Self.subSport
    }
}
