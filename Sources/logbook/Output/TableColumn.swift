/// One column of a `TableRenderer` table: its heading and which side its cells keep to.
struct TableColumn: Sendable {
    /// Which side cells are aligned to.
    enum Alignment: Sendable {
        /// Text: aligned left.
        case left
        /// Numbers: aligned right, so that digits line up.
        case right
    }

    /// The heading, e.g. `DISTANCE`.
    var title: String
    /// How cells line up.
    var alignment: Alignment
    /// True when a table too wide for the terminal may cut this column's cells (`TableFit`):
    /// text such as a name, not a date or a number.
    var narrows = false

    /// A left-aligned column of text, cut first when the table is too wide.
    static func left(_ title: String) -> TableColumn { TableColumn(title: title, alignment: .left, narrows: true) }

    /// A left-aligned column whose cells are never cut (a date, a period): the table leaves
    /// it out before it cuts it.
    static func fixedLeft(_ title: String) -> TableColumn { TableColumn(title: title, alignment: .left) }

    /// A right-aligned column.
    static func right(_ title: String) -> TableColumn { TableColumn(title: title, alignment: .right) }
}
