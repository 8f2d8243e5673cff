import LogbookModel

/// File names for exported runs that every file system takes.
///
/// `2024-05-01-0730-morning-run-12.gpx`: the run's local start date and time, its name
/// and its id (so two runs of one minute and name never share a file). Only ASCII letters,
/// digits and `-` survive from the name (lowercased, everything else a `-`, at most 60
/// characters): no `/`, `:`, `\`, no emoji or combining marks a file system might
/// normalise, no leading dot, no trailing dot or space, and no reserved Windows name.
public enum ExportFileName {
    /// The longest part of the name taken from the run's name.
    public static let maximumNameLength = 60

    /// The file name for `run` with extension `ext` (without the dot).
    public static func name(for run: Run, ext: String) -> String {
        let start = LocalDateTime.iso8601(utc: run.startUTC, offset: run.utcOffset)
        // `2024-05-01T07:30:00+02:00`: the date, then hours and minutes.
        let date = String(start.prefix(10))
        let clock = String(start.dropFirst(11).prefix(5)).replacingOccurrences(of: ":", with: "")
        var parts = [date, clock]
        let slug = self.slug(run.name ?? "")
        if !slug.isEmpty { parts.append(slug) }
        if let id = run.id { parts.append(String(id)) }
        return parts.joined(separator: "-") + "." + ext
    }

    /// `text` as lowercase ASCII letters and digits joined by single `-`, at most
    /// `maximumNameLength` characters, without a `-` at either end.
    public static func slug(_ text: String) -> String {
        var result = ""
        var dash = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isLetterOrDigit = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            if isLetterOrDigit {
                if dash && !result.isEmpty { result += "-" }
                dash = false
                if result.count >= maximumNameLength { break }
                result.unicodeScalars.append((0x41...0x5A).contains(value) ? Unicode.Scalar(value + 32) ?? scalar : scalar)
            } else {
                dash = true
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }
}
