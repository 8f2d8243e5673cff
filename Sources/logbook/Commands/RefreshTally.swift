import LogbookCore

/// The counts behind the last line of `import --refresh` and `rebuild --from-originals`,
/// and the one place each file's `RefreshOutcome` is printed: both read files again
/// through `FileRefresher`, so a file's lines read the same whichever command read it.
struct RefreshTally {
    /// Runs paired with a fresh reading.
    var runs = 0
    /// Runs whose stored values changed (or whose start moved).
    var changed = 0
    /// Files whose runs were read again.
    var files = 0
    /// Files (or members) skipped.
    var skipped = 0
    /// Files (or members) rejected.
    var rejected = 0
    /// True to print nothing and keep what happened for `--json` (warnings still go to stderr).
    var collects = false
    /// With `collects`: each changed run, with the file it was read from.
    var changedRuns: [(file: String, change: RebuildChange)] = []
    /// With `collects`: each skipped or rejected file and why.
    var setAside: [(file: String, rejected: Bool, reason: String)] = []

    /// Prints and counts one file's outcome: its warnings, then a line per changed run
    /// (`label` starts it, such as `refreshed  `; with `listsUnchanged`, also one per
    /// unchanged run), a skipped line or the rejection. Returns false, printing nothing
    /// more, for a file the logbook did not know (`notImported`), which each command
    /// counts its own way.
    mutating func add(_ outcome: RefreshOutcome, label: String, listsUnchanged: Bool) -> Bool {
        for warning in outcome.warnings { Console.err("warning: \(outcome.file): \(warning)") }
        switch outcome.status {
        case .refreshed:
            files += 1
            for change in outcome.changes {
                runs += 1
                guard change.changesSomething || change.before.startUTC != change.after.startUTC else {
                    if listsUnchanged, !collects {
                        Console.line("unchanged  \(outcome.file): run \(change.before.id.map(String.init) ?? "?")")
                    }
                    continue
                }
                changed += 1
                if collects {
                    changedRuns.append((outcome.file, change))
                    continue
                }
                Console.line(label + "\(outcome.file): " + RunChangeText.line(change))
            }
        case .notImported:
            return false
        case .skipped:
            skipped += 1
            if collects {
                setAside.append((outcome.file, false, outcome.reason ?? ""))
                return true
            }
            Console.line("skipped    \(outcome.file): \(outcome.reason ?? "")")
        case .rejected:
            rejected += 1
            if collects {
                setAside.append((outcome.file, true, outcome.reason ?? outcome.file))
                return true
            }
            Console.err("Error: \(outcome.reason ?? outcome.file)")
        }
        return true
    }
}
