import LogbookModel

/// Which populated place a route or an area is named by: the nearest of the list.
public enum PlaceFinder {
    /// How far the nearest place may be to name a position: 50 km. Beyond it (the open sea, a
    /// desert crossing) a town's name would mislead more than it tells, and the map has none.
    public static let namingRadius = 50_000.0

    /// The place of `list` nearest the position (great circle), if one lies within `radius`
    /// metres; a tie goes to the place first in the list (southernmost, then westernmost).
    public static func nearest(
        latitude: Double, longitude: Double, in list: PlaceList? = PlaceList.embedded, within radius: Double = namingRadius
    ) -> NearbyPlace? {
        guard let list, latitude.isFinite, longitude.isFinite, radius.isFinite, radius >= 0 else { return nil }
        // Every place within `radius` lies within this many degrees of latitude: the list is
        // sorted by latitude, so only that band is read.
        let band = radius / (Geo.earthRadius * Double.pi / 180)
        let cosLatitude = Geo.cosLatitude(latitude)
        var best: (index: Int, distance: Double)?
        var index = list.firstIndex(atOrNorthOf: latitude - band)
        while index < list.count, list.latitude(index) <= latitude + band {
            let lat = list.latitude(index), lon = list.longitude(index)
            let distance = Geo.distance(
                lat1: latitude, lon1: longitude, cosLat1: cosLatitude, lat2: lat, lon2: lon, cosLat2: Geo.cosLatitude(lat))
            if distance <= radius, distance < best?.distance ?? .infinity { best = (index, distance) }
            index += 1
        }
        return best.map { NearbyPlace(place: list.place($0.index), distance: $0.distance) }
    }
}
