/// A report's tables written one way: a header row, a row per item, or a sentence when
/// there are no items. Column titles starting with `<` are left-aligned text columns
/// (`class="l"`); the others hold numbers, right-aligned by the page's style.
enum HTMLTable {
    /// The opening of a table whose header row has `columns` (`HTMLTable`'s titles).
    static func head(_ columns: [String]) -> String {
        var html = "<table><thead><tr>"
        for column in columns {
            html += column.hasPrefix("<") ? "<th class=\"l\">\(column.dropFirst())</th>" : "<th>\(column)</th>"
        }
        return html + "</tr></thead><tbody>\n"
    }

    /// `empty` when there are no `items`; otherwise the table with `columns`, each item's
    /// `row` (a whole `<tr>` line) and `after` behind the table.
    static func of<Item>(
        _ items: [Item], empty: String, columns: [String], after: String = "", row: (Item) -> String
    ) -> String {
        guard !items.isEmpty else { return empty }
        var html = head(columns)
        for item in items { html += row(item) }
        return html + "</tbody></table>\n" + after
    }
}
