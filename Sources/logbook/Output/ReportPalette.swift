import Foundation

/// The calendar's shades, light and dark, rest day first, and the contrast they keep: a rest
/// day and the lightest run day at least `restContrast` apart (WCAG's 3:1 for marks that
/// must be seen), and each run shade at least `stepContrast` from the next. Five shades
/// cannot all be 3:1 from their neighbours (that needs 81:1 end to end; black on white is
/// 21:1), so the run shades share what is left.
enum ReportPalette {
    /// The light page's shades, `l0` (no run) to `l4` (20 km and more).
    static let light = ["#ebedf0", "#47985a", "#2c7840", "#1a572c", "#0a3317"]
    /// The dark page's shades, in the same order.
    static let dark = ["#161b22", "#2a7d45", "#44b060", "#7ee096", "#eefff0"]
    /// The least contrast between a rest day's shade and the lightest run day's: 3:1.
    static let restContrast = 3.0
    /// The least contrast between two neighbouring run shades: 1.5:1.
    static let stepContrast = 1.5

    /// The WCAG contrast ratio of two `#rrggbb` colours (1 to 21); 1 for text that is no colour.
    static func contrast(_ first: String, _ second: String) -> Double {
        guard let a = luminance(first), let b = luminance(second) else { return 1 }
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The relative luminance of `#rrggbb`, or nil when it is not one.
    static func luminance(_ hex: String) -> Double? {
        guard hex.count == 7, hex.hasPrefix("#"), let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        let channels = [value >> 16 & 0xff, value >> 8 & 0xff, value & 0xff].map { channel -> Double in
            let c = Double(channel) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }

    /// The CSS custom properties `--l0` to `--l4` of `shades`.
    static func properties(_ shades: [String]) -> String {
        shades.enumerated().map { "--l\($0.offset):\($0.element)" }.joined(separator: ";")
    }
}
