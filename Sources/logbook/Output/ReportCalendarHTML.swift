import LogbookCore

/// The index's year calendars: the newest year open, the older ones folded, a legend of the
/// shades; in each, a column per week (Monday first), the days without a run drawn by one
/// pattern (three rectangles a year, whatever the year holds), and each day with runs a
/// group with `data-date` and `data-distance-m`, shaded by distance, split into one linked
/// stripe per run, whose tooltip (its `<title>`, in the page's tip line on hover and on
/// keyboard focus) names it.
enum ReportCalendarHTML {
    /// The calendar section's contents: a legend, then each year, newest first.
    static func section(_ calendars: [(year: Int64, days: [CalendarDay])]) -> String {
        guard !calendars.isEmpty else { return "<p>No runs.</p>\n" }
        var html = legend()
        for (number, (year, days)) in calendars.enumerated() {
            let runs = days.reduce(0) { $0 + $1.runs.count }
            let total = days.reduce(0) { $0 + $1.distance }
            html += "<details id=\"year-\(year)\"\(number == 0 ? " open" : "")><summary>\(year): "
                + HTMLText.escape(ReportSentences.runs(runs) + ", " + ReportText.distance(total, unit: .km)) + "</summary>"
                + svg(year: year, days: days) + "</details>\n"
        }
        return html
    }

    /// The shades and the distances they stand for (`YearCalendar.levelBounds`).
    static func legend() -> String {
        let bounds = YearCalendar.levelBounds.map { ReportText.plainNumber($0 / 1000) }
        let words = ["no run", "under \(bounds[1]) km", "\(bounds[1]) to \(bounds[2]) km", "\(bounds[2]) to \(bounds[3]) km",
                     "\(bounds[3]) km and more"]
        return "<p class=\"legend muted\">Distance per day:" + words.enumerated().map { "<span class=\"key\"><span class=\"sw s\($0.offset)\"></span>\($0.element)</span> " }
            .joined() + "</p>\n"
    }

    /// One year's calendar as SVG.
    static func svg(year: Int64, days: [CalendarDay]) -> String {
        guard let first = days.first else { return "" }
        let cell = 11.0, step = 13.0, left = 30.0, top = 16.0
        let offset = Int64(first.date.isoWeekday - 1)
        let columns = (offset + Int64(days.count) + 6) / 7
        let lastRow = (offset + Int64(days.count) - 1) % 7
        let width = left + Double(columns) * step + 2, height = top + 7 * step + 4
        func c(_ value: Double) -> String { ReportCharts.coordinate(value) }
        var svg = "<svg class=\"year\" viewBox=\"0 0 \(c(width)) \(c(height))\" width=\"\(c(width))\" height=\"\(c(height))\" "
            + "role=\"img\" aria-labelledby=\"cal-\(year)\"><title id=\"cal-\(year)\">Distance per day in \(year)</title>"
            + "<defs><pattern id=\"rest-\(year)\" x=\"\(c(left))\" y=\"\(c(top))\" width=\"\(c(step))\" height=\"\(c(step))\" "
            + "patternUnits=\"userSpaceOnUse\"><rect class=\"l0\" width=\"\(c(cell))\" height=\"\(c(cell))\" rx=\"2\"/></pattern></defs>"
        // The days without a run: the first week from the year's first weekday, the full weeks, the last week to its last day.
        let rest = "fill=\"url(#rest-\(year))\""
        svg += "<rect \(rest) x=\"\(c(left))\" y=\"\(c(top + Double(offset) * step))\" width=\"\(c(step))\" height=\"\(c(Double(7 - offset) * step))\"/>"
        if columns > 2 {
            svg += "<rect \(rest) x=\"\(c(left + step))\" y=\"\(c(top))\" width=\"\(c(Double(columns - 2) * step))\" height=\"\(c(7 * step))\"/>"
        }
        if columns > 1 {
            svg += "<rect \(rest) x=\"\(c(left + Double(columns - 1) * step))\" y=\"\(c(top))\" width=\"\(c(step))\" "
                + "height=\"\(c(Double(lastRow + 1) * step))\"/>"
        }
        for (row, label) in [(0, "Mon"), (2, "Wed"), (4, "Fri")] {
            svg += "<text x=\"0\" y=\"\(c(top + Double(row) * step + 9))\">\(label)</text>"
        }
        for (index, day) in days.enumerated() {
            let position = offset + Int64(index)
            let x = left + Double(position / 7) * step, y = top + Double(position % 7) * step
            if day.date.day == 1 { svg += "<text x=\"\(c(x))\" y=\"10\">\(ReportSentences.months[day.date.month - 1])</text>" }
            guard !day.runs.isEmpty else { continue }
            let shade = max(1, YearCalendar.level(metres: day.distance))
            svg += "<g data-date=\"\(day.date)\" data-distance-m=\"\(ReportText.plainNumber(day.distance))\">"
            let stripe = cell / Double(day.runs.count)
            for (number, run) in day.runs.enumerated() {
                let words = ReportSentences.day(day.date) + ": " + runWords(run)
                    + (day.runs.count > 1 ? " (\(number + 1) of \(day.runs.count) that day)" : "")
                svg += "<a class=\"t\" href=\"runs/\(run.id).html\"><title>\(HTMLText.escape(words))</title>"
                    + "<rect class=\"l\(shade)\" x=\"\(c(x))\" y=\"\(c(y + Double(number) * stripe))\" width=\"\(c(cell))\" "
                    + "height=\"\(c(stripe))\"\(day.runs.count == 1 ? " rx=\"2\"" : "")/></a>"
            }
            svg += "</g>"
        }
        return svg + "</svg>\n"
    }

    /// `Morning run (running, 10.02 km)`.
    static func runWords(_ run: DayRun) -> String {
        (run.name.flatMap { $0.isEmpty ? nil : $0 } ?? "Run \(run.id)") + " (" + run.sport + ", "
            + ReportText.distance(run.distance, unit: .km) + ")"
    }
}
