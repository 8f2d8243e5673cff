import Foundation

/// What `GARMIN/GarminDevice.xml` says of a Garmin watch: its unit id and model name.
public struct GarminDevice: Sendable, Equatable {
    /// The unit id (`<Device><Id>`), the same on every mount point.
    public var unitID: String
    /// The model (`<Model><Description>`), e.g. `Forerunner 245`; nil when the file names none.
    public var model: String?

    /// The most of the file that is read: the file is a few KiB; a larger one is cut here.
    public static let readLimit = 256 * 1024

    /// The device the text of a `GarminDevice.xml` describes, or nil when it names no unit id.
    /// The text is searched for the first `<Id>` outside `<Model>` and the `<Description>` of
    /// `<Model>`; no DTD or entity is read.
    public static func parse(_ text: String) -> GarminDevice? {
        let model = element("Model", in: text)
        var rest = text
        if let modelRange = range(of: "Model", in: text) { rest.removeSubrange(modelRange) }
        guard let id = element("Id", in: rest)?.trimmingCharacters(in: .whitespacesAndNewlines), !id.isEmpty,
            id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        let description = model.flatMap { element("Description", in: $0) }?.trimmingCharacters(in: .whitespacesAndNewlines)
        return GarminDevice(unitID: id, model: description.flatMap { $0.isEmpty ? nil : unescaped($0) })
    }

    /// `text` with XML's five named entities replaced by their characters.
    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The text between the first `<name>` (or `<name ...>`) and its `</name>`.
    private static func element(_ name: String, in text: String) -> String? {
        guard let whole = range(of: name, in: text) else { return nil }
        let inner = text[whole]
        guard let open = inner.firstIndex(of: ">"), let close = inner.range(of: "</\(name)>", options: .backwards) else { return nil }
        return String(inner[inner.index(after: open)..<close.lowerBound])
    }

    /// The range of the first `<name>...</name>` element, tags included.
    private static func range(of name: String, in text: String) -> Range<String.Index>? {
        var search = text.startIndex..<text.endIndex
        while let start = text.range(of: "<\(name)", range: search) {
            let after = start.upperBound
            if after < text.endIndex, text[after] == ">" || text[after] == " " || text[after] == "\t" || text[after] == "\n" || text[after] == "\r" {
                guard let end = text.range(of: "</\(name)>", range: after..<text.endIndex) else { return nil }
                return start.lowerBound..<end.upperBound
            }
            search = after..<text.endIndex
        }
        return nil
    }
}
