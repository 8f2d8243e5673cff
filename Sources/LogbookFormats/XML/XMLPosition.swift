/// The check both XML track readers (GPX, TCX) apply to a point's coordinates.
enum XMLPosition {
    /// True when latitude and longitude are within range and not exactly 0/0, which
    /// devices write when they have no fix.
    static func isValid(latitude: Double, longitude: Double) -> Bool {
        (-90...90).contains(latitude) && (-180...180).contains(longitude) && !(latitude == 0 && longitude == 0)
    }
}
