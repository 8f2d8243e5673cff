/// Draws a horizontal bar with Unicode block characters, to an eighth of a cell.
enum BlockBar {
    /// The partial blocks for 1/8 ... 7/8 of a cell.
    static let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// A full cell.
    static let full: Character = "█"

    /// A bar `value / maximum` of `width` cells long, rounded to the nearest eighth.
    ///
    /// An absent, non-finite, zero or negative value (or maximum) draws nothing; any
    /// positive value draws at least one eighth, so that a short week is still seen.
    /// The bar never exceeds `width` cells.
    static func bar(value: Double, maximum: Double, width: Int) -> String {
        guard width > 0, value.isFinite, maximum.isFinite, value > 0, maximum > 0 else { return "" }
        let fraction = min(1, value / maximum)
        let eighths = max(1, Int((fraction * Double(width) * 8).rounded()))
        var text = String(repeating: full, count: eighths / 8)
        if eighths % 8 > 0 { text.append(partials[eighths % 8 - 1]) }
        return text
    }
}
