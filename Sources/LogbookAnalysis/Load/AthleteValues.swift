/// The profile values holding on one date, each with the date it holds from; a value never
/// set is `nil` (the max HR is then estimated, the resting HR `defaultRestingHR`).
public struct AthleteValues: Sendable, Equatable {
    /// The maximum heart rate.
    public var maxHR: HeldValue<Int>?
    /// The resting heart rate.
    public var restingHR: HeldValue<Int>?
    /// The lactate-threshold heart rate.
    public var lthr: HeldValue<Int>?
    /// The sex TRIMP is weighted for.
    public var sex: HeldValue<AthleteSex>?

    /// The resting heart rate used when none is set.
    public static let defaultRestingHR = 60

    /// Creates values.
    public init(maxHR: HeldValue<Int>? = nil, restingHR: HeldValue<Int>? = nil, lthr: HeldValue<Int>? = nil, sex: HeldValue<AthleteSex>? = nil) {
        self.maxHR = maxHR
        self.restingHR = restingHR
        self.lthr = lthr
        self.sex = sex
    }

    /// The resting heart rate to compute with: the set one, else the default.
    public var restingOrDefault: Int { restingHR?.value ?? Self.defaultRestingHR }

    /// The sex to weight TRIMP for: the set one, else men's weighting.
    public var sexOrDefault: AthleteSex { sex?.value ?? .male }
}
