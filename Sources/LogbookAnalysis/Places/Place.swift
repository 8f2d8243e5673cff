/// A populated place of the embedded list (GeoNames): its name, its country's and where it is.
public struct Place: Sendable, Equatable {
    /// The place's name as GeoNames gives it, such as `Amstelveen` or `Zürich`.
    public var name: String
    /// The country's English name, such as `Netherlands`.
    public var country: String
    /// Latitude in degrees.
    public var latitude: Double
    /// Longitude in degrees.
    public var longitude: Double

    /// The place as a runner names it: `Amstelveen, Netherlands`.
    public var label: String { country.isEmpty ? name : "\(name), \(country)" }
}
