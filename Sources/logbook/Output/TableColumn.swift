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

    /// A left-aligned column.
    static func left(_ title: String) -> TableColumn { TableColumn(title: title, alignment: .left) }

    /// A right-aligned column.
    static func right(_ title: String) -> TableColumn { TableColumn(title: title, alignment: .right) }
}
