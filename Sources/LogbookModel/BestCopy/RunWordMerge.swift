/// Merges the words the runner gave a run (name, description, gear, commute) from its copies.
///
/// Words are never ranked like numbers: a richer copy replaces distance, times and samples,
/// not words. Each word keeps the value it already has, and takes the arriving copy's only
/// where it has none, so a copy without a name never erases one, and a name typed into
/// Strava survives the watch's FIT file arriving after it (or before it). When two copies
/// carry different words, the one stored first stays. Words the runner set with
/// `logbook edit` (`edited`) are never changed by a file.
public enum RunWordMerge {
    /// The words of the stored run after a copy with `arriving` words came in.
    public static func merged(stored: RunWords, arriving: RunWords, edited: Set<EditableField> = []) -> RunWords {
        func pick<Value>(_ field: EditableField, _ mine: Value?, _ theirs: Value?) -> Value? {
            edited.contains(field) ? mine : (mine ?? theirs)
        }
        var words = stored
        words.name = pick(.name, stored.name, arriving.name)
        words.description = pick(.description, stored.description, arriving.description)
        words.gear = pick(.gear, stored.gear, arriving.gear)
        words.commute = pick(.commute, stored.commute, arriving.commute)
        return words
    }

    /// The words of a run.
    public static func words(of run: Run) -> RunWords {
        RunWords(name: run.name, description: run.description, gear: run.gear, commute: run.commute)
    }

    /// `run` with `words` as its words.
    public static func apply(_ words: RunWords, to run: inout Run) {
        run.name = words.name
        run.description = words.description
        run.gear = words.gear
        run.commute = words.commute
    }
}
