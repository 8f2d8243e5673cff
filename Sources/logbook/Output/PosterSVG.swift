import LogbookAnalysis
import LogbookModel
import Foundation
import LogbookCore

/// The poster of a year (`review YEAR --poster FILE`): every route of the year drawn small
/// in a grid, north up, each scaled to fill its cell, with its date and distance below; a
/// self-contained SVG (no fonts, images or links to fetch) in black on white that prints
/// well on A4 portrait.
enum PosterSVG {
    /// The side of a cell, in SVG units; a route fills `drawn` of it, centred.
    static let cell = 100.0
    /// The side of the square a route is scaled into.
    static let drawn = 80.0
    /// The height of a cell with its label.
    static let cellHeight = 116.0
    /// The height of the title band.
    static let titleHeight = 50.0

    /// The poster's SVG text: `runs` (those with a route are drawn, in order), titled with
    /// `year` and the distance of every run in `unit`.
    static func svg(year: Int64, runs: [PosterRun], unit: DistanceUnit) -> String {
        let drawnRuns = runs.filter { !$0.lines.isEmpty }
        // Columns for a page about 1.41 times as tall as it is wide.
        let columns = max(1, Int((Double(drawnRuns.count) / 1.414).squareRoot().rounded(.up)))
        let rows = (drawnRuns.count + columns - 1) / columns
        let width = Double(columns) * cell + 20
        let height = titleHeight + Double(rows) * cellHeight + 10
        let total = runs.compactMap(\.metres).filter { $0.isFinite && $0 > 0 }.reduce(0, +)
        var title = "\(year): \(runs.count == 1 ? "1 run" : "\(runs.count) runs"), \(ReportText.distance(total, unit: unit))"
        let unmapped = runs.count - drawnRuns.count
        if unmapped > 0 { title += " (\(unmapped) without a map)" }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(number(width)) \(number(height))\" "
            + "width=\"\(number(width))\" height=\"\(number(height))\" font-family=\"sans-serif\">\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n"
        svg += "<text x=\"10\" y=\"32\" font-size=\"18\" fill=\"#111\">\(HTMLText.escape(title))</text>\n"
        for (index, run) in drawnRuns.enumerated() {
            let left = 10 + Double(index % columns) * cell, top = titleHeight + Double(index / columns) * cellHeight
            svg += "<g transform=\"translate(\(number(left)),\(number(top)))\">\n"
            for line in placed(run.lines) {
                svg += "<polyline fill=\"none\" stroke=\"#111\" stroke-width=\"1.2\" stroke-linejoin=\"round\" stroke-linecap=\"round\" points=\""
                svg += line.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ") + "\"/>\n"
            }
            let label = run.date.description + (run.metres.map { " · " + ReportText.distance($0, unit: unit) } ?? "")
            svg += "<text x=\"\(number(cell / 2))\" y=\"\(number(drawn + 27))\" font-size=\"8\" text-anchor=\"middle\" fill=\"#333\">"
            svg += HTMLText.escape(label) + "</text>\n</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// `lines` (metres east and north) scaled so that their larger side is `drawn` units,
    /// centred in a cell, y pointing down as SVG's does.
    static func placed(_ lines: [[PlanePoint]]) -> [[PlanePoint]] {
        let all = lines.joined()
        guard let minX = all.map(\.x).min(), let maxX = all.map(\.x).max(), let minY = all.map(\.y).min(),
            let maxY = all.map(\.y).max()
        else { return [] }
        let scale = drawn / max(maxX - minX, maxY - minY, 1)
        let left = (cell - (maxX - minX) * scale) / 2, top = (cell - (maxY - minY) * scale) / 2
        return lines.map { line in
            line.map { PlanePoint(x: left + ($0.x - minX) * scale, y: top + (maxY - $0.y) * scale) }
        }
    }

    /// A coordinate with one decimal.
    private static func number(_ value: Double) -> String { String(format: "%.1f", value) }
}
