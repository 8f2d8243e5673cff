import Foundation
@testable import LogbookFormats
@testable import LogbookModel

/// The root element an `XMLEventTrace` accepts.
protocol XMLTraceRoot {
    /// The root's local name.
    static var name: StaticString { get }
}

/// `<gpx>` as the traced root.
enum GPXTraceRoot: XMLTraceRoot {
    static let name: StaticString = "gpx"
}

/// `<TrainingCenterDatabase>` as the traced root.
enum TCXTraceRoot: XMLTraceRoot {
    static let name: StaticString = "TrainingCenterDatabase"
}

/// `<HealthData>` (Apple Health's `export.xml`) as the traced root.
enum HealthTraceRoot: XMLTraceRoot {
    static let name: StaticString = "HealthData"
}

/// A handler that writes down every event a parser gives it, as text, so that two
/// parsers can be compared event by event: start tags with depth, line, namespace and
/// attributes (values as their bytes), the text of every element, end tags. Namespace
/// URIs are also numbered by pointer, in the order first seen, so that a parser which
/// hands one URI over as two pointers (or two URIs as one) shows up too.
struct XMLEventTrace<Root: XMLTraceRoot>: XMLContentHandler {
    typealias TextTarget = Int

    static var rootElement: StaticString { Root.name }
    static var fileNoun: String { "a traced file" }

    /// The events, one line each.
    private(set) var events: [String] = []
    private var pointers: [UnsafePointer<UInt8>] = []

    init() {}

    mutating func startElement(_ tag: XMLStartTag) -> Int? {
        var line = "start \(tag.depth) line \(tag.line) \(tag.name.string) \(describe(tag.name.namespaceURI))"
        if let base = tag.attributes.base {
            for index in 0..<tag.attributes.count {
                let entry = base + 5 * index
                guard let name = entry[0], let start = entry[3], let end = entry[4] else {
                    line += " <missing attribute part>"
                    continue
                }
                let nameText = String(decoding: UnsafeBufferPointer(start: name, count: XMLNameBytes.length(name)), as: UTF8.self)
                let value = Array(UnsafeBufferPointer(start: start, count: end - start))
                line += " @\(nameText) \(describe(entry[2]))=\(Self.escaped(value))"
            }
        }
        events.append(line)
        return tag.depth
    }

    mutating func receiveText(_ text: XMLTextBuffer, for target: Int) {
        events.append("text \(target) \(Self.escaped(Array(text.bytes)))")
    }

    mutating func endElement(_ name: XMLName, depth: Int) {
        events.append("end \(depth) \(name.string) \(describe(name.namespaceURI))")
    }

    func result() -> [ParsedActivity] { [] }

    /// A URI as its text and its pointer's number.
    private mutating func describe(_ uri: UnsafePointer<UInt8>?) -> String {
        guard let uri else { return "{}" }
        let number: Int
        if let known = pointers.firstIndex(of: uri) {
            number = known
        } else {
            number = pointers.count
            pointers.append(uri)
        }
        return "{\(String(cString: uri))}#\(number)"
    }

    /// Bytes as text, with everything but printable ASCII as `\xNN`.
    static func escaped(_ bytes: [UInt8]) -> String {
        var text = ""
        for byte in bytes {
            if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += String(format: "\\x%02X", byte)
            }
        }
        return text
    }
}

/// Both parsers on one document: what libxml2 gives and what the scanner gives.
enum XMLDifferential {
    /// What one parser made of a document: its trace, or the error it threw; `declined`
    /// when the scanner left the document to libxml2.
    enum Outcome: Equatable {
        case events([String])
        case failed(String)
        case declined
    }

    /// libxml2's reading of `bytes` (through `XMLPushParser`).
    static func libxml2<Root: XMLTraceRoot>(_ bytes: [UInt8], root: Root.Type) -> Outcome {
        let input = ImportInput(data: Data(bytes), displayName: "doc.xml")
        do {
            return .events(try XMLPushParser.parse(input, formatName: "XML", handler: XMLEventTrace<Root>()).events)
        } catch {
            return .failed("\(error)")
        }
    }

    /// The scanner's reading of `bytes`, handed over in chunks of the sizes `chunkSizes`
    /// gives in turn (the last one repeated; empty: one chunk).
    static func scanner<Root: XMLTraceRoot>(_ bytes: [UInt8], root: Root.Type, chunkSizes: [Int] = []) -> Outcome {
        do {
            let handler = try XMLFastParser.parse(
                displayName: "doc.xml",
                chunks: { body in
                    try bytes.withUnsafeBytes { all in
                        var offset = 0
                        var turn = 0
                        while offset < all.count {
                            let size = chunkSizes.isEmpty ? all.count : max(1, chunkSizes[min(turn, chunkSizes.count - 1)])
                            let end = min(all.count, offset + size)
                            guard try body(UnsafeRawBufferPointer(rebasing: all[offset..<end])) else { return }
                            offset = end
                            turn += 1
                        }
                    }
                }, handler: XMLEventTrace<Root>(), shouldContinue: { true })
            guard let handler else { return .declined }
            return .events(handler.events)
        } catch {
            return .failed("\(error)")
        }
    }
}
