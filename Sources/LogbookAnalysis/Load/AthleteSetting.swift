import LogbookModel

/// One `logbook profile set`: the values it gave and the date they hold from.
///
/// A value not given is `nil` and keeps holding from an earlier setting. The ranges are what
/// a human heart does (`maxRange`, `restingRange`, `lthrRange`); the migration's CHECKs
/// repeat them.
public struct AthleteSetting: Sendable, Equatable {
    /// The local date the values hold from; `nil`: from the first run on.
    public var from: LocalDate?
    /// The maximum heart rate in bpm.
    public var maxHR: Int?
    /// The resting heart rate in bpm.
    public var restingHR: Int?
    /// The lactate-threshold heart rate in bpm.
    public var lthr: Int?
    /// The sex TRIMP is weighted for.
    public var sex: AthleteSex?
    /// When it was set, UTC seconds since 1970.
    public var setAt: Int64

    /// The believable maximum heart rates, in bpm.
    public static let maxRange = 100...250
    /// The believable resting heart rates, in bpm.
    public static let restingRange = 25...120
    /// The believable lactate-threshold heart rates, in bpm.
    public static let lthrRange = 80...250

    /// Creates a setting.
    public init(from: LocalDate?, maxHR: Int? = nil, restingHR: Int? = nil, lthr: Int? = nil, sex: AthleteSex? = nil, setAt: Int64 = 0) {
        self.from = from
        self.maxHR = maxHR
        self.restingHR = restingHR
        self.lthr = lthr
        self.sex = sex
        self.setAt = setAt
    }

    /// True when it gives no value at all.
    public var isEmpty: Bool { maxHR == nil && restingHR == nil && lthr == nil && sex == nil }

    /// This setting with the values `newer` gives put over its own (same date).
    public func overwritten(by newer: AthleteSetting) -> AthleteSetting {
        AthleteSetting(
            from: from, maxHR: newer.maxHR ?? maxHR, restingHR: newer.restingHR ?? restingHR, lthr: newer.lthr ?? lthr,
            sex: newer.sex ?? sex, setAt: newer.setAt)
    }
}
