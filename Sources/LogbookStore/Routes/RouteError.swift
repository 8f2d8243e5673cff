/// Why a route or a comparison of two runs cannot be had.
public enum RouteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No route has this id.
    case routeNotFound(id: Int64)
    /// The two runs are not on one route (the route of each, `nil` when on none).
    case notOnOneRoute(first: Int64, second: Int64, firstRoute: Int64?, secondRoute: Int64?)
    /// A route name that is empty or longer than 200 characters.
    case badName

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .routeNotFound(let id):
            return "no route with id \(id); 'logbook routes' lists them"
        case .notOnOneRoute(let first, let second, let firstRoute, let secondRoute):
            func on(_ run: Int64, _ route: Int64?) -> String { route.map { "run \(run) is on route \($0)" } ?? "run \(run) is on no route" }
            return "runs \(first) and \(second) are not on the same route (\(on(first, firstRoute)), \(on(second, secondRoute))); 'logbook routes ID' lists a route's runs"
        case .badName:
            return "a route's name is 1 to 200 characters"
        }
    }
}
