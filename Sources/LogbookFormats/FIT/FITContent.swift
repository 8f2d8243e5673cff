/// Everything the reader keeps from the messages of a FIT file (all chained parts together).
struct FITContent: Equatable {
    /// `record` messages in file order.
    var records: [FITRecord] = []
    /// `session` messages in file order.
    var sessions: [FITTotals] = []
    /// `lap` messages in file order (the totals of a file without session; the active
    /// time of a swim without lengths).
    var laps: [FITTotals] = []
    /// `length` messages in file order (the pool lengths of a swim).
    var lengths: [FITLength] = []
    /// `sport.sport` of the first `sport` message, or `.nan`.
    var sport: Double = .nan
    /// `sport.sub_sport` of the first `sport` message, or `.nan`.
    var subSport: Double = .nan
    /// `file_id.type` of the first `file_id` message, or `.nan` (4 = activity).
    var fileType: Double = .nan
    /// `file_id.manufacturer` of the first `file_id` message, or `.nan`.
    var manufacturer: Double = .nan
    /// Where the first `file_id` message is.
    var fileIDOffset = 0
    /// `activity.timestamp` of the first `activity` message, FIT seconds, or `.nan`.
    var activityTimestamp: Double = .nan
    /// `activity.local_timestamp` of the first `activity` message, FIT seconds, or `.nan`.
    var activityLocalTimestamp: Double = .nan
    /// The number of FIT headers read (1 + chained files).
    var fileCount = 0
    /// Set when the file was cut short: its last FIT part ends before its data and CRC do.
    var earlyEnd: FITEarlyEnd?
    /// Set when the bytes are damaged (the CRC does not vouch for them): where reading stopped.
    var damage: FITDamage?

    /// The byte from which the file could not be read, when it was recovered rather than
    /// read whole: where the damage starts, or where a cut file's lost part starts.
    var recoveredAtByte: Int? {
        damage?.offset ?? earlyEnd?.incompleteMessageOffset
    }
}
