import LogbookModel

/// Reads the times of an Apple Health export: `2024-05-03 07:00:00 +0200`, a wall-clock
/// time and the offset it was written in (the exporting phone's zone at export time, not
/// necessarily the workout's: see `HKTimeZone`).
enum AppleHealthDate {
    /// The UTC instant (seconds since 1970) and the stated offset in seconds, or nil for
    /// anything else. The date and time are checked as ISO 8601 ones are.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> (utc: Double, offset: Int)? {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
        guard end >= 25, bytes[end - 6] == 0x20, bytes[end - 5] == UInt8(ascii: "+") || bytes[end - 5] == UInt8(ascii: "-")
        else { return nil }
        var digits = 0
        for index in end - 4..<end {
            guard bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
            digits = digits * 10 + Int(bytes[index] - 0x30)
        }
        let hours = digits / 100, minutes = digits % 100
        guard hours <= 18, minutes <= 59 else { return nil }
        let magnitude = hours * 3600 + minutes * 60
        let offset = bytes[end - 5] == UInt8(ascii: "-") ? -magnitude : magnitude
        guard let wallClock = ISO8601Timestamp.parse(UnsafeRawBufferPointer(rebasing: bytes[0..<end - 6])),
            wallClock.offset == nil
        else { return nil }
        return (wallClock.utc - Double(offset), offset)
    }

    /// `parse` of a string (tests, messages).
    static func parse(_ text: String) -> (utc: Double, offset: Int)? {
        var copy = text
        return copy.withUTF8 { parse(UnsafeRawBufferPointer($0)) }
    }
}
