import LogbookCore
import LogbookModel

/// The index's milestones, over every date of the report's sport: the streaks beside the
/// calendar, the explorer tiles as a grid per area with the max square outlined, the
/// Eddington chart, and the links to each year in review.
enum ReportMilestonesHTML {
    /// The most tile areas drawn (most tiles first); the others are counted in a line.
    static let tileAreas = 6
    /// The side of a tile's cell, pixels, at most.
    static let tileCell = 24.0

    /// The streak line under the calendar: `Current streak: 3 days (since Mon 1 Jun 2026). Longest: 9 days, ...`.
    static func streaks(_ milestones: ReportMilestones) -> String {
        let (longest, current) = milestones.streaks
        guard let longest else { return "" }
        func days(_ streak: Streak) -> String { streak.length == 1 ? "1 day" : "\(streak.length) days" }
        let now = current.map { "Current streak: \(days($0)) of runs, since \(ReportSentences.day($0.from))." }
            ?? "No current streak (no run today or yesterday)."
        return "<p id=\"streaks\">\(now) Longest: \(days(longest)), \(ReportSentences.day(longest.from)) to "
            + "\(ReportSentences.day(longest.to)) (as 'logbook streaks' counts them).</p>\n"
    }

    /// The tiles section: the figures of `logbook tiles`, then each area's tiles at their
    /// place as a grid of squares (north up), the max square outlined.
    static func tiles(_ milestones: ReportMilestones) -> String {
        let summary = milestones.tiles
        guard summary.count > 0 else { return "<p>No run has GPS positions: no tiles visited.</p>\n" }
        var html = "<p>\(summary.count == 1 ? "1 tile" : "\(summary.count) tiles") visited at zoom \(summary.zoom) "
            + "(squares of about 1.5 km), max square \(summary.maxSquare) x \(summary.maxSquare), max cluster \(summary.maxCluster) "
            + "(as 'logbook tiles' counts them).</p>\n<div class=\"areas\">\n"
        let areas = TileArea.areas(summary.tiles, square: milestones.square)
        for area in areas.prefix(tileAreas) {
            let cell = min(tileCell, 480 / Double(max(area.width, area.height)))
            let width = Double(area.width) * cell + 2, height = Double(area.height) * cell + 2
            let words = (area.cells.count == 1 ? "1 tile" : "\(area.cells.count) tiles")
                + (area.square.map { ", max square \($0.side) x \($0.side)" } ?? "")
            html += "<figure class=\"tiles-area\"><svg class=\"tiles\" viewBox=\"0 0 \(ReportCharts.coordinate(width)) \(ReportCharts.coordinate(height))\" "
                + "width=\"\(ReportCharts.coordinate(width))\" height=\"\(ReportCharts.coordinate(height))\" role=\"img\"><title>"
                + HTMLText.escape("Tiles visited: \(words)") + "</title>"
            for (x, y) in area.cells {
                html += "<rect class=\"tile\" x=\"\(ReportCharts.coordinate(1 + Double(x) * cell))\" y=\"\(ReportCharts.coordinate(1 + Double(y) * cell))\" "
                    + "width=\"\(ReportCharts.coordinate(max(1, cell - 1)))\" height=\"\(ReportCharts.coordinate(max(1, cell - 1)))\"/>"
            }
            if let square = area.square {
                html += "<rect class=\"square\" x=\"\(ReportCharts.coordinate(1 + Double(square.x) * cell))\" "
                    + "y=\"\(ReportCharts.coordinate(1 + Double(square.y) * cell))\" width=\"\(ReportCharts.coordinate(Double(square.side) * cell - 1))\" "
                    + "height=\"\(ReportCharts.coordinate(Double(square.side) * cell - 1))\"><title>max square</title></rect>"
            }
            html += "</svg><figcaption>\(HTMLText.escape(words)), from tile \(area.west)/\(area.north)</figcaption></figure>\n"
        }
        html += "</div>\n"
        if areas.count > tileAreas {
            html += "<p class=\"muted\">\(areas.count - tileAreas) smaller areas of tiles are not drawn.</p>\n"
        }
        return html + "<p class=\"muted\">The max square is outlined; each square is one tile of the OpenStreetMap scheme.</p>\n"
    }

    /// The Eddington chart: a bar per whole km of the days that reached it (its number in its
    /// `<title>`, a tooltip), the line y = x, and E marked where the bars meet it.
    static func eddington(_ milestones: ReportMilestones) -> String {
        let number = milestones.eddington
        guard !milestones.dailyKilometres.isEmpty else { return "<p>No runs: no Eddington number.</p>\n" }
        let reach = ReportMilestones.chartReach(eddington: number.value)
        let counts = ReportMilestones.daysReaching(milestones.dailyKilometres, through: reach)
        let width = 960.0, height = 220.0, left = 50.0, top = 10.0, bottom = 24.0
        let plot = height - top - bottom
        let most = Double(max(counts.first ?? 1, reach, 1))
        let step = (width - left) / Double(reach)
        func y(_ days: Double) -> Double { top + plot * (1 - days / most) }
        var svg = "<p>Eddington number <strong>\(number.value)</strong> (km): \(number.value) days of at least \(number.value) km; "
            + "\(number.daysForNext) more \(number.daysForNext == 1 ? "day" : "days") of \(number.value + 1) km for \(number.value + 1) "
            + "(as 'logbook eddington' counts them).</p>\n"
            + "<svg viewBox=\"0 0 \(ReportCharts.coordinate(width)) \(ReportCharts.coordinate(height))\" role=\"img\">"
            + "<title>Days of at least each distance (bars) against the line of as many days as km</title>"
            + "<line class=\"axis\" x1=\"\(ReportCharts.coordinate(left))\" y1=\"\(ReportCharts.coordinate(top + plot))\" "
            + "x2=\"\(ReportCharts.coordinate(width))\" y2=\"\(ReportCharts.coordinate(top + plot))\"/>"
        for days in [most, most / 2, 0] {
            svg += "<text x=\"0\" y=\"\(ReportCharts.coordinate(y(days) + 4))\">\(Int(days.rounded())) days</text>"
        }
        // The bars in one group of their class (the index is kept small), E's of its own.
        var bars = "<g class=\"bar\">", labels = ""
        for (index, count) in counts.enumerated() {
            let km = index + 1
            let bar = "<rect\(km == number.value ? " class=\"best\"" : "") x=\"\(ReportCharts.coordinate(left + Double(index) * step + 1))\" "
                + "y=\"\(ReportCharts.coordinate(y(Double(count))))\" width=\"\(ReportCharts.coordinate(max(1, step - 2)))\" "
                + "height=\"\(ReportCharts.coordinate(plot * Double(count) / most))\"><title>\(count == 1 ? "1 day" : "\(count) days") ≥ \(km) km</title></rect>"
            bars += bar
            if km == 1 || km % 10 == 0 || km == number.value {
                labels += "<text x=\"\(ReportCharts.coordinate(left + Double(index) * step))\" y=\"\(ReportCharts.coordinate(height - 4))\">"
                    + (km == number.value ? "E = \(km)" : "\(km) km") + "</text>"
            }
        }
        svg += bars + "</g>" + labels
        let lineEnd = min(Double(reach), most)
        svg += "<line class=\"line\" x1=\"\(ReportCharts.coordinate(left))\" y1=\"\(ReportCharts.coordinate(y(0)))\" "
            + "x2=\"\(ReportCharts.coordinate(left + lineEnd * step))\" y2=\"\(ReportCharts.coordinate(y(lineEnd)))\"/>"
        return svg + "</svg>\n<p class=\"muted\">The red line is as many days as km: E is the last bar that reaches it (green).</p>\n"
    }

    /// The links to each year in review, newest first.
    static func reviews(_ milestones: ReportMilestones) -> String {
        guard !milestones.reviews.isEmpty else { return "<p>No runs: no year to review.</p>\n" }
        return "<ul class=\"years\">" + milestones.reviews.map { review in
            "<li><a href=\"\(ReportReviewHTML.fileName(review.year))\">\(review.year) in review</a>: "
                + "\(ReportSentences.runs(review.totals.runs)), \(HTMLText.escape(ReportText.distance(review.totals.metres, unit: .km)))</li>"
        }.joined() + "</ul>\n"
    }
}
