import LogbookCore
import LogbookModel

/// The chart of a route's or segment's times over the years: a dot per run at its local
/// day (x) and its time (y, faster higher), the best a larger dot, a dated axis (each
/// year's first day, or the first and last day within one year) and the time scale at
/// its fastest, middle and slowest.
enum ReportTimeChart {
    /// One dot: the run's local day, its time in seconds, whether it is the best, its tooltip.
    struct Dot {
        /// The run's local day.
        var day: LocalDate
        /// Its time, seconds.
        var seconds: Double
        /// True for the best.
        var isBest: Bool
        /// Its tooltip, in words.
        var words: String
    }

    /// The chart, titled `title`; a line saying why there is none for fewer than two dots.
    static func chart(_ dots: [Dot], title: String, format: (Double) -> String = { ReportText.duration($0) }) -> String {
        let shown = dots.filter { $0.seconds.isFinite }
        guard shown.count >= 2 else { return "<p class=\"muted\">One time only: no chart over the years yet.</p>\n" }
        let width = 960.0, height = 200.0, left = 60.0, right = 20.0, top = 12.0, bottom = 24.0
        let plot = height - top - bottom
        let first = shown.map(\.day.daysSince1970).min() ?? 0, last = shown.map(\.day.daysSince1970).max() ?? 0
        let days = max(Double(last) - Double(first), 1)
        var fast = shown.map(\.seconds).min() ?? 0, slow = shown.map(\.seconds).max() ?? 1
        if slow - fast < 1 { fast -= 1; slow += 1 }
        func x(_ day: LocalDate) -> Double { left + (width - left - right) * (Double(day.daysSince1970) - Double(first)) / days }
        func y(_ seconds: Double) -> Double { top + plot * (seconds - fast) / (slow - fast) }
        var svg = "<svg viewBox=\"0 0 \(ReportCharts.coordinate(width)) \(ReportCharts.coordinate(height))\" role=\"img\">"
            + "<title>\(HTMLText.escape(title))</title>"
            + "<line class=\"axis\" x1=\"\(ReportCharts.coordinate(left))\" y1=\"\(ReportCharts.coordinate(top + plot))\" "
            + "x2=\"\(ReportCharts.coordinate(width - right))\" y2=\"\(ReportCharts.coordinate(top + plot))\"/>"
        for seconds in [fast, (fast + slow) / 2, slow] {
            svg += "<text x=\"0\" y=\"\(ReportCharts.coordinate(y(seconds) + 4))\">\(HTMLText.escape(format(seconds)))</text>"
        }
        for tick in ticks(from: LocalDate(daysSince1970: first), to: LocalDate(daysSince1970: last)) {
            svg += "<text x=\"\(ReportCharts.coordinate(min(x(tick.day), width - 80)))\" y=\"\(ReportCharts.coordinate(height - 4))\">"
                + HTMLText.escape(tick.label) + "</text>"
        }
        for dot in shown.sorted(by: { !$0.isBest && $1.isBest }) {
            svg += "<circle class=\"\(dot.isBest ? "best" : "end")\" cx=\"\(ReportCharts.coordinate(x(dot.day)))\" "
                + "cy=\"\(ReportCharts.coordinate(y(dot.seconds)))\" r=\"\(dot.isBest ? 6 : 3.5)\"\(ReportCharts.tip(dot.words))>"
                + "<title>\(HTMLText.escape(dot.words))</title></circle>"
        }
        return svg + "</svg>\n<p class=\"muted\">Faster higher; the best is the large green dot.</p>\n"
    }

    /// The date axis from `first` to `last`: each year's 1 January between them (every
    /// second or more year when there are over 8), or the two days themselves within a year.
    static func ticks(from first: LocalDate, to last: LocalDate) -> [(day: LocalDate, label: String)] {
        let years = Array(first.components.year...last.components.year).dropFirst()
        guard !years.isEmpty else { return [(first, ReportSentences.short(first)), (last, ReportSentences.short(last))] }
        let step = max(1, (years.count + 7) / 8)
        return years.enumerated().compactMap { index, year in
            guard index % step == 0, let day = LocalDate(year: year, month: 1, day: 1) else { return nil }
            return (day, String(year))
        }
    }
}
