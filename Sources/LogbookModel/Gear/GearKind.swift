/// What a piece of gear is: a pair of shoes, a bike or anything else (`gear.kind`).
public enum GearKind: String, Sendable, CaseIterable, Equatable {
    /// A pair of running shoes.
    case shoes
    /// A bike.
    case bike
    /// Anything else (a stroller, a trainer).
    case other
}
