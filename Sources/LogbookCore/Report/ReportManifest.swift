/// The record a report keeps in its folder of the run pages it wrote (`ReportManifestEntry`),
/// as text: a header line, then a line per page,
/// `<id> <fingerprint> <stamp> <has positions 0|1> <hidden points> <heat route>`, the heat
/// route's lines separated by `;`, each its first point's latitude and longitude in 1e-7
/// degrees and then every next point's differences from the one before (`-` for none);
/// then a line `page <name>` per other page it wrote (`routes/3.html`, `segments/2.html`, `years/2024.html`),
/// which a manifest reader of before skips as a line that is no entry.
public struct ReportManifest: Sendable, Equatable {
    /// The first line: a manifest of another version is not read (every page is drawn again).
    public static let header = "logbook report manifest 1"

    /// The pages, by run id.
    public var entries: [Int64: ReportManifestEntry]
    /// The route, segment and year pages written, by name inside the report's folder.
    public var pages: Set<String>

    /// Creates a manifest.
    public init(entries: [Int64: ReportManifestEntry] = [:], pages: Set<String> = []) {
        self.entries = entries
        self.pages = pages
    }

    /// True for the name of a page a report writes beside its run pages: `routes/<id>.html`,
    /// `segments/<id>.html` or `years/<year>.html` (a manifest naming anything else is not believed).
    public static func isListedPage(_ name: String) -> Bool {
        for folder in ["routes/", "segments/", "years/"] where name.hasPrefix(folder) && name.hasSuffix(".html") {
            let id = name.dropFirst(folder.count).dropLast(5)
            return !id.isEmpty && id.count <= 19 && id.allSatisfy { $0.isASCII && $0.isNumber }
        }
        return false
    }

    /// The manifest as text, its lines in run order.
    public var text: String {
        var text = ""
        forEachLine { text += $0 }
        return text
    }

    /// Hands `line` each line of `text` in turn (with its newline), so that the manifest of
    /// tens of thousands of heat-map routes can be written without being held whole.
    public func forEachLine(_ line: (String) throws -> Void) rethrows {
        try line(Self.header + "\n")
        for id in entries.keys.sorted() {
            guard let entry = entries[id] else { continue }
            var text = "\(id) \(entry.fingerprint) \(entry.stamp.isEmpty ? "none" : entry.stamp) \(entry.hasPositions ? 1 : 0) \(entry.hiddenPoints) "
            text += entry.heat.isEmpty ? "-" : entry.heat.map(Self.encode).joined(separator: ";")
            try line(text + "\n")
        }
        for name in pages.sorted() { try line("page \(name)\n") }
    }

    /// The manifest in `text`; a line that does not read as an entry is left out, and text
    /// of another version (or none) gives an empty manifest: its pages are drawn again.
    public static func parse(_ text: String) -> ReportManifest {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)[...]
        guard let first = lines.popFirst(), String(decoding: first, as: UTF8.self) == header else { return ReportManifest() }
        var entries: [Int64: ReportManifestEntry] = [:]
        var pages: Set<String> = []
        for line in lines {
            let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
            if fields.count == 2, fields[0].elementsEqual("page".utf8) {
                let name = String(decoding: fields[1], as: UTF8.self)
                if isListedPage(name) { pages.insert(name) }
                continue
            }
            guard fields.count == 6, let id = Int64(String(decoding: fields[0], as: UTF8.self)),
                let hidden = Int(String(decoding: fields[4], as: UTF8.self)), hidden >= 0,
                fields[3].count == 1, let positions = fields[3].first, positions == UInt8(ascii: "0") || positions == UInt8(ascii: "1"),
                let heat = decode(fields[5])
            else { continue }
            entries[id] = ReportManifestEntry(
                fingerprint: String(decoding: fields[1], as: UTF8.self), stamp: String(decoding: fields[2], as: UTF8.self),
                hasPositions: positions == UInt8(ascii: "1"), hiddenPoints: hidden, heat: heat)
        }
        return ReportManifest(entries: entries, pages: pages)
    }

    /// A route point as the manifest keeps it: `latitude` and `longitude` whole in 1e-7
    /// degrees (what a stored sample holds, so nothing is lost), no distance, no offset.
    public static func point(latitude: Double, longitude: Double) -> RoutePoint {
        RoutePoint(latitude: Double(e7(latitude)) / 1e7, longitude: Double(e7(longitude)) / 1e7)
    }

    /// `degrees` in whole 1e-7 degrees.
    static func e7(_ degrees: Double) -> Int64 {
        let scaled = (degrees * 1e7).rounded()
        return scaled.isFinite && abs(scaled) < 4e9 ? Int64(scaled) : 0
    }

    /// One line of a heat route: the first point, then differences.
    static func encode(_ line: [RoutePoint]) -> String {
        var parts: [String] = []
        parts.reserveCapacity(line.count * 2)
        var lat: Int64 = 0, lon: Int64 = 0
        for point in line {
            let nextLat = e7(point.latitude), nextLon = e7(point.longitude)
            parts.append(String(nextLat - lat))
            parts.append(String(nextLon - lon))
            (lat, lon) = (nextLat, nextLon)
        }
        return parts.joined(separator: ",")
    }

    /// The heat route in `field`, or `nil` when it does not read as one.
    static func decode(_ field: Substring.UTF8View.SubSequence) -> [[RoutePoint]]? {
        if field.elementsEqual("-".utf8) { return [] }
        var lines: [[RoutePoint]] = []
        for part in field.split(separator: UInt8(ascii: ";")) {
            var numbers: [Int64] = []
            var value: Int64 = 0, negative = false, digits = 0
            func finish() -> Bool {
                guard digits > 0 else { return false }
                numbers.append(negative ? -value : value)
                (value, negative, digits) = (0, false, 0)
                return true
            }
            for byte in part {
                switch byte {
                case UInt8(ascii: ","): guard finish() else { return nil }
                case UInt8(ascii: "-") where digits == 0 && !negative: negative = true
                case UInt8(ascii: "0")...UInt8(ascii: "9") where digits < 12:
                    value = value * 10 + Int64(byte - UInt8(ascii: "0"))
                    digits += 1
                default: return nil
                }
            }
            guard finish(), numbers.count >= 4, numbers.count % 2 == 0 else { return nil }
            var line: [RoutePoint] = []
            line.reserveCapacity(numbers.count / 2)
            var lat: Int64 = 0, lon: Int64 = 0
            var index = 0
            while index < numbers.count {
                lat += numbers[index]
                lon += numbers[index + 1]
                guard abs(lat) <= 900_000_000, abs(lon) <= 1_800_000_000 else { return nil }
                line.append(RoutePoint(latitude: Double(lat) / 1e7, longitude: Double(lon) / 1e7))
                index += 2
            }
            lines.append(line)
        }
        return lines
    }
}
