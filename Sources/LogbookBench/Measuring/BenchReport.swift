import Foundation

/// The results as Markdown: printed as they come and written to BENCHMARKS.md at the end.
struct BenchReport {
    /// The body sections, in order.
    private(set) var lines: [String] = []
    /// One row per target: (target, figure, verdict).
    private(set) var targets: [(String, String, String)] = []
    /// Things the reader must know (skipped rows, failed checks).
    private(set) var notes: [String] = []

    /// Adds lines to the body and prints them.
    mutating func add(_ text: String) {
        Log.line(text)
        lines.append(text)
    }

    /// Opens a section: its `## title` heading and the 1-minute load average it started at,
    /// with `remark` said after the figure.
    mutating func section(_ title: String, load: Double, remark: String = "") {
        add("## \(title)\n")
        add(String(format: "_1-minute load average when the section started: %.2f", load) + remark + "._\n")
    }

    /// Adds a Markdown table and prints it.
    mutating func table(_ header: [String], _ rows: [[String]], rightAligned: Set<Int> = []) {
        var text = "| " + header.joined(separator: " | ") + " |\n|"
        for index in header.indices { text += rightAligned.contains(index) ? "---:|" : "---|" }
        for row in rows { text += "\n| " + row.joined(separator: " | ") + " |" }
        add(text + "\n")
    }

    /// Records a target with its measured figure; `met` nil means there is nothing to judge.
    mutating func target(_ name: String, figure: String, met: Bool?) {
        targets.append((name, figure, met.map { $0 ? "**met**" : "**missed**" } ?? "-"))
    }

    /// Adds a note (also printed).
    mutating func note(_ text: String) {
        Log.line("note: \(text)")
        notes.append(text)
    }

    /// Writes the document to `output` (relative paths from the package `root`), when one
    /// was asked for, and says where.
    func write(header: String, to output: String?, root: URL) throws {
        guard let output else { return }
        let target = output.hasPrefix("/") ? URL(fileURLWithPath: output) : root.appendingPathComponent(output)
        try document(header: header).write(to: target, atomically: true, encoding: .utf8)
        Log.line("wrote \(target.path)")
    }

    /// The whole document.
    func document(header: String) -> String {
        var text = header
        if !targets.isEmpty {
            text += "## Targets\n\n| Target | Measured | Verdict |\n|---|---|---|\n"
            for (name, figure, verdict) in targets { text += "| \(name) | \(figure) | \(verdict) |\n" }
            text += "\n"
        }
        text += lines.joined(separator: "\n") + "\n"
        if !notes.isEmpty {
            text += "## Notes\n\n" + notes.map { "- \($0)" }.joined(separator: "\n") + "\n"
        }
        return text
    }

    /// `33.7 MiB`.
    static func mebibytes(_ bytes: Double) -> String {
        String(format: "%.1f MiB", bytes / 1_048_576)
    }

    /// `160.2 k`.
    static func thousands(_ value: Double) -> String {
        String(format: "%.1f k", value / 1000)
    }
}
