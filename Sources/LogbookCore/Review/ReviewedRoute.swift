/// The route a year ran most (`YearReview.mostRun`): its id, name and the year's runs on it.
public struct ReviewedRoute: Sendable, Equatable {
    /// The route.
    public var id: Int64
    /// Its name (the runner's, else its runs' most common one).
    public var name: String
    /// The year's runs on it.
    public var runs: Int
}
