import Foundation
import LogbookAnalysis
import LogbookCore

/// The SVG charts of a report, written by logbook (no chart library): each has a `<title>`,
/// and its numbers are also in tooltips (`data-tip` and `<title>` per mark) or a table.
enum ReportCharts {
    /// A coordinate with one decimal (`12.3`), the least a screen needs.
    static func coordinate(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "0" }
        // In whole tenths: integer division, no floating remainder (a report writes millions of these).
        let tenths = Int64((value * 10).rounded())
        let whole = tenths / 10, rest = abs(tenths % 10)
        if rest == 0 { return String(whole) }
        return (tenths < 0 && whole == 0 ? "-" : "") + String(whole) + "." + String(rest)
    }

    /// A mark's tooltip as attributes and its `<title>` child's text, both escaped.
    static func tip(_ text: String) -> String {
        " data-tip=\"\(HTMLText.attribute(text))\""
    }

    /// The weekly bars: a bar per week's distance and a line of its average pace (faster
    /// higher), each week's numbers in its tooltip; a distance scale on the left, the pace
    /// line's (its slowest and fastest week) on the right, in the line's colour.
    static func weekly(_ weeks: [PeriodStats]) -> String {
        guard !weeks.isEmpty else { return "<p>No runs.</p>\n" }
        let width = 960.0, height = 180.0, bottom = 20.0, left = 64.0, right = 64.0
        let plot = height - bottom - 10
        let maximum = max(weeks.map(\.totals.distance).max() ?? 0, 1)
        let paces = weeks.compactMap(\.totals.averagePace)
        let slow = paces.max() ?? 0, fast = paces.min() ?? 0
        let step = (width - left - right) / Double(weeks.count)
        var svg = "<svg viewBox=\"0 0 \(coordinate(width)) \(coordinate(height))\" role=\"img\" aria-labelledby=\"weekly-title\">"
            + "<title id=\"weekly-title\">Distance per week (bars) and average pace (line), last \(weeks.count) weeks</title>"
            + "<line class=\"axis\" x1=\"\(coordinate(left))\" y1=\"\(coordinate(10 + plot))\" x2=\"\(coordinate(width - right))\" y2=\"\(coordinate(10 + plot))\"/>"
        // The distance scale on the left (0, half, the longest week), the pace line's on the right (its slowest and fastest week).
        for share in [0.0, 0.5, 1.0] {
            svg += "<text x=\"0\" y=\"\(coordinate(10 + plot - share * plot + 4))\">\(HTMLText.escape(ReportText.distance(maximum * share, unit: .km)))</text>"
        }
        if !paces.isEmpty {
            for (pace, share) in [(slow, 0.1), (fast, slow > fast ? 0.9 : 0.5)] {
                svg += "<text class=\"pace-scale\" x=\"\(coordinate(width - right + 6))\" y=\"\(coordinate(10 + plot - share * plot + 4))\">"
                    + HTMLText.escape(ReportText.pace(pace, unit: .km)) + "</text>"
            }
        }
        var line: [String] = []
        for (index, week) in weeks.enumerated() {
            let totals = week.totals
            let barHeight = plot * totals.distance / maximum
            let x = left + Double(index) * step
            let words = "\(week.period.label) (from \(ReportSentences.day(week.period.start))): \(ReportSentences.runs(totals.runs)), "
                + ReportText.distance(totals.distance, unit: .km) + ", " + ReportText.pace(totals.averagePace, unit: .km)
            svg += "<rect class=\"bar\" x=\"\(coordinate(x + 1))\" y=\"\(coordinate(10 + plot - barHeight))\" "
                + "width=\"\(coordinate(max(1, step - 2)))\" height=\"\(coordinate(max(0, barHeight)))\" "
                + "data-week=\"\(week.period.label)\" data-distance-m=\"\(ReportText.plainNumber(totals.distance))\"\(tip(words))>"
                + "<title>\(HTMLText.escape(words))</title></rect>"
            if let pace = totals.averagePace {
                let share = slow > fast ? (slow - pace) / (slow - fast) : 0.5
                line.append("\(coordinate(x + step / 2)),\(coordinate(10 + plot - (0.1 + 0.8 * share) * plot))")
            }
            if index % 8 == 0 {
                svg += "<text x=\"\(coordinate(x))\" y=\"\(coordinate(height - 4))\">\(ReportSentences.short(week.period.start))</text>"
            }
        }
        if line.count > 1 { svg += "<polyline class=\"line\" points=\"\(line.joined(separator: " "))\"/>" }
        return svg + "</svg>\n"
    }

    /// `lines` on a plain ground of `size` pixels, north up, with a scale bar: each line a
    /// subpath of one `path` (`id` on it when given), or one path per line of `classes`;
    /// with a `basemap`, its tiles under them (`BasemapTiling`) and its attribution.
    static func map(
        _ lines: [[RoutePoint]], projection: MapProjection? = nil, size: Double, pathID: String?, pathClass: String, links: [Int64]? = nil,
        basemap: Basemap? = nil
    ) -> String {
        TextPieces.text { pieces in
            try map(lines, projection: projection, size: size, pathID: pathID, pathClass: pathClass, links: links, basemap: basemap, into: &pieces)
        }
    }

    /// The map `map(_:projection:size:pathID:pathClass:links:basemap:)` draws, handed to
    /// `pieces` a line at a time: a heat map of thousands of routes is never held whole.
    static func map(
        _ lines: [[RoutePoint]], projection: MapProjection? = nil, size: Double, pathID: String?, pathClass: String, links: [Int64]? = nil,
        basemap: Basemap? = nil, into pieces: inout TextPieces
    ) throws {
        guard let frame = MapFrame(lines: lines, projection: projection, size: size) else { return }
        let span = frame.span, scale = frame.scale, margin = 12.0
        func point(_ p: PlanePoint) -> String {
            let pixel = frame.pixel(p)
            return coordinate(pixel.x) + " " + coordinate(pixel.y)
        }
        func d(_ line: [PlanePoint]) -> String {
            line.enumerated().map { ($0.offset == 0 ? "M" : "L") + point($0.element) }.joined()
        }
        try pieces.append("<rect class=\"ground\" width=\"\(coordinate(size))\" height=\"\(coordinate(size))\"/>")
        if let basemap { try pieces.append(ReportMapHTML.tiles(frame, basemap: basemap)) }
        if let links {
            for (line, id) in zip(lines, links) {
                let line = line.map(frame.projection.project)
                try pieces.append("<a href=\"runs/\(id).html\"><path class=\"\(pathClass)\" d=\"\(d(line))\"\(tip("run \(id)"))/></a>")
            }
        } else {
            let plane = lines.map { $0.map(frame.projection.project) }
            var svg = "<path\(pathID.map { " id=\"\($0)\"" } ?? "") class=\"\(pathClass)\" d=\"\(plane.map(d).joined())\"/>"
            // The route again over it in stretches coloured by pace (`RoutePace`): one path per run of equal shades.
            for (line, shades) in zip(plane, RoutePace.shades(lines)) {
                var start = 0
                while start < shades.count {
                    var end = start
                    while end + 1 < shades.count && shades[end + 1] == shades[start] { end += 1 }
                    if let shade = shades[start] {
                        svg += "<path class=\"p\(shade)\" d=\"\(d(Array(line[start...(end + 1)])))\"/>"
                    }
                    start = end + 1
                }
            }
            if let start = plane.first?.first, let end = plane.last?.last {
                let s = point(start).split(separator: " "), e = point(end).split(separator: " ")
                svg += "<circle class=\"start\" cx=\"\(s[0])\" cy=\"\(s[1])\" r=\"4\"><title>start</title></circle>"
                svg += "<circle class=\"end\" cx=\"\(e[0])\" cy=\"\(e[1])\" r=\"3\"><title>end</title></circle>"
            }
            try pieces.append(svg)
        }
        // A scale bar of a round length near a quarter of the map.
        let target = span / 4
        let magnitude = pow(10, (log10(max(target, 1))).rounded(.down))
        let length = [1.0, 2, 5, 10].map { $0 * magnitude }.last { $0 <= target } ?? magnitude
        let barPixels = length * scale
        let label = length >= 1000 ? ReportText.plainNumber(length / 1000) + " km" : ReportText.plainNumber(length) + " m"
        var svg = "<line class=\"scale\" x1=\"\(coordinate(margin))\" y1=\"\(coordinate(size - 6))\" x2=\"\(coordinate(margin + barPixels))\" "
            + "y2=\"\(coordinate(size - 6))\"/><text class=\"maplabel\" x=\"\(coordinate(margin + barPixels + 4))\" y=\"\(coordinate(size - 3))\">\(label)</text>"
        if let basemap { svg += ReportMapHTML.attribution(basemap, size: size) }
        try pieces.append(svg)
    }

    /// A line chart of `values` against distance (km), `invert` putting small values on top
    /// (pace: faster higher), titled `title`; `nil` when fewer than two values exist.
    /// With `trim`, values beyond the 5th and 95th percentiles are drawn at them (a pace
    /// of a stretch standing at a crossing would flatten the rest). Every line is smoothed
    /// (`ProfileSmoothing`) and drawn in `tone`, its own colour; the axes say the lowest,
    /// middle and highest value and the start, middle and end of the run.
    static func profile(
        _ points: [ProfilePoint], value: (ProfilePoint) -> Double?, title: String, format: (Double) -> String, invert: Bool,
        trim: Bool = false, tone: String = "line"
    ) -> String? {
        var known = points.compactMap { point in value(point).map { (point.distance, $0) } }.filter { $0.0.isFinite && $0.1.isFinite }
        guard known.count >= 2, let last = points.last?.distance else { return nil }
        if trim {
            let sorted = known.map(\.1).sorted()
            let low = sorted[sorted.count * 5 / 100], high = sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
            known = known.map { ($0.0, min(high, max(low, $0.1))) }
        }
        known = ProfileSmoothing.smoothed(known.map { (distance: $0.0, value: $0.1) }).map { ($0.distance, $0.value) }
        let width = 960.0, height = 120.0, left = 50.0, top = 8.0, plot = height - 26
        var low = known.map(\.1).min() ?? 0, high = known.map(\.1).max() ?? 1
        if high - low < 1e-9 { low -= 1; high += 1 }
        let run = max(last + (points.first?.distance ?? 0), 1)
        func y(_ v: Double) -> Double {
            let share = (v - low) / (high - low)
            return top + plot * (invert ? share : 1 - share)
        }
        let coordinates = known.map { "\(coordinate(left + (width - left) * $0.0 / run)),\(coordinate(y($0.1)))" }
        var svg = "<svg viewBox=\"0 0 \(coordinate(width)) \(coordinate(height))\" role=\"img\"><title>\(HTMLText.escape(title))</title>"
            + "<text x=\"0\" y=\"\(coordinate(y(invert ? low : high) + 4))\">\(HTMLText.escape(format(invert ? low : high)))</text>"
            + "<text x=\"0\" y=\"\(coordinate(y(invert ? high : low)))\">\(HTMLText.escape(format(invert ? high : low)))</text>"
            + "<text x=\"0\" y=\"\(coordinate(y((low + high) / 2) + 4))\">\(HTMLText.escape(format((low + high) / 2)))</text>"
            + "<line class=\"axis\" x1=\"\(coordinate(left))\" y1=\"\(coordinate(top + plot))\" x2=\"\(coordinate(width))\" y2=\"\(coordinate(top + plot))\"/>"
            + "<polyline class=\"\(tone)\" points=\"\(coordinates.joined(separator: " "))\"/>"
        let every = max(1, known.count / 20)
        for (index, (distance, v)) in known.enumerated() where index % every == 0 {
            let words = ReportText.distance(distance, unit: .km) + ": " + format(v)
            svg += "<circle cx=\"\(coordinate(left + (width - left) * distance / run))\" cy=\"\(coordinate(y(v)))\" r=\"2.5\" "
                + "class=\"end\"\(tip(words))><title>\(HTMLText.escape(words))</title></circle>"
        }
        svg += "<text x=\"\(coordinate(left + (width - left) / 2 - 20))\" y=\"\(coordinate(height - 4))\">"
            + "\(HTMLText.escape(ReportText.distance(run / 2, unit: .km)))</text>"
        svg += "<text x=\"\(coordinate(left))\" y=\"\(coordinate(height - 4))\">0 km</text><text x=\"\(coordinate(width - 60))\" "
            + "y=\"\(coordinate(height - 4))\">\(HTMLText.escape(ReportText.distance(run, unit: .km)))</text>"
        return svg + "</svg>\n"
    }
}
