import LogbookModel
import LogbookSQLite

extension RunQueries {
    /// How many runs `filter` keeps.
    public func count(matching filter: RunFilter) throws -> Int {
        let (condition, values) = filter.condition
        return Int(try database.scalar("SELECT count(*) FROM runs WHERE \(condition)", values).int64Value ?? 0)
    }

    /// How many runs `filter` would keep whatever their sport, that its sport leaves out:
    /// the walks and rides a listing of running does not show. 0 for a filter of every sport.
    public func otherSportCount(matching filter: RunFilter) throws -> Int {
        guard let sport = filter.sport else { return 0 }
        var everySport = filter
        everySport.sport = nil
        let (condition, values) = everySport.condition
        let count = try database.scalar(
            "SELECT count(*) FROM runs WHERE (\(condition)) AND sport <> ?", values + [.text(sport)])
        return Int(count.int64Value ?? 0)
    }

    /// The id of the `position`-th latest run of any sport (1 for the latest), by start
    /// time, ties going to the highest id as `list` orders them; nil when the logbook holds
    /// fewer runs (or `position` is below 1).
    public func latestRunID(position: Int) throws -> Int64? {
        guard position >= 1 else { return nil }
        return try database.scalar(
            "SELECT id FROM runs ORDER BY start_utc DESC, id DESC LIMIT 1 OFFSET ?", [.integer(Int64(position - 1))]
        ).int64Value
    }
}
