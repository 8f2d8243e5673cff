import Foundation

/// A cell of the grid the spatial index keys routes and segments on: `RouteTolerances.cellDegrees`
/// square, numbered so that one integer column holds it.
public struct RouteCell: Sendable, Hashable {
    /// The cell's row, from the south pole.
    public var row: Int64
    /// The cell's column, from longitude -180.
    public var column: Int64

    /// The cell holding `point`.
    public init(_ point: CoursePoint) {
        row = Int64(((point.lat + 90) / RouteTolerances.cellDegrees).rounded(.down))
        column = Int64(((point.lon + 180) / RouteTolerances.cellDegrees).rounded(.down))
    }

    /// A cell from its row and column.
    init(row: Int64, column: Int64) {
        self.row = row
        self.column = column
    }

    /// The cell as one integer (what the store keeps and indexes).
    public var key: Int64 { row * Self.columns + column }

    /// The cell and its eight neighbours, as keys.
    public var neighbourhood: [Int64] {
        var keys: [Int64] = []
        for dr in -1...1 {
            for dc in -1...1 {
                keys.append(RouteCell(row: row + Int64(dr), column: (column + Int64(dc) + Self.columns) % Self.columns).key)
            }
        }
        return keys
    }

    /// Columns around the globe.
    static let columns = Int64((360 / RouteTolerances.cellDegrees).rounded(.up))
}
