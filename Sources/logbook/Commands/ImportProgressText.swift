import LogbookCore
import LogbookFormats

/// The words of `import`'s progress line: `12/40 files, 181 runs, 3.2 MiB read, 0:05,
/// about 0:12 left`, and the estimate of what is left.
enum ImportProgressText {
    /// Seconds of work before an estimate is shown: earlier ones swing too much.
    static let estimateAfter = 3.0

    /// The line for `done` of `total` paths, `runs` stored, `bytes` read, `elapsed` seconds
    /// and, when one can be made, an estimate of what is left.
    static func line(done: Int, total: Int, runs: Int, bytes: Int64, elapsed: Double, remaining: Double?) -> String {
        var text = "\(done)/\(total) \(total == 1 ? "file" : "files"), \(ImportTally.count(runs, "run", "runs")), "
        text += "\(ByteCount.text(bytes)) read, \(ReportText.duration(elapsed))"
        if let remaining { text += ", about \(ReportText.duration(remaining)) left" }
        return text
    }

    /// Seconds left, from the share of bytes read (of files when the total size is not
    /// known, as for standard input); nil before `estimateAfter` seconds or before anything
    /// was read, and nil for a non-finite figure.
    static func remaining(elapsed: Double, bytesDone: Int64, bytesTotal: Int64?, filesDone: Int, filesTotal: Int) -> Double? {
        guard elapsed.isFinite, elapsed >= estimateAfter else { return nil }
        let share: Double
        if let bytesTotal, bytesTotal > 0, bytesDone > 0 {
            share = min(1, Double(bytesDone) / Double(bytesTotal))
        } else if filesTotal > 0, filesDone > 0 {
            share = min(1, Double(filesDone) / Double(filesTotal))
        } else {
            return nil
        }
        let left = elapsed / share - elapsed
        return left.isFinite && left >= 0 ? left : nil
    }

    /// `line: file` in fewer than `width` columns (a line as wide as the terminal wraps, and
    /// a wrapped line cannot be erased): the file's name loses its start, not its end, which
    /// tells one file from the next (`…/2024/activity_17.fit`); a line too long without it
    /// loses its end.
    static func fitted(_ line: String, file: String?, width: Int) -> String {
        let room = max(1, width - 1)
        guard let file else { return line.count <= room ? line : String(line.prefix(max(0, room - 1))) + "…" }
        let whole = line + ": " + file
        if whole.count <= room { return whole }
        let left = room - line.count - 3
        guard left >= 8 else { return fitted(line, file: nil, width: width) }
        return line + ": …" + String(file.suffix(left))
    }
}
