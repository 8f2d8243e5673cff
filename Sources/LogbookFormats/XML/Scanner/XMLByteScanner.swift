import Foundation

/// Reads well-formed UTF-8 XML straight from its bytes, as `XMLScanSink` events, and
/// leaves every other document to libxml2 (`XMLScanStep.unsupported`).
///
/// Why: libxml2's SAX2 parser was the largest single cost of importing a GPX file (a
/// point is eight elements: libxml2 interns each name in its dictionary, keeps its own
/// buffers, and checks features activity files never use). This scanner does only what
/// those files need, in one pass over the bytes, most bytes classified by one table load.
///
/// What it reads, in the same order and with the same lines as libxml2 gives them:
/// - start tags, end tags and empty elements, with namespace prefixes resolved (a URI is
///   the same pointer every time, see `XMLNamespaceBindings`) and attributes as libxml2's
///   quintuples (`XMLAttributes`), `xmlns` declarations left out;
/// - character data with the five predefined entities and character references replaced
///   and CR LF made LF; CDATA sections as they are (CR LF kept, as libxml2's push parser
///   keeps it); in attribute values a reference to `&` written `&#38;`, as libxml2 writes
///   it when it substitutes no entities; comments and processing instructions, skipped;
/// - an XML declaration of version 1.0 in UTF-8 (or naming no encoding).
///
/// What it leaves to libxml2, from the start of the document again: a DOCTYPE, another
/// encoding or version, a byte-order mark of UTF-16, a name outside ASCII, a carriage
/// return without a line feed (libxml2 counts lines differently there), an undeclared
/// prefix, a repeated attribute name, more than `maxAttributes` attributes, nesting
/// deeper than `maxDepth`, and every well-formedness error, so that a refusal is always
/// worded by libxml2. A document it reads is one libxml2 reads the same way; one it does
/// not costs the bytes scanned before the point it gave up at.
///
/// It reads a region at a time (`scan`): what the region ends inside of (a tag, a
/// reference, a character) is left unconsumed, to be passed again with the next bytes.
/// The memory it keeps is bounded: open element names (`maxDepth` of at most
/// `maxNameLength` bytes), namespace strings (`XMLNamespaceBindings.limit`), one tag's
/// attributes. Owned memory is freed with `release()`.
struct XMLByteScanner {
    /// Deepest nesting read here (libxml2 allows 256).
    static let maxDepth = 128
    /// Most attributes one start tag may have here.
    static let maxAttributes = 64
    /// Most `=` between two `<` read here: libxml2's path refuses a stretch between two `<`
    /// with more than `XMLAttributeGuard.limit` `="` or `='` in it, in text too, and a
    /// document it refuses must be left to it.
    static let maxEqualsSigns = 512
    /// Longest qualified name read here.
    static let maxNameLength = 256

    /// Where the scan stands in the document.
    private enum Phase {
        case prolog, content, epilog
    }

    /// What a part of the scan did: moved on to an index, needs more bytes to finish what
    /// starts at an index, left the document to libxml2, or was stopped by the sink.
    private enum Move {
        case to(Int)
        case wait(at: Int)
        case refuse(StaticString)
        case stop
    }

    /// A qualified name in the region: where it starts, where its local part starts (after
    /// the colon; equal to `start` without a prefix) and where it ends.
    private struct QualifiedName {
        var start: Int
        var localStart: Int
        var end: Int
        var hasPrefix: Bool { localStart != start }
        var prefixLength: Int { hasPrefix ? localStart - 1 - start : 0 }
        var length: Int { end - start }
    }

    /// What scanning a name found: the name, or the move of the construct it is part of
    /// (wait for more bytes from the construct's start, or refuse).
    private enum NameScan {
        case name(QualifiedName)
        case stop(Move)
    }

    /// What scanning a name, the white space after it and the byte that must follow found:
    /// the name and the index of that byte, or the move of the construct (as `NameScan`).
    private enum FollowedNameScan {
        case name(QualifiedName, next: Int)
        case stop(Move)
    }

    /// One attribute of the start tag being read.
    private struct FoundAttribute {
        var name: QualifiedName
        var valueStart: Int
        var valueEnd: Int
        var needsDecoding: Bool
    }

    /// A character reference or predefined entity: its UTF-8 bytes packed low byte first,
    /// their count, and the index after its `;`.
    private enum Reference {
        case character(packed: UInt32, length: Int, end: Int)
        case wait
        case refuse(StaticString)
    }

    /// The line reached: 1-based, counting line feeds (a CR LF pair is one).
    private(set) var line = 1
    private var phase = Phase.prolog
    private var atDocumentStart = true
    /// The `=` seen since the last `<`.
    private var equalsSigns = 0
    private var open: XMLOpenNames
    private var namespaces = XMLNamespaceBindings()
    private let found: UnsafeMutablePointer<FoundAttribute>
    /// The attributes handed to the sink, as libxml2's (local name, prefix, URI, value, end).
    private let quintuples: UnsafeMutablePointer<UnsafePointer<UInt8>?>
    /// Attribute values with references or line ends, decoded, for the tag being read.
    private var decoded: UnsafeMutablePointer<UInt8>
    private var decodedCapacity: Int
    /// Where each attribute's value was decoded to (offset in `decoded`, or -1).
    private let decodedOffsets: UnsafeMutablePointer<(offset: Int, length: Int)>

    /// True once the root element has ended: the document is whole.
    var isComplete: Bool { phase == .epilog }

    /// A scanner at the start of a document.
    init() {
        open = XMLOpenNames(capacity: Self.maxDepth)
        found = .allocate(capacity: Self.maxAttributes)
        quintuples = .allocate(capacity: 5 * Self.maxAttributes)
        decodedCapacity = 1024
        decoded = .allocate(capacity: decodedCapacity)
        decodedOffsets = .allocate(capacity: Self.maxAttributes)
    }

    /// Frees the scanner's memory; it must not be used afterwards.
    func release() {
        open.release()
        namespaces.release()
        found.deallocate()
        quintuples.deallocate()
        decoded.deallocate()
        decodedOffsets.deallocate()
    }

    // MARK: - Bytes

    private static let lessThan = UInt8(ascii: "<"), greaterThan = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
    private static let bang = UInt8(ascii: "!"), question = UInt8(ascii: "?"), equals = UInt8(ascii: "=")
    private static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), colon = UInt8(ascii: ":")
    private static let hyphen = UInt8(ascii: "-"), openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    private static let ampersand = UInt8(ascii: "&"), semicolon = UInt8(ascii: ";"), hash = UInt8(ascii: "#")
    private static let lineFeed: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D, tab: UInt8 = 0x09, space: UInt8 = 0x20
    /// `&#38;`, packed low byte first: what an attribute's reference to `&` becomes.
    private static let ampersandReference: UInt64 = 0x3B_38_33_23_26

    // MARK: - Scanning

    /// Reads `region`, the document's next bytes, telling `sink` what it finds. Returns how
    /// many bytes were read (the rest must come again, followed by more), `stopped` when
    /// the sink said so, or `unsupported`. With `isFinal`, the region is the document's last
    /// bytes: anything left unfinished is `unsupported` (the caller then checks `isComplete`).
    mutating func scan<Sink: XMLScanSink>(_ region: UnsafeRawBufferPointer, isFinal: Bool, into sink: inout Sink) -> XMLScanStep {
        guard let raw = region.baseAddress, region.count > 0 else { return .consumed(0) }
        let bytes = raw.assumingMemoryBound(to: UInt8.self)
        let count = region.count
        let textClasses = XMLByteClass.text, flags = XMLByteClass.markupFlags
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte != Self.lessThan {
                if phase == .content {
                    switch scanText(bytes, from: index, count: count, classes: textClasses, into: &sink) {
                    case .to(let next): index = next
                    case .wait(let at): return isFinal ? .unsupported("the document ends inside a character or reference") : .consumed(at)
                    case .refuse(let reason): return .unsupported(reason.description)
                    case .stop: return .stopped
                    }
                    continue
                }
                // Outside the root element: white space only.
                switch byte {
                case Self.space, Self.tab:
                    index += 1
                case Self.lineFeed:
                    line += 1
                    index += 1
                case Self.carriageReturn:
                    guard index + 1 < count else { return isFinal ? .unsupported("a carriage return ends the document") : .consumed(index) }
                    guard bytes[index + 1] == Self.lineFeed else { return .unsupported("a carriage return without a line feed") }
                    index += 1
                default:
                    return .unsupported("text outside the root element")
                }
                atDocumentStart = false
                continue
            }
            let lineBefore = line, equalsBefore = equalsSigns
            equalsSigns = 0
            let move: Move
            if index + 1 >= count {
                move = .wait(at: index)
            } else {
                switch bytes[index + 1] {
                case Self.slash: move = endTag(bytes, at: index, count: count, flags: flags, into: &sink)
                case Self.bang: move = declaration(bytes, at: index, count: count, classes: textClasses, into: &sink)
                case Self.question: move = instruction(bytes, at: index, count: count, classes: textClasses, flags: flags)
                default: move = startTag(bytes, at: index, count: count, classes: textClasses, flags: flags, into: &sink)
                }
            }
            switch move {
            case .to(let next):
                index = next
                atDocumentStart = false
            case .wait(let at):
                line = lineBefore
                equalsSigns = equalsBefore
                return isFinal ? .unsupported("the document ends inside markup") : .consumed(at)
            case .refuse(let reason):
                return .unsupported(reason.description)
            case .stop:
                return .stopped
            }
        }
        return .consumed(count)
    }

    /// Character data from `start` to the next `<` (or the region's end), handed to the sink
    /// in pieces between the references and CR LF pairs it replaces.
    @inline(__always)
    private mutating func scanText<Sink: XMLScanSink>(
        _ bytes: UnsafePointer<UInt8>, from start: Int, count: Int, classes: UnsafePointer<UInt8>, into sink: inout Sink
    ) -> Move {
        let wanted = sink.wantsText
        var piece = start
        var index = start
        while index < count {
            let kind = classes[Int(bytes[index])]
            if kind == XMLByteClass.plain {
                index += 1
                continue
            }
            switch kind {
            case XMLByteClass.markup:
                if wanted, index > piece { sink.text(bytes + piece, count: index - piece) }
                return .to(index)
            case XMLByteClass.lineFeed:
                line += 1
                index += 1
            case XMLByteClass.reference:
                if wanted, index > piece { sink.text(bytes + piece, count: index - piece) }
                switch Self.reference(bytes, at: index, count: count) {
                case .character(var packed, let length, let end):
                    if wanted { withUnsafeBytes(of: &packed) { if let base = $0.baseAddress { sink.text(base, count: length) } } }
                    index = end
                    piece = end
                case .wait:
                    return .wait(at: index)
                case .refuse(let reason):
                    return .refuse(reason)
                }
            case XMLByteClass.carriageReturn:
                if wanted, index > piece { sink.text(bytes + piece, count: index - piece) }
                guard index + 1 < count else { return .wait(at: index) }
                guard bytes[index + 1] == Self.lineFeed else { return .refuse("a carriage return without a line feed") }
                index += 1
                piece = index
            case XMLByteClass.bracket:
                guard index + 2 < count else {
                    if wanted, index > piece { sink.text(bytes + piece, count: index - piece) }
                    return .wait(at: index)
                }
                if bytes[index + 1] == Self.closeBracket, bytes[index + 2] == Self.greaterThan {
                    return .refuse("']]>' in character data")
                }
                index += 1
            default:
                switch pastCommonByte(kind, bytes, at: index, count: count) {
                case .to(let next):
                    index = next
                case .wait(let at):
                    if wanted, index > piece { sink.text(bytes + piece, count: index - piece) }
                    return .wait(at: at)
                case let other:
                    return other
                }
            }
        }
        if wanted, index > piece { sink.text(bytes + piece, count: index - piece) }
        return .to(count)
    }

    /// A qualified name (`name` or `prefix:name`, ASCII) at `start`, part of the construct
    /// that starts at `construct` (where a wait for more bytes starts again).
    @inline(__always)
    private static func qualifiedName(
        _ bytes: UnsafePointer<UInt8>, at start: Int, count: Int, flags: UnsafePointer<UInt8>, construct: Int
    ) -> NameScan {
        guard start < count else { return .stop(.wait(at: construct)) }
        guard flags[Int(bytes[start])] & XMLByteClass.nameStart != 0 else {
            return .stop(.refuse(bytes[start] >= 0x80 ? "a name outside ASCII" : "markup without a name"))
        }
        var index = start + 1
        var localStart = start
        while true {
            guard index < count else { return .stop(.wait(at: construct)) }
            let byte = bytes[index]
            if flags[Int(byte)] & XMLByteClass.nameByte != 0 {
                index += 1
                continue
            }
            if byte == colon {
                guard localStart == start else { return .stop(.refuse("a name with two colons")) }
                guard index + 1 < count else { return .stop(.wait(at: construct)) }
                guard flags[Int(bytes[index + 1])] & XMLByteClass.nameStart != 0 else {
                    return .stop(.refuse("a colon not followed by a name"))
                }
                localStart = index + 1
                index += 2
                continue
            }
            if byte >= 0x80 { return .stop(.refuse("a name outside ASCII")) }
            break
        }
        guard index - start <= maxNameLength else { return .stop(.refuse("a name longer than the scanner's limit")) }
        return .name(QualifiedName(start: start, localStart: localStart, end: index))
    }

    /// A qualified name at `start`, then white space (counting lines), then `byte`: what an
    /// attribute's `=` and an end tag's `>` follow, in the construct that starts at
    /// `construct`. Refused with `missing` when another byte comes instead of `byte`.
    @inline(__always)
    private mutating func followedName(
        _ bytes: UnsafePointer<UInt8>, at start: Int, count: Int, flags: UnsafePointer<UInt8>, construct: Int,
        followedBy byte: UInt8, missing: StaticString
    ) -> FollowedNameScan {
        switch Self.qualifiedName(bytes, at: start, count: count, flags: flags, construct: construct) {
        case .name(let scanned):
            guard let next = skipSpace(bytes, from: scanned.end, count: count, flags: flags) else {
                return .stop(.wait(at: construct))
            }
            guard next >= 0 else { return .stop(.refuse("a carriage return without a line feed")) }
            guard bytes[next] == byte else { return .stop(.refuse(missing)) }
            return .name(scanned, next: next)
        case .stop(let move): return .stop(move)
        }
    }

    /// Skips white space from `start`, counting lines; returns the index after it, or nil
    /// when the region ends inside it (or at a carriage return), or -1 for a lone carriage return.
    @inline(__always)
    private mutating func skipSpace(
        _ bytes: UnsafePointer<UInt8>, from start: Int, count: Int, flags: UnsafePointer<UInt8>
    ) -> Int? {
        var index = start
        while index < count {
            let byte = bytes[index]
            guard flags[Int(byte)] & XMLByteClass.space != 0 else { return index }
            if byte == Self.lineFeed {
                line += 1
            } else if byte == Self.carriageReturn {
                guard index + 1 < count else { return nil }
                guard bytes[index + 1] == Self.lineFeed else { return -1 }
            }
            index += 1
        }
        return nil
    }

    // MARK: - Elements

    /// A start tag (or an empty element) at `start`.
    private mutating func startTag<Sink: XMLScanSink>(
        _ bytes: UnsafePointer<UInt8>, at start: Int, count: Int, classes: UnsafePointer<UInt8>, flags: UnsafePointer<UInt8>,
        into sink: inout Sink
    ) -> Move {
        let name: QualifiedName
        switch Self.qualifiedName(bytes, at: start + 1, count: count, flags: flags, construct: start) {
        case .name(let scanned): name = scanned
        case .stop(let move): return move
        }
        var index = name.end
        var attributeCount = 0
        var declares = false
        var empty = false
        while true {
            guard let afterSpace = skipSpace(bytes, from: index, count: count, flags: flags) else { return .wait(at: start) }
            guard afterSpace >= 0 else { return .refuse("a carriage return without a line feed") }
            let sawSpace = afterSpace > index
            index = afterSpace
            let byte = bytes[index]
            if byte == Self.greaterThan {
                index += 1
                break
            }
            if byte == Self.slash {
                guard index + 1 < count else { return .wait(at: start) }
                guard bytes[index + 1] == Self.greaterThan else { return .refuse("'/' not followed by '>' in a tag") }
                index += 2
                empty = true
                break
            }
            guard sawSpace else { return .refuse("attributes not separated by white space") }
            guard attributeCount < Self.maxAttributes else { return .refuse("more attributes than the scanner's limit") }
            let attributeName: QualifiedName, beforeEquals: Int
            switch followedName(
                bytes, at: index, count: count, flags: flags, construct: start, followedBy: Self.equals,
                missing: "an attribute without a value")
            {
            case .name(let scanned, let next): (attributeName, beforeEquals) = (scanned, next)
            case .stop(let move): return move
            }
            equalsSigns += 1
            guard let valueQuote = skipSpace(bytes, from: beforeEquals + 1, count: count, flags: flags) else { return .wait(at: start) }
            guard valueQuote >= 0 else { return .refuse("a carriage return without a line feed") }
            let quote = bytes[valueQuote]
            guard quote == Self.quote || quote == Self.apostrophe else { return .refuse("an attribute value without quotes") }
            let valueStart = valueQuote + 1
            index = Self.pastPlainWords(bytes, from: valueStart, count: count, quote: quote)
            var needsDecoding = false
            while true {
                guard index < count else { return .wait(at: start) }
                let byte = bytes[index]
                if byte == quote { break }
                let kind = classes[Int(byte)]
                if kind == XMLByteClass.plain {
                    if byte == Self.tab { needsDecoding = true }
                    index += 1
                    continue
                }
                switch kind {
                case XMLByteClass.markup:
                    return .refuse("'<' in an attribute value")
                case XMLByteClass.reference, XMLByteClass.carriageReturn:
                    needsDecoding = true
                    index = Self.pastPlainWords(bytes, from: index + 1, count: count, quote: quote)
                case XMLByteClass.lineFeed:
                    line += 1
                    needsDecoding = true
                    index = Self.pastPlainWords(bytes, from: index + 1, count: count, quote: quote)
                case XMLByteClass.bracket:
                    index += 1
                default:
                    switch pastCommonByte(kind, bytes, at: index, count: count) {
                    case .to(let next): index = Self.pastPlainWords(bytes, from: next, count: count, quote: quote)
                    case .wait: return .wait(at: start)
                    case let other: return other
                    }
                }
            }
            found[attributeCount] = FoundAttribute(
                name: attributeName, valueStart: valueStart, valueEnd: index, needsDecoding: needsDecoding)
            if !declares, Self.isDeclaration(bytes, attributeName) { declares = true }
            attributeCount += 1
            index += 1
        }
        return openElement(
            bytes, name: name, attributeCount: attributeCount, declares: declares, empty: empty, next: index, into: &sink)
    }

    /// Every byte of the eight in a word, for the word-wide tests of `pastPlainWords`.
    private static let eachByte: UInt64 = 0x0101_0101_0101_0101

    /// The index of the first word of eight bytes from `start` in an attribute value that
    /// holds a byte the value's loop must look at: one below 0x20 (tab, line end or
    /// forbidden), from 0x80 up, `quote`, `<`, `&` or `=`; every word before it holds only
    /// plain ASCII, passed over at once (Apple Health's dates and type names are most of its
    /// bytes). The tests are exact, with no false negative ("hasless" and "haszero" in Bit
    /// Twiddling Hacks); the bytes of the last, partial word are left to the loop.
    @inline(__always)
    private static func pastPlainWords(_ bytes: UnsafePointer<UInt8>, from start: Int, count: Int, quote: UInt8) -> Int {
        var index = start
        let quotes = eachByte &* UInt64(quote), highBits = eachByte &* 0x80
        let lessThans = eachByte &* UInt64(Self.lessThan), ampersands = eachByte &* UInt64(Self.ampersand)
        let assignments = eachByte &* UInt64(Self.equals)
        while index + 8 <= count {
            let word = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
            let quoted = word ^ quotes, opened = word ^ lessThans, referenced = word ^ ampersands, assigned = word ^ assignments
            let control = (word &- eachByte &* 0x20) & ~word
            let zero = ((quoted &- eachByte) & ~quoted) | ((opened &- eachByte) & ~opened)
                | ((referenced &- eachByte) & ~referenced) | ((assigned &- eachByte) & ~assigned)
            if (control | word | zero) & highBits != 0 { return index }
            index += 8
        }
        return index
    }

    /// True when `name` is a namespace declaration: `xmlns` or `xmlns:prefix`.
    @inline(__always)
    private static func isDeclaration(_ bytes: UnsafePointer<UInt8>, _ name: QualifiedName) -> Bool {
        guard bytes[name.start] == UInt8(ascii: "x") else { return false }
        return name.hasPrefix ? equals(bytes + name.start, name.prefixLength, "xmlns") : equals(bytes + name.start, name.length, "xmlns")
    }

    /// True when the names of `first` and `second` have the same local part.
    @inline(__always)
    private static func sameLocalName(_ bytes: UnsafePointer<UInt8>, _ first: QualifiedName, _ second: QualifiedName) -> Bool {
        let length = first.end - first.localStart
        guard second.end - second.localStart == length else { return false }
        var index = 0
        while index < length {
            guard bytes[first.localStart + index] == bytes[second.localStart + index] else { return false }
            index += 1
        }
        return true
    }

    /// Opens the element whose start tag was just read: namespaces declared (when `declares`)
    /// and resolved, attributes checked and decoded, the sink told (and told of its end when
    /// `empty`).
    private mutating func openElement<Sink: XMLScanSink>(
        _ bytes: UnsafePointer<UInt8>, name: QualifiedName, attributeCount: Int, declares: Bool, empty: Bool, next: Int,
        into sink: inout Sink
    ) -> Move {
        switch phase {
        case .epilog: return .refuse("markup after the root element")
        case .prolog: phase = .content
        case .content: break
        }
        guard open.count < Self.maxDepth else { return .refuse("elements nested deeper than the scanner's limit") }
        decodedUsed = 0
        // Namespace declarations first: they apply to the element and its own attributes.
        var declared = 0
        if declares {
            switch declareNamespaces(bytes, attributeCount: attributeCount) {
            case .to(let count): declared = count
            case let other: return other
            }
        }
        let uri: UnsafePointer<UInt8>?
        if !name.hasPrefix {
            uri = namespaces.defaultURI
        } else if let resolved = resolve(bytes, name) {
            uri = resolved
        } else {
            return .refuse("an undeclared namespace prefix")
        }
        // The other attributes, as libxml2's quintuples.
        var kept = 0
        for index in 0..<attributeCount {
            let attribute = found[index]
            if declares, Self.isDeclaration(bytes, attribute.name) { continue }
            for other in 0..<index where Self.sameLocalName(bytes, found[other].name, attribute.name) {
                if declares, Self.isDeclaration(bytes, found[other].name) { continue }
                return .refuse("two attributes with one name")
            }
            var attributeURI: UnsafePointer<UInt8>?
            if attribute.name.hasPrefix {
                guard let resolved = resolve(bytes, attribute.name), let resolvedURI = resolved else {
                    return .refuse("an undeclared namespace prefix")
                }
                attributeURI = resolvedURI
            }
            let slot = quintuples + 5 * kept
            slot[0] = bytes + attribute.name.localStart
            slot[1] = nil
            slot[2] = attributeURI
            if attribute.needsDecoding {
                guard let value = value(of: attribute, bytes) else { return .refuse("a reference or line end XML does not allow") }
                decodedOffsets[kept] = (value.start - UnsafePointer(decoded), value.length)
            } else {
                decodedOffsets[kept] = (-1, 0)
                slot[3] = bytes + attribute.valueStart
                slot[4] = bytes + attribute.valueEnd
            }
            kept += 1
        }
        // Decoded values point into `decoded` only now that it no longer grows.
        if decodedUsed > 0 {
            for index in 0..<kept where decodedOffsets[index].offset >= 0 {
                let slot = quintuples + 5 * index
                slot[3] = UnsafePointer(decoded + decodedOffsets[index].offset)
                slot[4] = UnsafePointer(decoded + decodedOffsets[index].offset + decodedOffsets[index].length)
            }
        }
        open.push(bytes + name.start, length: name.length, localOffset: name.localStart - name.start, uri: uri, bindings: declared)
        let element = XMLName(localName: bytes + name.localStart, namespaceURI: uri)
        guard sink.start(element, attributes: XMLAttributes(base: quintuples, count: kept), line: line) else { return .stop }
        if empty { return closeElement(element.localName, next: next, into: &sink) }
        return .to(next)
    }

    /// Brings the namespaces the start tag's attributes declare into scope; `.to` with how
    /// many it declared. Refuses what libxml2 would refuse or word differently: a prefix
    /// declared twice, an empty namespace for a prefix, the `xml` and `xmlns` prefixes.
    private mutating func declareNamespaces(_ bytes: UnsafePointer<UInt8>, attributeCount: Int) -> Move {
        var declared = 0
        for index in 0..<attributeCount {
            let attribute = found[index]
            guard Self.isDeclaration(bytes, attribute.name) else { continue }
            let isDefault = !attribute.name.hasPrefix
            let prefixStart = isDefault ? attribute.name.start : attribute.name.localStart
            let prefixLength = isDefault ? 0 : attribute.name.end - attribute.name.localStart
            if !isDefault, Self.equals(bytes + prefixStart, prefixLength, "xml") || Self.equals(bytes + prefixStart, prefixLength, "xmlns") {
                return .refuse("a declaration of the xml or xmlns prefix")
            }
            for other in 0..<index where Self.isDeclaration(bytes, found[other].name) {
                let earlier = found[other].name
                if isDefault != !earlier.hasPrefix { continue }
                if isDefault || Self.sameLocalName(bytes, earlier, attribute.name) {
                    return .refuse("a namespace declared twice in one tag")
                }
            }
            guard let value = value(of: attribute, bytes) else { return .refuse("a reference or line end XML does not allow") }
            if !isDefault, value.length == 0 { return .refuse("an empty namespace for a prefix") }
            if Self.equals(value.start, value.length, XMLNamespaceBindings.xmlNamespace)
                || Self.equals(value.start, value.length, XMLNamespaceBindings.xmlnsNamespace)
            {
                return .refuse("a binding of the XML or XMLNS namespace")
            }
            var uri: UnsafePointer<UInt8>?
            if value.length > 0 {
                guard let interned = namespaces.intern(value.start, length: value.length) else { return .refuse("too many namespaces") }
                uri = interned
            }
            guard let prefix = namespaces.intern(bytes + prefixStart, length: prefixLength) else { return .refuse("too many namespaces") }
            namespaces.bind(prefix: prefix, length: prefixLength, to: uri)
            declared += 1
        }
        return .to(declared)
    }

    /// How many bytes of `decoded` the tag being read uses.
    private var decodedUsed = 0

    /// An end tag at `start`.
    private mutating func endTag<Sink: XMLScanSink>(
        _ bytes: UnsafePointer<UInt8>, at start: Int, count: Int, flags: UnsafePointer<UInt8>, into sink: inout Sink
    ) -> Move {
        // Nearly every end tag is the innermost element's name and `>` at once: compared
        // with the stored name, not scanned again.
        if let open = open.innermostName(startingAt: bytes + start + 2, available: count - start - 2),
            bytes[start + 2 + open.length] == Self.greaterThan
        {
            return closeElement(bytes + start + 2 + open.localOffset, next: start + 3 + open.length, into: &sink)
        }
        let name: QualifiedName, index: Int
        switch followedName(
            bytes, at: start + 2, count: count, flags: flags, construct: start, followedBy: Self.greaterThan,
            missing: "an end tag not closed by '>'")
        {
        case .name(let scanned, let next): (name, index) = (scanned, next)
        case .stop(let move): return move
        }
        guard phase == .content, open.innermostIsNamed(bytes + name.start, length: name.length) else {
            return .refuse("an end tag that does not match the open element")
        }
        return closeElement(bytes + name.localStart, next: index + 1, into: &sink)
    }

    /// Closes the innermost element, whose local name is at `localName`.
    @inline(__always)
    private mutating func closeElement<Sink: XMLScanSink>(_ localName: UnsafePointer<UInt8>, next: Int, into sink: inout Sink) -> Move {
        let closed = open.pop()
        namespaces.unbind(closed.bindings)
        if open.count == 0 { phase = .epilog }
        guard sink.end(XMLName(localName: localName, namespaceURI: closed.uri), line: line) else { return .stop }
        return .to(next)
    }

    /// The namespace URI of `name`'s prefix: `.some(nil)` for no namespace, nil when the
    /// prefix is not declared. `xml` names the XML namespace without a declaration.
    @inline(__always)
    private mutating func resolve(_ bytes: UnsafePointer<UInt8>, _ name: QualifiedName) -> UnsafePointer<UInt8>?? {
        guard name.hasPrefix else { return .some(namespaces.defaultURI) }
        if let resolved = namespaces.resolvePrefix(bytes + name.start, length: name.prefixLength) { return resolved }
        guard name.hasPrefix, Self.equals(bytes + name.start, name.prefixLength, "xml") else { return nil }
        let xml = Self.staticBytes(XMLNamespaceBindings.xmlNamespace)
        return namespaces.intern(xml.start, length: xml.count).map { .some($0) }
    }

    /// The value of `attribute`: its bytes in the region, or decoded into `decoded`
    /// (references replaced, tabs and line ends made spaces); nil for a reference XML does
    /// not know or a carriage return without a line feed.
    private mutating func value(of attribute: FoundAttribute, _ bytes: UnsafePointer<UInt8>) -> (start: UnsafePointer<UInt8>, length: Int)? {
        guard attribute.needsDecoding else {
            return (bytes + attribute.valueStart, attribute.valueEnd - attribute.valueStart)
        }
        // Decoding never lengthens a value.
        let needed = decodedUsed + attribute.valueEnd - attribute.valueStart
        if needed > decodedCapacity {
            var larger = decodedCapacity * 2
            while needed > larger { larger *= 2 }
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
            moved.initialize(from: decoded, count: decodedUsed)
            decoded.deallocate()
            decoded = moved
            decodedCapacity = larger
        }
        let first = decodedUsed
        var out = first
        var index = attribute.valueStart
        let end = attribute.valueEnd
        while index < end {
            let byte = bytes[index]
            switch byte {
            case Self.tab, Self.lineFeed:
                decoded[out] = Self.space
                out += 1
                index += 1
            case Self.carriageReturn:
                guard index + 1 < end, bytes[index + 1] == Self.lineFeed else { return nil }
                decoded[out] = Self.space
                out += 1
                index += 2
            case Self.ampersand:
                guard case .character(let packed, let length, let after) = Self.reference(bytes, at: index, count: end) else { return nil }
                // libxml2 without entity substitution writes a reference to `&` back as
                // `&#38;` (never longer than the reference itself).
                var rest = UInt64(packed), written = length
                if packed == UInt32(Self.ampersand) { (rest, written) = (Self.ampersandReference, 5) }
                for _ in 0..<written {
                    decoded[out] = UInt8(truncatingIfNeeded: rest)
                    rest = rest >> 8
                    out += 1
                }
                index = after
            default:
                decoded[out] = byte
                out += 1
                index += 1
            }
        }
        decodedUsed = out
        return (UnsafePointer(decoded + first), out - first)
    }

    // MARK: - Other markup

    /// `<!` at `start`: a comment or a CDATA section; anything else (a DOCTYPE) is left to libxml2.
    private mutating func declaration<Sink: XMLScanSink>(
        _ bytes: UnsafePointer<UInt8>, at start: Int, count: Int, classes: UnsafePointer<UInt8>, into sink: inout Sink
    ) -> Move {
        guard start + 3 < count else { return .wait(at: start) }
        if bytes[start + 2] == Self.hyphen {
            guard bytes[start + 3] == Self.hyphen else { return .refuse("'<!-' that starts no comment") }
            return comment(bytes, at: start, count: count, classes: classes)
        }
        if bytes[start + 2] == Self.openBracket {
            guard start + 9 <= count else { return .wait(at: start) }
            guard Self.equals(bytes + start, 9, "<![CDATA[") else { return .refuse("'<![' that starts no CDATA section") }
            guard phase == .content else { return .refuse("a CDATA section outside the root element") }
            return characterData(bytes, at: start, count: count, classes: classes, into: &sink)
        }
        return .refuse("a DOCTYPE or another declaration")
    }

    /// Checks the characters from `start` up to the first `terminator` (two or three ASCII
    /// bytes), counting lines; returns the index of the terminator.
    @inline(__always)
    private mutating func findTerminator(
        _ terminator: StaticString, in bytes: UnsafePointer<UInt8>, from start: Int, count: Int, classes: UnsafePointer<UInt8>,
        refusingDoubleHyphen: Bool = false
    ) -> Move {
        let mark = terminator.utf8Start
        let markLength = terminator.utf8CodeUnitCount
        var index = start
        while true {
            guard index < count else { return .wait(at: start) }
            let byte = bytes[index]
            if byte == mark[0] {
                guard index + markLength <= count else { return .wait(at: start) }
                if memcmp(bytes + index, mark, markLength) == 0 { return .to(index) }
                if refusingDoubleHyphen, bytes[index + 1] == Self.hyphen { return .refuse("'--' inside a comment") }
            }
            let kind = classes[Int(byte)]
            switch kind {
            case XMLByteClass.plain, XMLByteClass.markup, XMLByteClass.reference, XMLByteClass.bracket:
                index += 1
            case XMLByteClass.lineFeed:
                line += 1
                index += 1
            case XMLByteClass.carriageReturn:
                guard index + 1 < count else { return .wait(at: start) }
                guard bytes[index + 1] == Self.lineFeed else { return .refuse("a carriage return without a line feed") }
                index += 1
            default:
                switch pastCommonByte(kind, bytes, at: index, count: count) {
                case .to(let next): index = next
                case .wait: return .wait(at: start)
                case let other: return other
                }
            }
        }
    }

    /// Past the byte at `index`, of class `kind`, that every kind of character data treats
    /// alike: a control character XML does not allow (refused), `=` (counted, see
    /// `maxEqualsSigns`), or the lead byte of a multi-byte character (checked); `.wait` when
    /// the bytes end inside that character.
    @inline(__always)
    private mutating func pastCommonByte(_ kind: UInt8, _ bytes: UnsafePointer<UInt8>, at index: Int, count: Int) -> Move {
        switch kind {
        case XMLByteClass.forbidden:
            return .refuse("a control character XML does not allow")
        case XMLByteClass.equalsSign:
            equalsSigns += 1
            return equalsSigns < Self.maxEqualsSigns ? .to(index + 1) : .refuse("too many '=' between two '<'")
        default:
            let length = XMLByteClass.characterLength(bytes, at: index, count: count)
            if length > 0 { return .to(index + length) }
            return length < 0 ? .wait(at: index) : .refuse("bytes that are not UTF-8 or not XML characters")
        }
    }

    /// A comment at `start` (`<!--` already seen): skipped.
    private mutating func comment(_ bytes: UnsafePointer<UInt8>, at start: Int, count: Int, classes: UnsafePointer<UInt8>) -> Move {
        switch findTerminator("-->", in: bytes, from: start + 4, count: count, classes: classes, refusingDoubleHyphen: true) {
        case .to(let end): return .to(end + 3)
        case .wait: return .wait(at: start)
        case let other: return other
        }
    }

    /// A CDATA section at `start`: its content goes to the sink whole, as it is.
    private mutating func characterData<Sink: XMLScanSink>(
        _ bytes: UnsafePointer<UInt8>, at start: Int, count: Int, classes: UnsafePointer<UInt8>, into sink: inout Sink
    ) -> Move {
        let contentStart = start + 9
        let contentEnd: Int
        switch findTerminator("]]>", in: bytes, from: contentStart, count: count, classes: classes) {
        case .to(let end): contentEnd = end
        case .wait: return .wait(at: start)
        case let other: return other
        }
        // libxml2's push parser hands a section's bytes over as they are, CR LF included.
        if sink.wantsText, contentEnd > contentStart { sink.text(bytes + contentStart, count: contentEnd - contentStart) }
        return .to(contentEnd + 3)
    }

    /// A processing instruction at `start`: the XML declaration when it opens the
    /// document, otherwise skipped.
    private mutating func instruction(
        _ bytes: UnsafePointer<UInt8>, at start: Int, count: Int, classes: UnsafePointer<UInt8>, flags: UnsafePointer<UInt8>
    ) -> Move {
        let target: QualifiedName
        switch Self.qualifiedName(bytes, at: start + 2, count: count, flags: flags, construct: start) {
        case .name(let scanned): target = scanned
        case .stop(let move): return move
        }
        guard !target.hasPrefix else { return .refuse("a processing instruction target with a colon") }
        if target.length == 3, Self.equalsIgnoringCase(bytes + target.start, 3, "xml") {
            guard atDocumentStart, Self.equals(bytes + target.start, 3, "xml") else {
                return .refuse("an XML declaration that does not open the document")
            }
            return xmlDeclaration(bytes, at: start, after: target.end, count: count, flags: flags)
        }
        let index = target.end
        guard index < count else { return .wait(at: start) }
        if bytes[index] == Self.question {
            guard index + 1 < count else { return .wait(at: start) }
            guard bytes[index + 1] == Self.greaterThan else { return .refuse("a processing instruction target followed by '?'") }
            return .to(index + 2)
        }
        guard flags[Int(bytes[index])] & XMLByteClass.space != 0 else {
            return .refuse("a processing instruction target not followed by white space")
        }
        switch findTerminator("?>", in: bytes, from: index, count: count, classes: classes) {
        case .to(let end): return .to(end + 2)
        case .wait: return .wait(at: start)
        case let other: return other
        }
    }

    /// The XML declaration (`<?xml` at `start`, its name ending at `after`): version 1.0,
    /// the encoding UTF-8 or none, `standalone` yes or no, in that order.
    private mutating func xmlDeclaration(
        _ bytes: UnsafePointer<UInt8>, at start: Int, after: Int, count: Int, flags: UnsafePointer<UInt8>
    ) -> Move {
        var index = after
        var seen = 0
        while true {
            guard let afterSpace = skipSpace(bytes, from: index, count: count, flags: flags) else { return .wait(at: start) }
            guard afterSpace >= 0 else { return .refuse("a carriage return without a line feed") }
            let sawSpace = afterSpace > index
            index = afterSpace
            if bytes[index] == Self.question {
                guard index + 1 < count else { return .wait(at: start) }
                guard bytes[index + 1] == Self.greaterThan, seen > 0 else { return .refuse("a malformed XML declaration") }
                return .to(index + 2)
            }
            guard sawSpace else { return .refuse("a malformed XML declaration") }
            let nameStart = index
            while index < count, flags[Int(bytes[index])] & XMLByteClass.nameByte != 0 { index += 1 }
            let nameLength = index - nameStart
            guard let beforeQuote = skipSpace(bytes, from: index, count: count, flags: flags) else { return .wait(at: start) }
            guard beforeQuote >= 0, bytes[beforeQuote] == Self.equals else { return .refuse("a malformed XML declaration") }
            guard let quoteIndex = skipSpace(bytes, from: beforeQuote + 1, count: count, flags: flags) else { return .wait(at: start) }
            guard quoteIndex >= 0 else { return .refuse("a malformed XML declaration") }
            let quote = bytes[quoteIndex]
            guard quote == Self.quote || quote == Self.apostrophe else { return .refuse("a malformed XML declaration") }
            let valueStart = quoteIndex + 1
            index = valueStart
            while index < count, bytes[index] != quote, index - valueStart < 64 { index += 1 }
            guard index < count else { return .wait(at: start) }
            guard bytes[index] == quote else { return .refuse("a malformed XML declaration") }
            let value = bytes + valueStart, valueLength = index - valueStart
            index += 1
            let name = bytes + nameStart
            if seen == 0 {
                guard Self.equals(name, nameLength, "version"), Self.equals(value, valueLength, "1.0") else {
                    return .refuse("an XML declaration without version 1.0")
                }
                seen = 1
            } else if seen == 1, Self.equals(name, nameLength, "encoding") {
                guard Self.equalsIgnoringCase(value, valueLength, "utf-8") else { return .refuse("an encoding other than UTF-8") }
                seen = 2
            } else if seen <= 2, Self.equals(name, nameLength, "standalone") {
                guard Self.equals(value, valueLength, "yes") || Self.equals(value, valueLength, "no") else {
                    return .refuse("a malformed XML declaration")
                }
                seen = 3
            } else {
                return .refuse("a malformed XML declaration")
            }
        }
    }

    // MARK: - References and comparisons

    /// The character a reference at `index` (`&`) stands for: one of the five predefined
    /// entities or a character reference to a character XML allows.
    private static func reference(_ bytes: UnsafePointer<UInt8>, at index: Int, count: Int) -> Reference {
        let longest = 16
        var end = index + 1
        let limit = min(count, index + longest)
        while end < limit, bytes[end] != semicolon { end += 1 }
        guard end < limit else { return limit == count && count < index + longest ? .wait : .refuse("an overlong reference") }
        let body = bytes + index + 1
        let length = end - index - 1
        if length >= 2, body[0] == hash {
            let hexadecimal = body[1] == UInt8(ascii: "x")
            var digit = hexadecimal ? 2 : 1
            guard digit < length else { return .refuse("an empty character reference") }
            var value: UInt32 = 0
            while digit < length {
                let byte = body[digit]
                let figure: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): figure = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: figure = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: figure = UInt32(byte - UInt8(ascii: "A") + 10)
                default: return .refuse("a malformed character reference")
                }
                // At most 14 figures fit the window; stop before UInt32 could overflow.
                guard value <= 0x10FFFF else { return .refuse("a character reference beyond Unicode") }
                value = value * (hexadecimal ? 16 : 10) + figure
                digit += 1
            }
            guard isXMLCharacter(value) else { return .refuse("a character reference to a character XML does not allow") }
            let encoded = utf8(value)
            return .character(packed: encoded.packed, length: encoded.length, end: end + 1)
        }
        let character: UInt8
        if equals(body, length, "lt") {
            character = lessThan
        } else if equals(body, length, "gt") {
            character = greaterThan
        } else if equals(body, length, "amp") {
            character = ampersand
        } else if equals(body, length, "quot") {
            character = quote
        } else if equals(body, length, "apos") {
            character = apostrophe
        } else {
            return .refuse("an entity other than the five XML predefines")
        }
        return .character(packed: UInt32(character), length: 1, end: end + 1)
    }

    /// True for the characters XML 1.0 allows.
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// `value`'s UTF-8 bytes, packed low byte first, and their count.
    private static func utf8(_ value: UInt32) -> (packed: UInt32, length: Int) {
        switch value {
        case 0..<0x80:
            return (value, 1)
        case 0x80..<0x800:
            return ((0xC0 | value >> 6) | (0x80 | value & 0x3F) << 8, 2)
        case 0x800..<0x10000:
            return ((0xE0 | value >> 12) | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16, 3)
        default:
            return (
                (0xF0 | value >> 18) | (0x80 | value >> 12 & 0x3F) << 8 | (0x80 | value >> 6 & 0x3F) << 16
                    | (0x80 | value & 0x3F) << 24, 4
            )
        }
    }

    /// True when the `length` bytes at `bytes` are exactly `literal`.
    @inline(__always)
    private static func equals(_ bytes: UnsafePointer<UInt8>, _ length: Int, _ literal: StaticString) -> Bool {
        length == literal.utf8CodeUnitCount && memcmp(bytes, literal.utf8Start, length) == 0
    }

    /// True when the `length` bytes at `bytes` are `literal` (lower-case ASCII) in any case.
    private static func equalsIgnoringCase(_ bytes: UnsafePointer<UInt8>, _ length: Int, _ literal: StaticString) -> Bool {
        guard length == literal.utf8CodeUnitCount else { return false }
        let expected = literal.utf8Start
        for index in 0..<length {
            let byte = bytes[index]
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            guard lower == expected[index] else { return false }
        }
        return true
    }

    /// A literal's bytes.
    private static func staticBytes(_ literal: StaticString) -> (start: UnsafePointer<UInt8>, count: Int) {
        (literal.utf8Start, literal.utf8CodeUnitCount)
    }
}
