extension BestEffortFinder {
    /// Takes a built sample as it will be stored: its time in milliseconds and its distance
    /// in decimetres (both rounded as `SampleColumn` stores them) and its segment. A sample
    /// whose time cannot be stored is left out, as it is from the table.
    mutating func add(stored sample: Sample) {
        guard let offsetMs = SampleColumn.stored(sample.offset, scale: 1000) else { return }
        add(offsetMs: offsetMs, distanceDm: SampleColumn.stored(sample.distance, scale: 10), segment: Int64(sample.segment))
    }
}
