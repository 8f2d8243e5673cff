/// The believable pace range of each sport: the one place import, `stats` and `clean`
/// learn which paces of a walk, a ride or a swim are numbers to trust.
///
/// Paces are in seconds per km whatever the sport (a swim's 2:00 per 100 m is 1,200 s/km).
/// The minimum distance is the running thresholds' for every sport.
///
/// | sport | fastest | slowest |
/// |---|---|---|
/// | running (and a sport not listed below that is on foot, see `RunBuilderRules`) | `--min-pace` (2:00/km) | `--max-pace` (30:00/km) |
/// | walking, hiking | 3:30/km (race walking) | 60:00/km (a steep climb) |
/// | cycling (every kind of ride) | 0:36/km (100 km/h) | 20:00/km (3 km/h) |
/// | swimming | 0:40/100 m | 6:40/100 m |
/// | rowing, kayaking, canoeing, paddling | 2:00/km (1:00/500 m) | 25:00/km |
/// | `unknown` and every other sport | 0:30/km (120 km/h) | 60:00/km (1 km/h) |
public enum SportThresholds {
    /// The thresholds that judge a run of `sport` (a normalized name), given the running
    /// thresholds (the command line's `--min-distance`, `--min-pace`, `--max-pace`).
    public static func forSport(_ sport: String, running: PaceThresholds) -> PaceThresholds {
        guard let range = paceRange(of: family(of: sport)) else { return running }
        return PaceThresholds(minDistance: running.minDistance, minPace: range.lowerBound, maxPace: range.upperBound)
    }

    /// The family whose range judges `sport`.
    public static func family(of sport: String) -> Family {
        // A search of 16 names, not a dictionary: the first dictionary keyed by strings a
        // command builds costs it a scan of every protocol conformance in the binary
        // (about 0.33 M instructions, 7 % of `show`).
        for (family, sports) in sportsByFamily where sports.contains(sport) { return family }
        return .other
    }

    /// The sports of each family but `other` (which takes every sport not listed).
    public static let sportsByFamily: [(family: Family, sports: [String])] = [
        (.running, ["running"]),
        (.walking, ["walking", "hiking", "snowshoeing"]),
        (.cycling, ["cycling", "indoor_cycling", "e_biking"]),
        (.swimming, ["swimming"]),
        (.rowing, ["rowing", "indoor_rowing", "kayaking", "canoeing", "stand_up_paddling", "paddling"]),
    ]

    /// The pace range of a family in s/km, `nil` for running (the running thresholds apply).
    public static func paceRange(of family: Family) -> ClosedRange<Double>? {
        switch family {
        case .running: return nil
        case .walking: return 210...3_600
        case .cycling: return 36...1_200
        case .swimming: return 400...4_000
        case .rowing: return 120...1_500
        case .other: return 30...3_600
        }
    }

    /// The groups of sports that share a pace range.
    public enum Family: String, Sendable, CaseIterable {
        /// Running: the command line's thresholds.
        case running
        /// Walking and hiking.
        case walking
        /// Rides.
        case cycling
        /// Swims.
        case swimming
        /// Rowing and paddling.
        case rowing
        /// Everything else, `unknown` included.
        case other
    }
}
