import LogbookCore

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
        var counts = (runs: 0, changed: 0, unknown: 0, skipped: 0, rejected: 0)
        var queue = ImportQueue(entries)
        while let entry = queue.next() {
            if interrupt.isRaised || Interruption.isRaised { return .interrupted }
            switch entry {
            case .unreadable(let error):
                counts.rejected += 1
                Console.err("Error: \(error.description)")
            case .skipped(let file, let reason):
                counts.skipped += 1
                Console.line("skipped    \(file): \(reason)")
            case .input(let input):
                let outcome = try refresher.refresh(input, in: logbook)
                for warning in outcome.warnings { Console.err("warning: \(outcome.file): \(warning)") }
                switch outcome.status {
                case .refreshed:
                    for change in outcome.changes {
                        counts.runs += 1
                        let moved = change.before.startUTC != change.after.startUTC
                        guard change.changesSomething || moved else {
                            Console.line("unchanged  \(outcome.file): run \(change.before.id.map(String.init) ?? "?")")
                            continue
                        }
                        counts.changed += 1
                        Console.line("refreshed  \(outcome.file): " + RunChangeText.line(change))
                    }
                case .notImported:
                    counts.unknown += 1
                    Console.line("unknown    \(outcome.file): \(outcome.reason ?? "")")
                case .skipped:
                    counts.skipped += 1
                    Console.line("skipped    \(outcome.file): \(outcome.reason ?? "")")
                case .rejected:
                    counts.rejected += 1
                    Console.err("Error: \(outcome.reason ?? outcome.file)")
                }
            }
        }
        let runs = counts.runs == 1 ? "1 run" : "\(counts.runs) runs"
        Console.out(
            "Refreshed \(counts.changed) of \(runs): \(counts.unknown) not imported before, \(counts.skipped) skipped, "
                + "\(counts.rejected) rejected." + (options.dryRun ? " (dry run: nothing was written)" : "") + "\n")
        return counts.rejected > 0 ? .failure : .success
    }
}
