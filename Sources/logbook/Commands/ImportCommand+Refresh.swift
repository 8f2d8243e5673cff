import LogbookCore
import LogbookFormats
import LogbookSupport

extension ImportCommand {
    /// `import --refresh PATH...`: reads every known file again and updates its runs in
    /// place, each file whole or not at all, printing each run's change. An archive (the Health
    /// app's `export.zip`, an account export) is walked member by member as an import walks it.
    func runRefresh(_ context: CommandContext) throws -> ExitCode {
        let logbook = try database.open(context, for: options.dryRun ? .read : .write)
        let interrupt = CommandInterrupts.flag
        let entries = ImportPaths.expand(
            paths, streams: StreamReading(isCancelled: { interrupt.isRaised || Interruption.isRaised }),
            database: self.database.path(context))
        let refresher = FileRefresher(options: options)
        var tally = RefreshTally()
        var unknown = 0
        var queue = ImportQueue(entries)
        while let entry = queue.next() {
            if interrupt.isRaised || Interruption.isRaised { return .interrupted }
            switch entry {
            case .unreadable(let error):
                tally.rejected += 1
                Console.err("Error: \(error.description)")
            case .skipped(let file, let reason):
                tally.skipped += 1
                Console.line("skipped    \(file): \(reason)")
            case .input(let input):
                let outcome = try refresher.refresh(input, in: logbook)
                if !tally.add(outcome, label: "refreshed  ", listsUnchanged: true) {
                    unknown += 1
                    Console.line("unknown    \(outcome.file): \(outcome.reason ?? "")")
                }
            }
        }
        Console.out(
            "Refreshed \(tally.changed) of \(ImportTally.count(tally.runs, "run", "runs")): \(unknown) not imported before, "
                + "\(tally.skipped) skipped, \(tally.rejected) rejected." + (options.dryRun ? " (dry run: nothing was written)" : "") + "\n")
        return tally.rejected > 0 ? .failure : .success
    }
}
