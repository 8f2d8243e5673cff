import LogbookAnalysis
import LogbookCore

/// The report's maps as pages show them: the heat map's grid of areas, each named by its
/// nearest place, and the place and attribution lines under a run's route.
enum ReportMapHTML {
    /// The heat map: a grid of areas, most runs first, each named by its nearest place
    /// (`Area N` where none is near), its routes drawn over each other and linked to their
    /// runs; handed to `pieces` a route at a time.
    static func heatmap(_ areas: [HeatmapArea], basemap: Basemap? = nil, into pieces: inout TextPieces) throws {
        guard !areas.isEmpty else { return try pieces.append("<p>No run has GPS positions.</p>\n") }
        try pieces.append("<div class=\"areas\">\n")
        for (number, area) in areas.enumerated() {
            let lines = area.routes.flatMap(\.lines)
            let ids = area.routes.flatMap { route in route.lines.map { _ in route.runID } }
            let name = area.place?.place.label ?? "Area \(number + 1)"
            let runs = area.routes.count == 1 ? "1 run" : "\(area.routes.count) runs"
            try pieces.append("<figure class=\"area\"><svg viewBox=\"0 0 480 480\" width=\"480\" height=\"480\" role=\"img\"><title>"
                + HTMLText.escape("\(name): \(runs)") + "</title>")
            try ReportCharts.map(lines, size: 480, pathID: nil, pathClass: "heat", links: ids, basemap: basemap, into: &pieces)
            try pieces.append("</svg><figcaption><strong>\(HTMLText.escape(name))</strong>: \(runs)</figcaption></figure>\n")
        }
        try pieces.append("</div>\n")
        if areas.contains(where: { $0.place != nil }) { try pieces.append(attribution()) }
    }

    /// The caption line naming a run's route by its nearest place, or nothing when none is near.
    static func routePlace(_ page: ReportRunPage) -> String {
        guard let place = page.place else { return "" }
        return "<p class=\"muted\" id=\"route-place\">Near \(HTMLText.escape(place.place.label)). "
            + "\(HTMLText.escape(PlaceList.attribution)).</p>\n"
    }

    /// The line a page that names places carries: where the names come from, and their licence.
    static func attribution() -> String {
        "<p class=\"muted attribution\">\(HTMLText.escape(PlaceList.attribution)).</p>\n"
    }

    /// The basemap's tiles under a map of `frame`, as `<image>` elements logbook places itself.
    static func tiles(_ frame: MapFrame, basemap: Basemap) -> String {
        BasemapTiling.tiles(frame, basemap: basemap).map { tile in
            "<image class=\"tile\" href=\"\(HTMLText.attribute(tile.url))\" x=\"\(ReportCharts.coordinate(tile.x))\" "
                + "y=\"\(ReportCharts.coordinate(tile.y))\" width=\"\(ReportCharts.coordinate(tile.width))\" "
                + "height=\"\(ReportCharts.coordinate(tile.height))\" preserveAspectRatio=\"none\"/>"
        }.joined()
    }

    /// The basemap's attribution in the map's bottom-right corner.
    static func attribution(_ basemap: Basemap, size: Double) -> String {
        "<text class=\"attribution maplabel\" x=\"\(ReportCharts.coordinate(size - 4))\" y=\"\(ReportCharts.coordinate(size - 4))\" "
            + "text-anchor=\"end\">\(HTMLText.escape(basemap.attribution))</text>"
    }
}
