import Foundation
import LogbookModel

/// The IANA zone at a GPS position, from the embedded boundaries (`TimeZoneIndex.embedded`).
public enum PositionZone {
    /// The zone at (`lat`, `lon`) in degrees, the nautical zone at sea; `nil` for 0,0 (the
    /// position of a receiver without a fix, never a runner's), a position outside the
    /// globe, or a name the system's tz database does not know.
    public static func zone(lat: Double, lon: Double) -> TimeZone? {
        guard let name = name(lat: lat, lon: lon) else { return nil }
        return TimeZone(identifier: name)
    }

    /// The name of the zone at (`lat`, `lon`), as `zone(lat:lon:)` decides it.
    public static func name(lat: Double, lon: Double) -> String? {
        guard isUsable(lat: lat, lon: lon) else { return nil }
        return TimeZoneIndex.embedded?.zoneName(lat: lat, lon: lon)
    }

    /// True for a position a zone can be looked up for: finite, on the globe, and not 0,0.
    public static func isUsable(lat: Double, lon: Double) -> Bool {
        Geo.isValidPosition(lat: lat, lon: lon) && !(lat == 0 && lon == 0)
    }
}
