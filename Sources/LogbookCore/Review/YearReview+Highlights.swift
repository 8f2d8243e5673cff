import LogbookModel
import LogbookStore

/// The parts of a year in review read beside its runs: the records it set, the gear it
/// retired and the route it ran most. Pure functions, so that tests call them directly.
extension YearReview {
    /// The fewest runs on one route in a year for it to be named the year's most run route:
    /// a route run once is no habit.
    public static let mostRunMinimum = 2

    /// For each row's distance (its record progression in date order), the last record of
    /// `year` on the runner's local calendar: the year's fastest that beat every earlier effort.
    public static func recordsSet(in year: Int64, progressions: [RecordsReport.Row]) -> [YearRecord] {
        progressions.compactMap { row in
            row.entries.last { LocalDate(utc: $0.startUTC, offset: $0.utcOffset).year == year }.map {
                YearRecord(
                    distance: row.distance, runID: $0.runID, date: LocalDate(utc: $0.startUTC, offset: $0.utcOffset),
                    seconds: $0.effort.time, inferredSport: $0.inferredSport)
            }
        }
    }

    /// The names of the gear retired in `year`, in the order given.
    public static func retired(in year: Int64, gear: [Gear]) -> [String] {
        gear.filter { $0.retiredOn?.year == year }.map(\.name)
    }

    /// The route with the most runs started in `year` (local dates), at least
    /// `mostRunMinimum`; of equals, the lower id.
    public static func mostRun(in year: Int64, routes: [RouteSummary]) -> ReviewedRoute? {
        let counted = routes.map { route in
            ReviewedRoute(
                id: route.id, name: route.name,
                runs: route.runs.filter { LocalDate(utc: $0.row.startUTC, offset: $0.row.utcOffset).year == year }.count)
        }
        return counted.filter { $0.runs >= mostRunMinimum }.max { ($0.runs, -$0.id) < ($1.runs, -$1.id) }
    }
}
