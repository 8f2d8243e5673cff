import LogbookCore
import LogbookModel

/// Dates as Apple Health writes them, at +02:00: `2024-05-01 07:00:00 +0200`.
enum HealthExportDate {
    /// The text of the instant `utc` (seconds since 1970) at +02:00.
    static func text(utc: Int) -> String {
        let local = LocalDateTime.iso8601(utc: Int64(utc), offset: 7200)  // 2024-05-01T07:00:00+02:00
        return String(local.prefix(10)) + " " + String(local.dropFirst(11).prefix(8)) + " +0200"
    }
}
