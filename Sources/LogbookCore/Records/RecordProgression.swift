import LogbookStore

/// The history of a record: each time it was beaten.
public enum RecordProgression {
    /// The entries that beat every earlier one, from `entries` in date order (earlier
    /// start first; ties keep the order given): the first entry, then each strictly faster
    /// than the best before it.
    public static func improvements(_ entries: [RecordEntry]) -> [RecordEntry] {
        var best = Double.infinity
        var result: [RecordEntry] = []
        for entry in entries where entry.effort.time < best {
            best = entry.effort.time
            result.append(entry)
        }
        return result
    }
}
