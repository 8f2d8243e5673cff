import LogbookCore

extension RebuildCommand {
    /// `rebuild --json`: `{"dry_run", "runs" (how many were computed again), "changed": [{"id",
    /// "file" (with --from-originals: the kept file it was read from), "before", "after"}],
    /// "no_samples" (the runs with no samples to rebuild from; absent with --from-originals)}`;
    /// `before` and `after` hold the run's fields as `show --json` names them; `more` follows them.
    func json(
        runs: Int, changed: [(file: String?, change: RebuildChange)], noSamples: [Int64]?, more: [(String, JSONValue)] = []
    ) -> JSONValue {
        let changes = changed.map { item -> JSONValue in
            var fields: [(String, JSONValue)] = [("id", .integer(item.change.before.id ?? item.change.after.id ?? 0))]
            if let file = item.file { fields.append(("file", .string(file))) }
            fields += [("before", .object(RunRecord.json(item.change.before))), ("after", .object(RunRecord.json(item.change.after)))]
            return .object(fields)
        }
        var fields: [(String, JSONValue)] = [("dry_run", .bool(dryRun)), ("runs", .integer(Int64(runs))), ("changed", .array(changes))]
        if let noSamples { fields.append(("no_samples", .array(noSamples.map { .integer($0) }))) }
        return .object(fields + more)
    }
}
