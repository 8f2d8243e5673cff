import Foundation

/// A tile server the report draws under its maps (`report --basemap`), opt-in: its URL
/// template, the one origin pages may then load images from, and the attribution it asks for.
public struct Basemap: Sendable, Equatable {
    /// The template, such as `https://tile.openstreetmap.org/{z}/{x}/{y}.png`.
    public var template: String
    /// Its scheme, host and port (`https://tile.openstreetmap.org`): the page's `img-src`.
    public var origin: String
    /// The words the tiles are shown with (`© OpenStreetMap contributors` for OpenStreetMap's servers).
    public var attribution: String

    /// What a template must look like, for messages.
    public static let expected = "an http(s) tile URL template with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png"

    /// The longest template taken: 500 characters.
    public static let longest = 500

    /// `text` as a basemap, or `nil` when it is no http(s) URL with `{z}`, `{x}` and `{y}`, a
    /// plain host (letters, digits, `.`, `-`, `:` for a port, `[]` for IPv6), and no space,
    /// quote, angle bracket, backslash or other brace: it is written into pages' attributes.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count <= Self.longest, let scheme = ["https://", "http://"].first(where: { trimmed.lowercased().hasPrefix($0) })
        else { return nil }
        let rest = trimmed.dropFirst(scheme.count)
        let host = rest.prefix { $0 != "/" }
        let hostCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]")
        let forbidden = Set(" \t\"'<>\\`^|")
        let path = rest.dropFirst(host.count)
        let withoutFields = path.replacingOccurrences(of: "{z}", with: "").replacingOccurrences(of: "{x}", with: "")
            .replacingOccurrences(of: "{y}", with: "")
        guard !host.isEmpty, host.allSatisfy(hostCharacters.contains), path.hasPrefix("/"),
            ["{z}", "{x}", "{y}"].allSatisfy(path.contains), !trimmed.contains(where: forbidden.contains),
            !withoutFields.contains("{"), !withoutFields.contains("}"),
            trimmed.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else { return nil }
        template = trimmed
        origin = scheme + host.lowercased()
        let name = host.split(separator: ":").first.map(String.init)?.lowercased() ?? ""
        attribution = name == "openstreetmap.org" || name.hasSuffix(".openstreetmap.org")
            ? "© OpenStreetMap contributors" : "Map tiles: \(name)"
    }

    /// The URL of tile `x`, `y` at `zoom`.
    public func url(zoom: Int, x: Int, y: Int) -> String {
        template.replacingOccurrences(of: "{z}", with: String(zoom)).replacingOccurrences(of: "{x}", with: String(x))
            .replacingOccurrences(of: "{y}", with: String(y))
    }
}
