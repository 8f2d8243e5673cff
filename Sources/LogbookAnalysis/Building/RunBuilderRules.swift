import Foundation
import LogbookModel

/// The numbers the run builder uses to turn points into distances and times.
public struct RunBuilderRules: Sendable, Equatable {
    /// When a step counts as moving time.
    public var moving: MovingTimeRule
    /// The fastest believable speed in m/s for sports on foot (running, walking, hiking,
    /// swimming): a GPS step faster than this is a jump and adds no distance (default 15 m/s,
    /// faster than any sprinter).
    public var maxFootSpeed: Double
    /// The fastest believable speed in m/s for every other sport (default 60 m/s).
    public var maxOtherSpeed: Double
    /// The hysteresis in metres of the elevation gain (see `ElevationGainCounter`).
    public var elevationThreshold: Double
    /// The length of a split in metres.
    public var splitLength: Double
    /// Which distance a run takes when the file states one and has positions too
    /// (`--distance-source`, default `device`); see `DistanceChoice`.
    public var distanceSource = DistanceSource.device
    /// Which moving time a run takes when the file states a usable device timer
    /// (`--moving-source`, default `device`); see `MovingTimeChoice`.
    public var movingSource = MovingSource.device
    /// The time (Unix seconds) that decides which times are in the future (see
    /// `Believable.isBelievableTime`); `nil`: the clock when the run is built.
    public var now: Double?
    /// True when the zone given to the builder is the one `import --tz` named, which wins
    /// over the run's position (`option`); false when it is the system zone.
    public var zoneIsOption = false
    /// True when a run whose file states no offset takes the zone of its first GPS position
    /// (an import); false keeps the zone given (trim, and tests that name one).
    public var zoneFromPosition = false

    /// The latest believable time of a point or start (`Believable.latestTime`).
    var latestTime: Double {
        Believable.latestTime(now: now ?? Date().timeIntervalSince1970)
    }

    /// The defaults: `MovingTimeRule.standard`, 15 m/s on foot, 60 m/s otherwise, 3 m, 1000 m,
    /// the device's distance.
    public static let standard = RunBuilderRules(
        moving: .standard, maxFootSpeed: 15, maxOtherSpeed: 60, elevationThreshold: 3, splitLength: 1000
    )

    /// The GPS jump speed limit in m/s for a normalized sport (`unknown`, a sport still to
    /// be inferred, is judged on foot).
    public func maxSpeed(forSport sport: String) -> Double {
        switch sport {
        case "running", "walking", "hiking", "swimming", SportInference.unknown: return maxFootSpeed
        default: return maxOtherSpeed
        }
    }
}
