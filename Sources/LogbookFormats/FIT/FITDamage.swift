/// Where a FIT file whose bytes its CRC does not vouch for stops being readable: the first
/// message that does not decode or is not plausible (`FITPlausibility`).
///
/// Everything before that message is kept; the message and everything after it are not.
/// A file of full length whose CRC is wrong but whose every message decodes and is
/// plausible has its damage somewhere the messages cannot show: it is then placed at the
/// file CRC (`offset` = the data's end) and every message is kept.
struct FITDamage: Equatable {
    /// Where the first unreadable message starts (or the file CRC, see above).
    var offset: Int
    /// What is wrong there, e.g. `data message uses undefined local message type 11`.
    var reason: String
    /// True when every message decoded and the damage is known only from the CRC.
    var onlyCRC = false

    /// The warning for a file whose kept records span `first...last` FIT seconds:
    /// `damaged at byte 7451 (a timestamp 2085-... ): recovered up to 00:05:12 (473 records)
    /// before it`, or, when only the CRC tells, `the file CRC does not match (...): no
    /// message shows where it is damaged, all 2809 records kept`.
    func warning(recordCount: Int, firstTime: Double?, lastTime: Double?) -> String {
        let records = recordCount == 1 ? "1 record" : "\(recordCount) records"
        if onlyCRC {
            return "\(reason): no message shows where the file is damaged; recovered all of it (\(records)), "
                + "marked recovered at byte \(offset)"
        }
        let clock = FITEarlyEnd.clock(firstTime: firstTime, lastTime: lastTime)
        return "damaged at byte \(offset) (\(reason)): recovered up to \(clock) (\(records)) before it"
    }
}
