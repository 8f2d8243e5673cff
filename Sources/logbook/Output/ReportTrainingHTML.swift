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

    /// The index's `load` section: which runs the load counts and to which day, the fitness
    /// chart, the weeks' table and the time in zones; the hint to set a maximum heart rate
    /// only when `maxHeartRateSet` is false.
    static func section(_ training: ReportTraining, maxHeartRateSet: Bool = false) -> String {
        guard training.hasLoad else {
            return "<p>No run has a load: import runs with heart rate\(maxHeartRateSet ? "" : ", or set 'logbook profile set --max-hr N'").</p>\n"
        }
        var html = "<p id=\"load-window\">" + HTMLText.escape(window(training)) + "</p>\n"
        html += fitness(training.days)
        html += "<table id=\"strain\"><thead><tr><th class=\"l\">Week from</th><th>Load</th><th>Monotony</th><th>Strain</th></tr></thead><tbody>\n"
        for week in training.weeks.suffix(12) {
            html += "<tr data-week-start=\"\(week.monday)\"><td class=\"l\">\(week.monday)</td><td>\(tenth(week.load))</td>"
                + "<td>\(tenth(week.monotony))</td><td>\(tenth(week.strain))</td></tr>\n"
        }
        html += "</tbody></table>\n" + zones(training.weeklyZones)
        var notes: [String] = []
        if training.withoutLoad > 0 {
            notes.append(training.withoutLoad == 1 ? "1 run has too little heart rate for a load" : "\(training.withoutLoad) runs have too little heart rate for a load")
        }
        if training.estimated > 0 {
            notes.append(training.estimated == 1 ? "1 run's load is estimated from its pace" : "\(training.estimated) runs' loads are estimated from their pace")
        }
        if !notes.isEmpty { html += "<p class=\"muted\">\(HTMLText.escape(notes.joined(separator: "; "))).</p>\n" }
        return html
    }

    /// What the load counts, in words: `The load of running runs (--sport), over the 365 days to 7 Dec 2026.`
    static func window(_ training: ReportTraining) -> String {
        let sports = training.sport.map { "\($0) runs only, as the report's sport" } ?? "runs of every sport"
        let days = training.days.count == 1 ? "1 day" : "\(training.days.count) days"
        return "Training load of \(sports), over the \(days) to \(training.days.last.map { date($0.date) } ?? "--")."
    }

    /// A date as a runner reads it: `7 Dec 2026`.
    static func date(_ date: LocalDate) -> String {
        "\(date.day) \(months[date.month - 1]) \(date.year)"
    }

    /// The months' short names.
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Past this many days a date axis marks the first of each month, up to it each Monday.
    static let monthlyTicksFrom = 62

    /// Which of `dates` (consecutive days) a date axis labels: the first of each month when
    /// there are more than `monthlyTicksFrom`, else each Monday, else (under a week without
    /// one) the first day.
    static func dateTicks(_ dates: [LocalDate]) -> [Int] {
        let marked = dates.indices.filter { dates.count > monthlyTicksFrom ? dates[$0].day == 1 : dates[$0].isoWeekday == 1 }
        return marked.isEmpty && !dates.isEmpty ? [0] : marked
    }

    /// The horizontal grid and labels of a y axis from `low` to `high` (`ChartTicks`) in a plot
    /// `top` to `top + plot` from `left` to `right`, titled `title` along the axis.
    static func yAxis(
        _ ticks: [Double], top: Double, plot: Double, left: Double, right: Double, title: String, label: (Double) -> String
    ) -> String {
        guard let low = ticks.first, let high = ticks.last, high > low else { return "" }
        var svg = "<g class=\"y-axis\">"
        for tick in ticks {
            let y = ReportCharts.coordinate(top + plot * (high - tick) / (high - low))
            svg += "<line class=\"axis\" x1=\"\(ReportCharts.coordinate(left))\" y1=\"\(y)\" x2=\"\(ReportCharts.coordinate(right))\" y2=\"\(y)\"/>"
                + "<text class=\"tick\" x=\"\(ReportCharts.coordinate(left - 4))\" y=\"\(y)\" text-anchor=\"end\" dominant-baseline=\"middle\" "
                + "data-tick=\"\(ReportText.plainNumber(tick))\">\(HTMLText.escape(label(tick)))</text>"
        }
        return svg + "<text class=\"axis-title\" transform=\"rotate(-90)\" x=\"\(ReportCharts.coordinate(-(top + plot / 2)))\" y=\"11\" "
            + "text-anchor=\"middle\">\(HTMLText.escape(title))</text></g>"
    }

    /// A legend row at `y` from `x`: a swatch (a line of `class`, or a square with `square`) and its words per entry.
    static func legend(_ entries: [(cssClass: String, words: String)], x: Double, y: Double, square: Bool) -> String {
        var svg = "<g class=\"legend\">", at = x
        for entry in entries {
            svg += square
                ? "<rect class=\"\(entry.cssClass)\" x=\"\(ReportCharts.coordinate(at))\" y=\"\(ReportCharts.coordinate(y - 8))\" width=\"10\" height=\"10\"/>"
                : "<line class=\"\(entry.cssClass)\" x1=\"\(ReportCharts.coordinate(at))\" y1=\"\(ReportCharts.coordinate(y - 3))\" "
                    + "x2=\"\(ReportCharts.coordinate(at + 16))\" y2=\"\(ReportCharts.coordinate(y - 3))\"/>"
            svg += "<text x=\"\(ReportCharts.coordinate(at + (square ? 14 : 20)))\" y=\"\(ReportCharts.coordinate(y))\">\(HTMLText.escape(entry.words))</text>"
            at += (square ? 14 : 20) + 5.6 * Double(entry.words.count) + 18
        }
        return svg + "</g>"
    }

    /// CTL, ATL and TSB per day as three lines with a legend, a y axis in TRIMP a day and a
    /// date axis (the first of each month), each day's figures in a tooltip.
    static func fitness(_ days: [DailyFitness]) -> String {
        let width = 960.0, height = 236.0, top = 28.0, plot = 170.0, left = 56.0
        let values = days.flatMap { [$0.ctl, $0.atl, $0.tsb] }.filter(\.isFinite)
        let ticks = ChartTicks.values(low: min(values.min() ?? 0, 0), high: max(values.max() ?? 1, 1))
        let high = ticks.last ?? 1, low = ticks.first ?? 0
        let step = days.count > 1 ? (width - left) / Double(days.count - 1) : 0
        func y(_ value: Double) -> String { ReportCharts.coordinate(top + plot * (high - value) / max(high - low, 1e-9)) }
        func points(_ value: (DailyFitness) -> Double) -> String {
            days.enumerated().map { "\(ReportCharts.coordinate(left + Double($0.offset) * step)),\(y(value($0.element)))" }
                .joined(separator: " ")
        }
        var svg = "<svg id=\"fitness\" viewBox=\"0 0 \(ReportCharts.coordinate(width)) \(ReportCharts.coordinate(height))\" role=\"img\" aria-labelledby=\"fitness-title\">"
            + "<title id=\"fitness-title\">Fitness (CTL), fatigue (ATL) and form (TSB) per day, \(days.first.map { date($0.date) } ?? "") to \(days.last.map { date($0.date) } ?? "")</title>"
            + yAxis(ticks, top: top, plot: plot, left: left, right: width, title: "TRIMP a day") { ReportText.plainNumber($0) }
            + "<line class=\"zero\" x1=\"\(ReportCharts.coordinate(left))\" y1=\"\(y(0))\" x2=\"\(ReportCharts.coordinate(width))\" y2=\"\(y(0))\"/>"
            + legend([("ctl", "Fitness (CTL, 42 days)"), ("atl", "Fatigue (ATL, 7 days)"), ("tsb", "Form (TSB = CTL - ATL)")], x: left, y: 12, square: false)
        svg += "<g class=\"x-axis\">"
        let monthly = days.count > monthlyTicksFrom
        for index in dateTicks(days.map(\.date)) {
            let day = days[index]
            let x = ReportCharts.coordinate(left + Double(index) * step)
            let words = !monthly ? "\(day.date.day) \(months[day.date.month - 1])"
                : day.date.month == 1 || index < 31 ? "\(months[day.date.month - 1]) \(day.date.year)" : months[day.date.month - 1]
            svg += "<line class=\"axis\" x1=\"\(x)\" y1=\"\(ReportCharts.coordinate(top + plot))\" x2=\"\(x)\" y2=\"\(ReportCharts.coordinate(top + plot + 4))\"/>"
                + "<text class=\"date\" x=\"\(x)\" y=\"\(ReportCharts.coordinate(top + plot + 16))\" data-date=\"\(day.date)\">\(words)</text>"
        }
        svg += "</g>"
        svg += "<polyline class=\"ctl\" data-series=\"ctl\" points=\"\(points(\.ctl))\"><title>CTL</title></polyline>"
        svg += "<polyline class=\"atl\" data-series=\"atl\" points=\"\(points(\.atl))\"><title>ATL</title></polyline>"
        svg += "<polyline class=\"tsb\" data-series=\"tsb\" points=\"\(points(\.tsb))\"><title>TSB</title></polyline>"
        for (index, day) in days.enumerated() where day.load > 0 {
            let words = "\(date(day.date)): load \(tenth(day.load)), CTL \(tenth(day.ctl)), ATL \(tenth(day.atl)), TSB \(tenth(day.tsb))"
            svg += "<circle class=\"day\" cx=\"\(ReportCharts.coordinate(left + Double(index) * step))\" cy=\"\(y(day.ctl))\" r=\"2\" "
                + "data-day=\"\(day.date)\" data-ctl=\"\(ReportText.plainNumber(day.ctl))\"\(ReportCharts.tip(words))><title>\(HTMLText.escape(words))</title></circle>"
        }
        return svg + "</svg>\n<p class=\"muted\">CTL: the 42-day average load; ATL: the 7-day one; TSB: yesterday's CTL - ATL. "
            + "A dot marks a day with a load.</p>\n"
    }

    /// Time in zones per week as stacked bars under a heading, with a y axis in hours, the
    /// weeks' dates and a legend of the zones, each segment's time in its tooltip.
    static func zones(_ weeks: [(period: Period, zones: TimeInZones)]) -> String {
        guard weeks.contains(where: { $0.zones.total > 0 }) else { return "" }
        let width = 960.0, height = 196.0, top = 26.0, plot = 140.0, left = 56.0
        let ticks = ChartTicks.values(low: 0, high: max(weeks.map(\.zones.total).max() ?? 1, 1) / 3600)
        let maximum = (ticks.last ?? 1) * 3600
        let step = (width - left) / Double(max(weeks.count, 1))
        var svg = "<h3 id=\"zones-heading\">Time in heart-rate zones per week</h3>\n"
            + "<svg id=\"zones\" viewBox=\"0 0 \(ReportCharts.coordinate(width)) \(ReportCharts.coordinate(height))\" role=\"img\" aria-labelledby=\"zones-title\">"
            + "<title id=\"zones-title\">Time in heart-rate zones per week, \(weeks.first.map { date($0.period.start) } ?? "") to \(weeks.last.map { date($0.period.start) } ?? "")</title>"
            + yAxis(ticks, top: top, plot: plot, left: left, right: width, title: "hours a week") { ReportText.plainNumber($0) + " h" }
            + legend(zoneNames.enumerated().map { ("z\($0.offset)", $0.element) }, x: left, y: 12, square: true)
        for (index, week) in weeks.enumerated() {
            var base = top + plot
            let x = left + Double(index) * step
            for (zone, seconds) in week.zones.seconds.enumerated() where seconds > 0 {
                let barHeight = plot * seconds / maximum
                base -= barHeight
                let words = "week from \(date(week.period.start)): \(zoneNames[zone]) \(ReportText.duration(seconds))"
                svg += "<rect class=\"z\(zone)\" x=\"\(ReportCharts.coordinate(x + 1))\" y=\"\(ReportCharts.coordinate(base))\" "
                    + "width=\"\(ReportCharts.coordinate(max(1, step - 2)))\" height=\"\(ReportCharts.coordinate(barHeight))\" "
                    + "data-zone=\"\(zone)\" data-seconds=\"\(ReportText.plainNumber(seconds))\"\(ReportCharts.tip(words))><title>\(HTMLText.escape(words))</title></rect>"
            }
            if index % 8 == 0 {
                svg += "<text class=\"date\" x=\"\(ReportCharts.coordinate(x))\" y=\"\(ReportCharts.coordinate(top + plot + 16))\" "
                    + "data-date=\"\(week.period.start)\">\(date(week.period.start))</text>"
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
