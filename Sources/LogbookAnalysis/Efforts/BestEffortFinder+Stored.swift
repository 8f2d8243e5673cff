import LogbookModel

extension BestEffortFinder {
    /// Takes a built sample as it will be stored: its time in milliseconds and its distance
    /// in decimetres (both rounded as the store keeps them, `StoredInteger`) and its segment. A sample
    /// whose time cannot be stored is left out, as it is from the table.
    package mutating func add(stored sample: Sample) {
        guard let offsetMs = StoredInteger.scaled(sample.offset, scale: 1000) else { return }
        add(offsetMs: offsetMs, distanceDm: StoredInteger.scaled(sample.distance, scale: 10), segment: Int64(sample.segment))
    }
}
