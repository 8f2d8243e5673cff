import Foundation
import LogbookFormats
import LogbookSQLite

extension FileRefresher {
    /// Refreshes a file of a format read run by run (`FormatEntry.readEach`: an Apple Health
    /// export, years of workouts) without ever holding its runs, in two passes over the file:
    ///
    /// 1. each workout is built and forgotten, keeping only its start: this gives the run
    ///    count, the start order the runs are paired in, the warnings, and the hash of the
    ///    bytes that were read, all known before anything is written;
    /// 2. inside the file's one transaction, each workout is built again, paired with its
    ///    stored run by its place in start order, written and forgotten.
    ///
    /// What is replaced, kept and reported is what `refresh` does for every other file, and
    /// the file stays all or nothing: a file whose bytes change between or during the passes
    /// (a workout that is not where the first pass found it, a different hash) is rolled
    /// back and rejected. What stays in memory is a start per run and each run's change for
    /// the report.
    func refreshEach(
        _ input: ImportInput, format: FileFormat, hash: String, into live: [Int64], in database: Database
    ) throws -> RefreshOutcome {
        let name = input.displayName
        guard let readEach = format.entry.readEach else {
            throw ImportError(file: name, line: nil, reason: "not read run by run")
        }
        var input = input
        let passes = input.isReadAgainFromDisk ? ReadPassHashes() : nil
        input.readPasses = passes
        let changed = ImportError(
            file: name, line: nil,
            reason: "the file changed while it was being read; nothing of it was changed (refresh it again once it is written)")

        // First pass: the starts in file order, and the warnings as a refresh reports them.
        var starts: [Int64] = []
        var buildWarnings: [String] = []
        var runWarnings: [(index: Int, warnings: [String])] = []
        let read = try importer.forEachBuiltRun(of: input, readEach: readEach, shouldContinue: { true }) { built, warnings in
            buildWarnings += warnings
            guard let built else { return }
            if !built.warnings.isEmpty { runWarnings.append((starts.count, built.warnings)) }
            starts.append(built.run.startUTC)
        }
        if starts.isEmpty { throw importer.noRunError(read.only, count: read.activities, file: name) }
        if let parsed = try passes?.agreedHash(file: name), parsed != hash {
            return RefreshOutcome(file: name, status: .rejected, reason: changed.description)
        }
        let places = Self.startPlaces(starts)
        runWarnings.sort { places[$0.index] < places[$1.index] }
        let warnings = buildWarnings + runWarnings.flatMap(\.warnings)
        if starts.count != live.count {
            return RefreshOutcome(
                file: name, status: .skipped,
                reason: "it now gives \(starts.count) runs where the logbook holds \(live.count): left as it was",
                warnings: warnings)
        }

        // Second pass: each run paired, written and forgotten; its change kept for the report.
        var changes = [RebuildChange?](repeating: nil, count: starts.count)
        var trimmed = [Int64?](repeating: nil, count: starts.count)
        let write = {
            var index = 0
            _ = try importer.forEachBuiltRun(of: input, readEach: readEach, shouldContinue: { true }) { fresh, _ in
                guard let fresh else { return }
                guard index < starts.count, fresh.run.startUTC == starts[index] else { throw changed }
                let place = places[index]
                index += 1
                switch try refreshRun(live[place], with: fresh, in: database) {
                case .changed(let change): changes[place] = change
                case .trimmed: trimmed[place] = live[place]
                case .gone: break
                }
            }
            guard index == starts.count else { throw changed }
            // Every read of both passes saw the bytes that were hashed.
            let parsed: String?
            do { parsed = try passes?.agreedHash(file: name) } catch is ImportError { throw changed }
            if let parsed, parsed != hash { throw changed }
        }
        if importer.options.dryRun { try write() } else { try database.inTransaction { try write() } }
        return outcome(file: name, changes: changes.compactMap { $0 }, trimmed: trimmed.compactMap { $0 }, warnings: warnings)
    }

    /// The place of each run in start order, by its place in the file: runs that start at the
    /// same second keep their file order (as a stable sort by start would place them).
    static func startPlaces(_ starts: [Int64]) -> [Int] {
        let order = starts.indices.sorted { (starts[$0], $0) < (starts[$1], $1) }
        var places = [Int](repeating: 0, count: starts.count)
        for (place, index) in order.enumerated() { places[index] = place }
        return places
    }
}
