import LogbookCore

/// The report's list of runs, `runs.html`: every run of the report, newest first, with its
/// date, name, sport, distance, moving time, pace, heart rate, gear and flags, each linked
/// to its page. Complete as written; where scripts run, the page script (`ReportPageShell`)
/// adds sorting by a column and filtering by sport and text.
enum ReportRunListHTML {
    /// The page's file name, beside `index.html`.
    static let fileName = "runs.html"

    /// The page, handed to `pieces` a row at a time; `scope` says which runs the report covers.
    static func write(_ index: ReportIndex, scope: String, into pieces: inout TextPieces) throws {
        let runs = index.list
        let sports = Array(Set(runs.map(\.run.sport))).sorted()
        let header = "<header><h1>All runs</h1><p class=\"muted\">\(HTMLText.escape(scope)): \(ReportSentences.runs(runs.count)), newest first."
            + "</p></header>\n"
        try ReportPageShell.write(title: "All runs", menu: ReportIndexHTML.menu(root: ""), into: &pieces) { body in
            guard !runs.isEmpty else { return try body.append(header + "<p>No runs.</p>\n") }
            try body.append(header)
            try body.append("<div id=\"run-filter\" hidden><label>Sport <select id=\"run-sport\"><option value=\"\">all</option>"
                + sports.map { "<option>\(HTMLText.escape($0))</option>" }.joined() + "</select></label> "
                + "<label>Find <input id=\"run-text\" type=\"search\" placeholder=\"name, gear, date\"></label> "
                + "<span id=\"run-count\" class=\"muted\" aria-live=\"polite\">\(ReportSentences.runs(runs.count)) shown</span></div>\n")
            try body.append("<table id=\"run-list\"><thead><tr><th class=\"l\" data-sort>Date</th><th class=\"l\" data-sort>Name</th>"
                + "<th class=\"l\" data-sort>Sport</th><th data-sort>Distance</th><th data-sort>Time</th><th data-sort>Pace</th>"
                + "<th data-sort>HR</th><th class=\"l\" data-sort>Gear</th><th class=\"l\">Flags</th></tr></thead><tbody>\n")
            for row in runs { try body.append(self.row(row)) }
            try body.append("</tbody></table>\n")
        }
    }

    /// One run's row: each sortable cell's value in `data-v` (seconds, metres, seconds per
    /// km, bpm; empty when unknown).
    static func row(_ row: ReportListRun) -> String {
        let run = row.run
        let id = run.id ?? 0
        let name = run.name.flatMap { $0.isEmpty ? nil : $0 } ?? "Run \(id)"
        let pace = run.pace.trusted
        func number(_ value: Double?) -> String { value.map { $0.isFinite ? ReportText.plainNumber($0) : "" } ?? "" }
        return "<tr data-sport=\"\(HTMLText.attribute(run.sport))\"><td class=\"l\" data-v=\"\(run.startUTC)\">"
            + HTMLText.escape(ReportSentences.start(utc: run.startUTC, offset: run.utcOffset)) + "</td>"
            + "<td class=\"l\" data-v=\"\(HTMLText.attribute(name.lowercased()))\"><a href=\"runs/\(ReportRunHTML.fileName(id))\">"
            + HTMLText.escape(name) + "</a></td><td class=\"l\" data-v=\"\(HTMLText.attribute(run.sport))\">\(HTMLText.escape(run.sport))"
            + (row.inferredSport ? " (inferred)" : "") + "</td>"
            + "<td data-v=\"\(number(run.distance))\">\(HTMLText.escape(ReportText.distance(run.distance, unit: .km)))</td>"
            + "<td data-v=\"\(number(run.moving))\">\(HTMLText.escape(ReportText.duration(run.moving)))</td>"
            + "<td data-v=\"\(number(pace))\">\(HTMLText.escape(ReportText.pace(pace, unit: .km)))</td>"
            + "<td data-v=\"\(number(run.averageHeartRate))\">\(HTMLText.escape(ReportText.whole(run.averageHeartRate)))</td>"
            + "<td class=\"l\" data-v=\"\(HTMLText.attribute(run.gear ?? ""))\">\(HTMLText.escape(run.gear ?? ""))</td>"
            + "<td class=\"l\">\(HTMLText.escape(flags(row).joined(separator: "; ")))</td></tr>\n"
    }

    /// What the run's page flags, in a few words each.
    static func flags(_ row: ReportListRun) -> [String] {
        let run = row.run
        var flags: [String] = []
        if row.inferredSport { flags.append("sport inferred") }
        if run.pace.status != .ok { flags.append("pace not counted: " + ReportWords.pace(run.pace.status)) }
        if row.trimmed { flags.append("trimmed") }
        if run.recoveredAtByte != nil { flags.append("recovered from a damaged file") }
        if !run.editedFields.isEmpty { flags.append("edited") }
        flags += row.cleanRules.map { "clean: " + ReportWords.rule($0) }
        return flags
    }
}
