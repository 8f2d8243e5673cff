import LogbookCore
import LogbookSupport

extension RebuildCommand {
    /// `rebuild --from-originals [ID...]`: reads the kept original of every file that gave the
    /// runs asked for again with today's readers, each file whole or not at all, and prints each
    /// run that changed and the totals.
    func runFromOriginals(_ context: CommandContext) throws -> ExitCode {
        let logbook = try database.open(context, for: dryRun ? .read : .write)
        let rebuilder = OriginalRebuilder(logbook, options: ImportOptions(thresholds: thresholds, dryRun: dryRun))
        var tally = RefreshTally()
        tally.collects = json
        var notKept = 0
        for file in try rebuilder.files(ofRuns: ids) {
            if CommandInterrupts.flag.isRaised || Interruption.isRaised { return .interrupted }
            if !tally.add(try rebuilder.rebuild(file), label: "rebuilt    ", listsUnchanged: false) {
                notKept += file.runIDs.count
            }
        }
        if json {
            let setAside = tally.setAside.map { item -> JSONValue in
                .object([("file", .string(item.file)), ("status", .string(item.rejected ? "rejected" : "skipped")), ("reason", .string(item.reason))])
            }
            let document = json(
                runs: tally.runs, changed: tally.changedRuns.map { ($0.file, $0.change) }, noSamples: nil,
                more: [("files", .integer(Int64(tally.files))), ("not_kept", .integer(Int64(notKept))), ("set_aside", .array(setAside))])
            Console.out(document.serialized() + "\n")
            return tally.rejected > 0 ? .failure : .success
        }
        let runs = ImportTally.count(tally.runs, "run", "runs")
        let verb = dryRun ? "Dry run: \(tally.changed) of \(runs) would change" : "Rebuilt \(tally.changed) of \(runs)"
        Console.out(
            "\(verb) from the kept originals of \(ImportTally.count(tally.files, "file", "files")); "
                + "\(ImportTally.count(notKept, "run", "runs")) without a kept original "
                + (notKept == 1 ? "was left as it is, " : "were left as they are, ")
                + "\(tally.skipped) files skipped, \(tally.rejected) rejected." + (dryRun ? " Nothing was written." : "") + "\n")
        return tally.rejected > 0 ? .failure : .success
    }
}
