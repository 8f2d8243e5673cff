/// One heart-rate `<Record>` of an export: its time and reading, 16 bytes, spooled.
struct HeartRateRecord: BitwiseCopyable, Equatable {
    /// UTC seconds since 1970 (the record's start; Apple's are instants).
    var time: Double
    /// Beats per minute.
    var bpm: Float
}
