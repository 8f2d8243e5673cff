import Foundation
import LogbookCore
import LogbookModel

/// The report's `index.html`: year calendars, weekly bars, the monthly and yearly tables,
/// records, the heat map, and the numbers as `logbook-data` JSON, exactly as `stats --json`
/// and `records --json` write them.
enum ReportIndexHTML {
    /// The `logbook-data` document: `weekly`, `monthly`, `yearly` (`stats --json` rows),
    /// `records` (`records --json`), and `records_sport`; a period `filter` cuts is partial.
    static func data(_ index: ReportIndex, filter: RunFilter) -> JSONValue {
        func rows(_ report: StatsReport) -> JSONValue {
            .array(report.rows.map { .object(PeriodStatsJSON.fields($0, filter: filter)) })
        }
        return .object([
            ("weekly", rows(index.weekly)),
            ("monthly", rows(index.monthly)),
            ("yearly", rows(index.yearly)),
            ("records", RecordsOutput.json(index.records, top: 1)),
            ("records_sport", .string(index.recordSport)),
        ])
    }

    /// The index's sections in page order, `(id, menu word)`; every page's menu links them.
    static let sections: [(id: String, word: String)] = [
        ("calendar", "Calendar"), ("weekly", "Weeks"), ("monthly", "Months"), ("yearly", "Years"), ("records", "Records"),
        ("routes", "Routes"), ("segments", "Segments"),
        ("tiles", "Tiles"), ("eddington", "Eddington"), ("review", "Years in review"), ("load", "Training load"), ("gear", "Gear"), ("heatmap", "Heat map"), ("clean", "Flags"),
    ]

    /// The menu of every page: the index's sections and the list of runs; `root` is the way
    /// from the page to the site's folder (`""` or `"../"`).
    static func menu(root: String, extra: String = "") -> String {
        "<nav aria-label=\"Sections\"><a href=\"\(root)index.html\">Index</a>"
            + sections.map { "<a href=\"\(root)index.html#\($0.id)\">\($0.word)</a>" }.joined()
            + "<a href=\"\(root)\(ReportRunListHTML.fileName)\">All runs</a>" + extra + "</nav>\n"
    }

    /// The page, handed to `pieces` as it is made (the heat map a route at a time); `scope`
    /// says which runs it covers (`running, 2024`), `filter` which dates.
    static func write(_ index: ReportIndex, scope: String, filter: RunFilter, into pieces: inout TextPieces) throws {
        try ReportPageShell.write(
            title: "Logbook report", data: data(index, filter: filter).serialized(indent: 0), menu: menu(root: ""),
            images: index.basemap?.origin, into: &pieces
        ) { body in
            var header = "<header><h1>Logbook</h1><p class=\"muted\">\(HTMLText.escape(scope)): "
                + "\(ReportSentences.runs(index.runs.count)), "
                + "\(HTMLText.escape(ReportText.distance(index.yearly.total.distance, unit: .km))). "
                + "<a href=\"\(ReportRunListHTML.fileName)\">Every run in a list</a>.</p>"
            if !index.zones.isEmpty {
                header += "<p class=\"muted\" id=\"privacy\">Route points within \(index.zones.count == 1 ? "1 privacy zone" : "\(index.zones.count) privacy zones") "
                    + "are not drawn (\(index.hiddenPoints) points hidden).</p>"
            }
            try body.append(header + "</header>\n")
            try body.append("<section id=\"calendar\"><h2>Calendar</h2>\n")
            try body.append(ReportCalendarHTML.section(index.calendars))
            try body.append(ReportMilestonesHTML.streaks(index.milestones) + "</section>\n")
            try body.append("<section id=\"weekly\"><h2>Last 52 weeks</h2>\n" + ReportCharts.weekly(index.recentWeeks) + "</section>\n")
            try body.append("<section id=\"monthly\"><h2>Months</h2>\n" + table(index.monthly) + "</section>\n")
            try body.append("<section id=\"yearly\"><h2>Years</h2>\n" + table(index.yearly) + "</section>\n")
            try body.append("<section id=\"records\"><h2>Records (\(HTMLText.escape(index.recordSport)))</h2>\n" + records(index.records) + "</section>\n")
            try body.append("<section id=\"routes\"><h2>Routes</h2>\n" + ReportRouteHTML.section(index.courses) + "</section>\n")
            try body.append("<section id=\"segments\"><h2>Segments</h2>\n" + ReportSegmentHTML.section(index.courses) + "</section>\n")
            try body.append("<section id=\"tiles\"><h2>Tiles</h2>\n" + ReportMilestonesHTML.tiles(index.milestones) + "</section>\n")
            try body.append("<section id=\"eddington\"><h2>Eddington number</h2>\n" + ReportMilestonesHTML.eddington(index.milestones) + "</section>\n")
            try body.append("<section id=\"review\"><h2>Years in review</h2>\n" + ReportMilestonesHTML.reviews(index.milestones) + "</section>\n")
            try body.append("<section id=\"load\"><h2>Training load</h2>\n"
                + ReportTrainingHTML.section(index.training, maxHeartRateSet: index.maxHeartRateSet) + "</section>\n")
            try body.append("<section id=\"gear\"><h2>Gear</h2>\n" + ReportGearHTML.section(index.gear) + "</section>\n")
            try body.append("<section id=\"heatmap\"><h2>Heat map</h2>\n")
            try ReportMapHTML.heatmap(index.heatmap, basemap: index.basemap, into: &body)
            try body.append("</section>\n")
            try body.append("<section id=\"clean\"><h2>What clean flags</h2>\n" + flagged(index.flagged) + "</section>\n")
        }
    }

    /// A `stats` table: a row per period, the total, and why runs were left out of the pace.
    static func table(_ report: StatsReport) -> String {
        guard !report.rows.isEmpty else { return "<p>No runs.</p>\n" }
        func cells(_ label: String, _ totals: RunTotals, heading: Bool = false) -> String {
            let tag = heading ? "th" : "td"
            let reasons = ReportSentences.reasons(totals.sortedExclusions)
            return "<tr><\(tag)>\(HTMLText.escape(label))</\(tag)><td>\(totals.runs)</td><td>"
                + HTMLText.escape(ReportText.distance(totals.distance, unit: .km)) + "</td><td>"
                + HTMLText.escape(ReportText.duration(totals.moving)) + "</td><td>"
                + HTMLText.escape(ReportText.pace(totals.averagePace, unit: .km)) + "</td><td>"
                + HTMLText.escape(ReportText.whole(totals.averageHeartRate)) + "</td><td>"
                + HTMLText.escape(ReportText.distance(totals.longest, unit: .km)) + "</td><td>\(totals.excluded)</td>"
                + "<td class=\"l\">\(HTMLText.escape(reasons))</td></tr>\n"
        }
        var html = HTMLTable.head(["Period", "Runs", "Distance", "Moving", "Pace", "HR", "Longest", "Excluded", "<Left out of the pace"])
        for row in report.rows { html += cells(row.period.label, row.totals) }
        html += "</tbody><tfoot>" + cells("Total", report.total, heading: true) + "</tfoot></table>\n"
        return html
    }

    /// The records table, each linked to its run's page, and what was left out.
    static func records(_ report: RecordsReport) -> String {
        var html = HTMLTable.head(["Distance", "Time", "Pace", "<Date", "<Run"])
        for row in report.rows {
            html += "<tr><td>\(HTMLText.escape(row.distance.label))</td>"
            if let entry = row.entries.first {
                html += "<td>\(HTMLText.escape(RecordsOutput.time(entry.effort.time)))</td><td>"
                    + HTMLText.escape(ReportText.pace(entry.effort.secondsPerKm, unit: .km)) + "</td><td class=\"l\">"
                    + ReportSentences.day(LocalDate(utc: entry.startUTC, offset: entry.utcOffset)) + "</td><td class=\"l\">"
                    + "<a href=\"runs/\(entry.runID).html\">run \(entry.runID)</a>" + (entry.inferredSport ? " (inferred)" : "") + " "
                    + HTMLText.escape(RecordsOutput.place(entry.effort.startsAt, unit: .km)) + "</td>"
            } else {
                html += "<td>--</td><td>--</td><td class=\"l\">--</td><td class=\"l\"></td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody></table>\n"
        let note = ReportSentences.recordsNote(report.rows)
        if !note.isEmpty { html += "<p class=\"muted\">\(HTMLText.escape(note))</p>\n" }
        return html
    }

    /// The runs `logbook clean` would flag, each linked to its page, with the rule and why.
    static func flagged(_ findings: [CleanupFinding]) -> String {
        HTMLTable.of(
            findings, empty: "<p>logbook clean flags none of these runs.</p>\n", columns: ["<Run", "<Rule", "<Why"],
            after: "<p class=\"muted\">'logbook clean' lists them; 'logbook clean --apply' quarantines those its rules quarantine.</p>\n"
        ) { finding in
            "<tr><td class=\"l\"><a href=\"runs/\(finding.run.id).html\">run \(finding.run.id)</a></td><td class=\"l\">"
                + HTMLText.escape(ReportWords.rule(finding.rule)) + "</td><td class=\"l\">" + HTMLText.escape(finding.detail) + "</td></tr>\n"
        }
    }
}
