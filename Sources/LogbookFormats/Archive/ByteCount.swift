/// Byte counts as a runner reads them in messages and progress lines.
public enum ByteCount {
    /// `512 bytes`, `12.3 KiB`, `4.0 MiB`, `2.0 GiB`.
    public static func text(_ bytes: Int64) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard bytes >= 1024 else { return "\(bytes) bytes" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let tenths = (value * 10).rounded() / 10
        return "\(tenths) \(units[unit])"
    }
}
