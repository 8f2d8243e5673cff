import LogbookCore

extension RebuildCommand {
    /// `rebuild --from-originals [ID...]`: reads the kept original of every file that gave the
    /// runs asked for again with today's readers, each file whole or not at all, and prints each
    /// run that changed and the totals.
    func runFromOriginals(_ context: CommandContext) throws -> ExitCode {
        let logbook = try database.open(context, for: dryRun ? .read : .write)
        let rebuilder = OriginalRebuilder(logbook, options: ImportOptions(thresholds: thresholds, dryRun: dryRun))
        var counts = (runs: 0, changed: 0, files: 0, notKept: 0, skipped: 0, rejected: 0)
        for file in try rebuilder.files(ofRuns: ids) {
            if CommandInterrupts.flag.isRaised || Interruption.isRaised { return .interrupted }
            let outcome = try rebuilder.rebuild(file)
            for warning in outcome.warnings { Console.err("warning: \(outcome.file): \(warning)") }
            switch outcome.status {
            case .refreshed:
                counts.files += 1
                for change in outcome.changes {
                    counts.runs += 1
                    guard change.changesSomething || change.before.startUTC != change.after.startUTC else { continue }
                    counts.changed += 1
                    Console.line("rebuilt    \(outcome.file): " + RunChangeText.line(change))
                }
            case .notImported:
                counts.notKept += file.runIDs.count
            case .skipped:
                counts.skipped += 1
                Console.line("skipped    \(outcome.file): \(outcome.reason ?? "")")
            case .rejected:
                counts.rejected += 1
                Console.err("Error: \(outcome.reason ?? outcome.file)")
            }
        }
        let runs = counts.runs == 1 ? "1 run" : "\(counts.runs) runs"
        let files = counts.files == 1 ? "1 file" : "\(counts.files) files"
        let verb = dryRun ? "Dry run: \(counts.changed) of \(runs) would change" : "Rebuilt \(counts.changed) of \(runs)"
        Console.out(
            "\(verb) from the kept originals of \(files); \(ImportTally.count(counts.notKept, "run", "runs")) without a kept original "
                + (counts.notKept == 1 ? "was left as it is, " : "were left as they are, ")
                + "\(counts.skipped) files skipped, \(counts.rejected) rejected." + (dryRun ? " Nothing was written." : "") + "\n")
        return counts.rejected > 0 ? .failure : .success
    }
}
