import LogbookCore
import LogbookModel

extension DatabaseOption {
    /// Each local day with runs of `sport` (nil: every sport), its distances summed and how many
    /// runs it had (`RunDays.days`), and the runs left out of the days because they cannot be true:
    /// what `eddington` and `streaks` count and footnote. The logbook is only read.
    func runDays(_ context: CommandContext, sport: String?) throws
        -> (days: [LocalDate: (metres: Double, runs: Int)], leftOut: [LeftOutRun])
    {
        let runDays = RunDays(try open(context, for: .readExisting))
        let filter = RunFilter(sport: sport)
        return (try runDays.days(matching: filter), try runDays.leftOut(matching: filter))
    }
}
