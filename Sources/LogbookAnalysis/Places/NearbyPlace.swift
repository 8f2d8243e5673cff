/// The place nearest a position, and how far it is.
public struct NearbyPlace: Sendable, Equatable {
    /// The place.
    public var place: Place
    /// Metres from the position to the place's point (great circle).
    public var distance: Double
}
