import Foundation
import LogbookAnalysis
import LogbookCore
import LogbookModel

/// The report's training-load section: fitness, fatigue and form as an SVG chart
/// with its weeks as a table, time in zones per week as stacked bars, each run's zones and
/// TRIMP on its page.
enum ReportTrainingHTML {
    /// The zones' names, below zone 1 first.
    static let zoneNames = ["below Z1", "Z1", "Z2", "Z3", "Z4", "Z5"]

    /// A number with one decimal, `--` when not finite.
    static func tenth(_ value: Double?) -> String {
        guard let value, value.isFinite, abs(value) < 1e12 else { return "--" }
        return String(format: "%.1f", value)
    }

    /// The index's `load` section.
    static func section(_ training: ReportTraining, maxHeartRateSet: Bool = false) -> String {
        guard training.hasLoad else {
            return "<p>No run has a load: import runs with heart rate\(maxHeartRateSet ? "" : ", or set 'logbook profile set --max-hr N'").</p>\n"
        }
        var html = fitness(training.days)
        html += "<table id=\"strain\"><thead><tr><th class=\"l\">Week from</th><th>Load</th><th>Monotony</th><th>Strain</th></tr></thead><tbody>\n"
        for week in training.weeks.suffix(12) {
            html += "<tr data-week-start=\"\(week.monday)\"><td class=\"l\">\(week.monday)</td><td>\(tenth(week.load))</td>"
                + "<td>\(tenth(week.monotony))</td><td>\(tenth(week.strain))</td></tr>\n"
        }
        html += "</tbody></table>\n" + zones(training.weeklyZones)
        var notes: [String] = []
        if training.withoutLoad > 0 { notes.append(training.withoutLoad == 1 ? "1 run has too little heart rate for a load" : "\(training.withoutLoad) runs have too little heart rate for a load") }
        if training.estimated > 0 { notes.append(training.estimated == 1 ? "1 run's load is estimated from its pace" : "\(training.estimated) runs' loads are estimated from their pace") }
        if !notes.isEmpty { html += "<p class=\"muted\">\(HTMLText.escape(notes.joined(separator: "; "))).</p>\n" }
        return html
    }

    /// CTL, ATL and TSB per day as three lines, each day's figures in a tooltip.
    static func fitness(_ days: [DailyFitness]) -> String {
        let width = 960.0, height = 200.0, top = 10.0, plot = 170.0, left = 40.0
        let values = days.flatMap { [$0.ctl, $0.atl, $0.tsb] }.filter(\.isFinite)
        let high = max(values.max() ?? 1, 1), low = min(values.min() ?? 0, 0)
        let step = days.count > 1 ? (width - left) / Double(days.count - 1) : 0
        func y(_ value: Double) -> String { ReportCharts.coordinate(top + plot * (high - value) / (high - low)) }
        func points(_ value: (DailyFitness) -> Double) -> String {
            days.enumerated().map { "\(ReportCharts.coordinate(left + Double($0.offset) * step)),\(y(value($0.element)))" }
                .joined(separator: " ")
        }
        var svg = "<svg id=\"fitness\" viewBox=\"0 0 \(ReportCharts.coordinate(width)) \(ReportCharts.coordinate(height))\" role=\"img\" aria-labelledby=\"fitness-title\">"
            + "<title id=\"fitness-title\">Fitness (CTL), fatigue (ATL) and form (TSB) per day, \(days.first?.date.description ?? "") to \(days.last?.date.description ?? "")</title>"
            + "<line class=\"axis\" x1=\"\(ReportCharts.coordinate(left))\" y1=\"\(y(0))\" x2=\"\(ReportCharts.coordinate(width))\" y2=\"\(y(0))\"/>"
            + "<text x=\"0\" y=\"14\">\(tenth(high))</text>"
        svg += "<polyline class=\"ctl\" data-series=\"ctl\" points=\"\(points(\.ctl))\"><title>CTL</title></polyline>"
        svg += "<polyline class=\"atl\" data-series=\"atl\" points=\"\(points(\.atl))\"><title>ATL</title></polyline>"
        svg += "<polyline class=\"tsb\" data-series=\"tsb\" points=\"\(points(\.tsb))\"><title>TSB</title></polyline>"
        for (index, day) in days.enumerated() where day.load > 0 {
            let words = "\(day.date): load \(tenth(day.load)), CTL \(tenth(day.ctl)), ATL \(tenth(day.atl)), TSB \(tenth(day.tsb))"
            svg += "<circle class=\"day\" cx=\"\(ReportCharts.coordinate(left + Double(index) * step))\" cy=\"\(y(day.ctl))\" r=\"2\" "
                + "data-day=\"\(day.date)\" data-ctl=\"\(ReportText.plainNumber(day.ctl))\"\(ReportCharts.tip(words))><title>\(HTMLText.escape(words))</title></circle>"
        }
        return svg + "</svg>\n<p class=\"muted\">CTL: the 42-day average load; ATL: the 7-day one; TSB: yesterday's CTL - ATL.</p>\n"
    }

    /// Time in zones per week as stacked bars, each segment's seconds in its tooltip.
    static func zones(_ weeks: [(period: Period, zones: TimeInZones)]) -> String {
        guard weeks.contains(where: { $0.zones.total > 0 }) else { return "" }
        let width = 960.0, height = 160.0, plot = 140.0, left = 40.0
        let maximum = max(weeks.map(\.zones.total).max() ?? 1, 1)
        let step = (width - left) / Double(max(weeks.count, 1))
        var svg = "<svg id=\"zones\" viewBox=\"0 0 \(ReportCharts.coordinate(width)) \(ReportCharts.coordinate(height))\" role=\"img\" aria-labelledby=\"zones-title\">"
            + "<title id=\"zones-title\">Time in heart-rate zones per week</title>"
        for (index, week) in weeks.enumerated() {
            var base = 10 + plot
            for (zone, seconds) in week.zones.seconds.enumerated() where seconds > 0 {
                let barHeight = plot * seconds / maximum
                base -= barHeight
                let words = "week from \(week.period.start): \(zoneNames[zone]) \(ReportText.duration(seconds))"
                svg += "<rect class=\"z\(zone)\" x=\"\(ReportCharts.coordinate(left + Double(index) * step + 1))\" y=\"\(ReportCharts.coordinate(base))\" "
                    + "width=\"\(ReportCharts.coordinate(max(1, step - 2)))\" height=\"\(ReportCharts.coordinate(barHeight))\" "
                    + "data-zone=\"\(zone)\" data-seconds=\"\(ReportText.plainNumber(seconds))\"\(ReportCharts.tip(words))><title>\(HTMLText.escape(words))</title></rect>"
            }
        }
        return svg + "</svg>\n"
    }

    /// A run page's `load` section: its zones as a table and its TRIMP.
    static func run(_ shown: ShownRunLoad) -> String {
        let load = shown.load
        guard let trimp = load.trimp else { return "<p>No load: too little heart rate, and no estimate from the pace.</p>\n" }
        var html = "<p>TRIMP \(tenth(trimp))\(load.source == .estimated ? " (estimated from the pace)" : "")"
            + "\(load.maxEstimated ? ", max HR estimated" : "").</p>\n"
        if let zones = load.zones {
            html += "<table id=\"run-zones\"><thead><tr>" + zoneNames.map { "<th>\($0)</th>" }.joined() + "</tr></thead><tbody><tr>"
                + zones.seconds.map { "<td data-seconds=\"\(ReportText.plainNumber($0))\">\(HTMLText.escape(ReportText.duration($0)))</td>" }.joined()
                + "</tr></tbody></table>\n"
        }
        return html
    }
}
