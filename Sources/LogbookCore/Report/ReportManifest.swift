/// The record a report keeps in its folder of the run pages it wrote (`ReportManifestEntry`),
/// as text: a header line, then a line per page,
/// `<id> <fingerprint> <stamp> <has positions 0|1> <hidden points> <heat route>`, the heat
/// route's lines separated by `;`, each its first point's latitude and longitude in 1e-7
/// degrees and then every next point's differences from the one before (`-` for none);
/// then a line `page <name>` per other page it wrote (`routes/3.html`, `segments/2.html`, `years/2024.html`),
/// which a manifest reader of before skips as a line that is no entry; then `site <fingerprint>`,
/// the fingerprint the index, the list of runs and those pages were drawn from
/// (`ReportSiteFingerprint`), and a line `drawn <name> <stamp>` per such page as the report
/// left it, so that a report whose site fingerprint is unchanged neither draws nor reads them;
/// then a line `tail <id> <rows digest> <verdict>` per stored run (`TailVerdict`), so that a
/// report reads the samples' tail of none of the runs whose rows are unchanged.
public struct ReportManifest: Sendable, Equatable {
    /// The first line: a manifest of another version is not read (every page is drawn again).
    public static let header = "logbook report manifest 1"

    /// The pages, by run id.
    public var entries: [Int64: ReportManifestEntry]
    /// The route, segment and year pages written, by name inside the report's folder.
    public var pages: Set<String>

    /// The site fingerprint the index and the other pages but the runs' were drawn from
    /// (`ReportSiteFingerprint`), empty when none is known.
    public var site: String
    /// The stamp of each page drawn from `site` (`index.html`, `runs.html` and `pages`) as
    /// the report left it, by name.
    public var drawn: [String: String]

    /// The recording-tail verdict of every stored run, by run id.
    public var tails: [Int64: TailVerdict]

    /// Creates a manifest.
    public init(
        entries: [Int64: ReportManifestEntry] = [:], pages: Set<String> = [], site: String = "", drawn: [String: String] = [:],
        tails: [Int64: TailVerdict] = [:]
    ) {
        self.entries = entries
        self.pages = pages
        self.site = site
        self.drawn = drawn
        self.tails = tails
    }

    /// The pages a report draws from its site fingerprint besides `pages`.
    public static let sitePages = ["index.html", "runs.html"]

    /// True for a name a `drawn` line may hold: one of `sitePages` or a listed page.
    public static func isDrawnPage(_ name: String) -> Bool {
        sitePages.contains(name) || isListedPage(name)
    }

    /// True for a token the manifest can hold in one field: not empty, no space, no newline.
    static func isField(_ text: String) -> Bool {
        !text.isEmpty && !text.utf8.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
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
            text += entry.heatText
            try line(text + "\n")
        }
        for name in pages.sorted() { try line("page \(name)\n") }
        if Self.isField(site) { try line("site \(site)\n") }
        for name in drawn.keys.sorted() {
            guard let stamp = drawn[name], Self.isField(stamp), Self.isDrawnPage(name) else { continue }
            try line("drawn \(name) \(stamp)\n")
        }
        for id in tails.keys.sorted() {
            guard let verdict = tails[id], Self.isField(verdict.digest) else { continue }
            try line("tail \(id) \(verdict.digest) \(verdict.text)\n")
        }
    }

    /// The manifest in `text`; a line that does not read as an entry is left out, and text
    /// of another version (or none) gives an empty manifest: its pages are drawn again.
    public static func parse(_ text: String) -> ReportManifest {
        var text = text
        // Read from the contiguous bytes: splitting the string's own view was most of a re-run's reading of the manifest.
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// The manifest in the UTF-8 `bytes` of its text (see `parse(_:)`).
    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> ReportManifest {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)[...]
        guard let first = lines.popFirst(), first.elementsEqual(header.utf8) else { return ReportManifest() }
        var entries: [Int64: ReportManifestEntry] = [:]
        var pages: Set<String> = []
        var site = ""
        var drawn: [String: String] = [:]
        var tails: [Int64: TailVerdict] = [:]
        for line in lines {
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 6, omittingEmptySubsequences: false)
            if fields.count == 2, fields[0].elementsEqual("page".utf8) {
                let name = String(decoding: fields[1], as: UTF8.self)
                if isListedPage(name) { pages.insert(name) }
                continue
            }
            if fields.count == 2, fields[0].elementsEqual("site".utf8) {
                site = String(decoding: fields[1], as: UTF8.self)
                continue
            }
            if fields.count == 3, fields[0].elementsEqual("drawn".utf8) {
                let name = String(decoding: fields[1], as: UTF8.self)
                if isDrawnPage(name), !fields[2].isEmpty { drawn[name] = String(decoding: fields[2], as: UTF8.self) }
                continue
            }
            if fields.count == 4, fields[0].elementsEqual("tail".utf8) {
                let digest = String(decoding: fields[2], as: UTF8.self)
                if let id = Int64(String(decoding: fields[1], as: UTF8.self)), isField(digest),
                    let verdict = TailVerdict.parse(String(decoding: fields[3], as: UTF8.self), digest: digest)
                {
                    tails[id] = verdict
                }
                continue
            }
            guard fields.count == 6, let id = Int64(String(decoding: fields[0], as: UTF8.self)),
                let hidden = Int(String(decoding: fields[4], as: UTF8.self)), hidden >= 0,
                fields[3].count == 1, let positions = fields[3].first, positions == UInt8(ascii: "0") || positions == UInt8(ascii: "1"),
                isHeat(fields[5])
            else { continue }
            // The heat route is checked, not decoded: only a report that draws the heat map decodes it.
            entries[id] = ReportManifestEntry(
                fingerprint: String(decoding: fields[1], as: UTF8.self), stamp: String(decoding: fields[2], as: UTF8.self),
                hasPositions: positions == UInt8(ascii: "1"), hiddenPoints: hidden, heatText: String(decoding: fields[5], as: UTF8.self))
        }
        return ReportManifest(entries: entries, pages: pages, site: site, drawn: drawn, tails: tails)
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

    /// A heat route as a manifest line holds it: its lines (`encode`) separated by `;`, `-` for none.
    public static func encode(heat: [[RoutePoint]]) -> String {
        heat.isEmpty ? "-" : heat.map(encode).joined(separator: ";")
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
    static func decode<Bytes: Collection<UInt8>>(_ field: Bytes) -> [[RoutePoint]]? {
        var lines: [[RoutePoint]] = []
        var line: [RoutePoint] = []
        let read = scan(field) { latitude, longitude in
            line.append(RoutePoint(latitude: Double(latitude) / 1e7, longitude: Double(longitude) / 1e7))
        } lineEnd: {
            lines.append(line)
            line = []
        }
        return read ? lines : nil
    }

    /// True when `field` reads as a heat route (`decode` would give one), found without making it.
    static func isHeat<Bytes: Collection<UInt8>>(_ field: Bytes) -> Bool {
        scan(field, point: { _, _ in }, lineEnd: {})
    }

    /// Reads the heat route in `field` in one pass: `point` with each point's latitude and
    /// longitude in 1e-7 degrees, `lineEnd` after each line's (lines separated by `;`, an
    /// empty one skipped); false (part read) when it does not read as one.
    private static func scan<Bytes: Collection<UInt8>>(
        _ field: Bytes, point: (Int64, Int64) -> Void, lineEnd: () -> Void
    ) -> Bool {
        if field.elementsEqual("-".utf8) { return true }
        var value: Int64 = 0, negative = false, digits = 0
        var count = 0, pendingLatitude: Int64 = 0
        var lat: Int64 = 0, lon: Int64 = 0
        func finishNumber() -> Bool {
            guard digits > 0 else { return false }
            let number = negative ? -value : value
            (value, negative, digits) = (0, false, 0)
            if count % 2 == 0 {
                pendingLatitude = number
            } else {
                lat += pendingLatitude
                lon += number
                guard abs(lat) <= 900_000_000, abs(lon) <= 1_800_000_000 else { return false }
                point(lat, lon)
            }
            count += 1
            return true
        }
        func finishLine() -> Bool {
            // An empty line (`;;`, or one at either end) is skipped, as splitting on `;` skips it.
            if count == 0 && digits == 0 && !negative { return true }
            guard finishNumber(), count >= 4, count % 2 == 0 else { return false }
            lineEnd()
            (count, lat, lon) = (0, 0, 0)
            return true
        }
        for byte in field {
            switch byte {
            case UInt8(ascii: ","): guard finishNumber() else { return false }
            case UInt8(ascii: ";"): guard finishLine() else { return false }
            case UInt8(ascii: "-") where digits == 0 && !negative: negative = true
            case UInt8(ascii: "0")...UInt8(ascii: "9") where digits < 12:
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
                digits += 1
            default: return false
            }
        }
        return finishLine()
    }
}
