import LogbookCore

/// The footnote of `list` and `stats` when `--sport` was not given and running alone was
/// shown: how many runs of other sports (walks, rides) were left out, and how to see them.
enum HiddenSportsNote {
    /// How many runs of other sports `filter` leaves out when its sport is the default
    /// (`sportDefaulted`); 0 when `--sport` was given, which shows what was asked for.
    static func count(in logbook: Logbook, filter: RunFilter, sportDefaulted: Bool) throws -> Int {
        sportDefaulted ? try RunListing(logbook).otherSportCount(matching: filter) : 0
    }

    /// `3 runs of other sports are left out; add --sport all to see them.`, or nil for none.
    static func line(hidden: Int) -> String? {
        guard hidden > 0 else { return nil }
        return hidden == 1
            ? "1 run of another sport is left out; add --sport all to see it."
            : "\(hidden) runs of other sports are left out; add --sport all to see them."
    }
}
