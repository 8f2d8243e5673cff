import LogbookAnalysis
import LogbookModel

/// One map of a report's heat map: the routes run in one area, drawn over each other.
public struct HeatmapArea: Sendable, Equatable {
    /// Its routes, in the order given.
    public var routes: [HeatRoute]
    /// The populated place nearest the middle of its routes' extent (`PlaceFinder`), if one is near.
    public var place: NearbyPlace?

    /// Creates an area, named by the place nearest its routes unless `place` is given.
    public init(routes: [HeatRoute], place: NearbyPlace?? = nil) {
        self.routes = routes
        self.place = place ?? RoutePlace.nearest(routes.flatMap(\.lines))
    }

    /// How far a route's centre may lie from an area's first route's centre to join it: 50 km.
    public static let defaultRadius = 50_000.0

    /// `routes` grouped by area: each route joins the first area whose first route's centre
    /// lies within `radius` metres of its own, else starts a new one; areas come with the
    /// most routes first (a tie in first-seen order). Runs in Zurich and New York are two maps.
    public static func group(_ routes: [HeatRoute], radius: Double = defaultRadius) -> [HeatmapArea] {
        var areas: [(centre: RoutePoint, routes: [HeatRoute])] = []
        for route in routes {
            guard let centre = route.centre else { continue }
            if let index = areas.firstIndex(where: {
                Geo.distance(lat1: $0.centre.latitude, lon1: $0.centre.longitude, lat2: centre.latitude, lon2: centre.longitude) <= radius
            }) {
                areas[index].routes.append(route)
            } else {
                areas.append((centre, [route]))
            }
        }
        return areas.enumerated().sorted { ($1.element.routes.count, $0.offset) < ($0.element.routes.count, $1.offset) }
            .map { HeatmapArea(routes: $0.element.routes) }
    }
}
