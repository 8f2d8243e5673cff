import LogbookCore

/// The index's gear section: each pair used on the report's runs, with their runs and
/// distance, its whole life's distance against its limit, and a mark on a pair past it.
enum ReportGearHTML {
    /// The section's table, or a sentence when none of the report's runs has gear.
    static func section(_ uses: [ReportGearUse]) -> String {
        HTMLTable.of(
            uses, empty: "<p>None of these runs has gear: 'logbook gear add NAME' adds a pair, 'logbook gear assign' gives it runs.</p>\n",
            columns: ["<Gear", "<Kind", "Runs", "Distance", "In all", "Limit", "Left", "<Retired"],
            after: "<p class=\"muted\">Runs and distance: the runs of this report. In all: every run with the pair, which its limit is measured against.</p>\n"
        ) { use in
            let pair = use.lifetime
            let over = use.overLimit
                ? " <strong class=\"over\">over its limit by \(HTMLText.escape(ReportText.distance(-(pair.left ?? 0), unit: .km)))</strong>" : ""
            return "<tr data-gear=\"\(HTMLText.attribute(pair.gear.name))\" data-distance-m=\"\(ReportText.plainNumber(use.distance))\""
                + (use.overLimit ? " data-over-limit=\"true\"" : "") + ">"
                + "<td class=\"l\">\(HTMLText.escape(pair.gear.name))\(over)</td><td class=\"l\">\(HTMLText.escape(pair.gear.kind.rawValue))</td>"
                + "<td>\(use.runs)</td><td>\(HTMLText.escape(ReportText.distance(use.distance, unit: .km)))</td>"
                + "<td>\(HTMLText.escape(ReportText.distance(pair.distance, unit: .km)))</td>"
                + "<td>\(HTMLText.escape(pair.gear.limit.map { ReportText.distance($0, unit: .km) } ?? "--"))</td>"
                + "<td>\(HTMLText.escape(pair.left.map { $0 < 0 ? "none" : ReportText.distance($0, unit: .km) } ?? "--"))</td>"
                + "<td class=\"l\">\(pair.gear.retiredOn.map(ReportSentences.day) ?? "")</td></tr>\n"
        }
    }
}
