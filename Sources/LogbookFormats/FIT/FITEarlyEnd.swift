/// Where a FIT file that was cut short ends: its header promised more data (and a CRC) than
/// the file holds, so the messages up to the last complete one are all that is left.
///
/// Nothing after the cut can be checked (the CRC is lost with it), but nothing before it is
/// doubted beyond what `FITPlausibility` checks: a cut only removes the end. A file of full
/// length whose CRC does not match is damage instead (`FITDamage`).
struct FITEarlyEnd: Equatable {
    /// The file's length in bytes: where it ends early.
    var fileSize: Int
    /// Where the message that the cut left incomplete starts (equal to the data's end when
    /// only the CRC is missing).
    var incompleteMessageOffset: Int

    /// The warning for a file whose kept records span `first...last` FIT seconds:
    /// `file ends early at byte 85287: imported up to 00:33:17 (1979 records)`, the time being
    /// the recording's length up to its last kept record (`00:00:00` without timed records).
    func warning(recordCount: Int, firstTime: Double?, lastTime: Double?) -> String {
        let records = recordCount == 1 ? "1 record" : "\(recordCount) records"
        return "file ends early at byte \(fileSize): imported up to \(Self.clock(firstTime: firstTime, lastTime: lastTime)) (\(records))"
    }

    /// The time from `firstTime` to `lastTime` (FIT seconds) as `HH:MM:SS`, `00:00:00`
    /// when either is missing or they are out of order.
    static func clock(firstTime: Double?, lastTime: Double?) -> String {
        var seconds = 0
        if let firstTime, let lastTime, lastTime >= firstTime, lastTime - firstTime < 1e9 {
            seconds = Int(lastTime - firstTime)
        }
        return [seconds / 3600, seconds / 60 % 60, seconds % 60].map { part in
            part < 10 ? "0\(part)" : "\(part)"
        }.joined(separator: ":")
    }
}
