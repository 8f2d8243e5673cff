import CLibXML2
import Glibc

/// Streams an `ImportInput` through libxml2's SAX2 push parser and drives a
/// format's `XMLContentHandler` with it. Owns the libxml2 parser context.
///
/// Memory stays bounded by what the handler keeps: chunks are fed as they are read
/// and text is collected only for elements the handler asks for, in one reused
/// buffer. The parser never touches the network, loads no DTD, substitutes no
/// entities and refuses any `<!DOCTYPE` outright, which also rules out external
/// entities and entity expansion bombs. Leading whitespace before the XML
/// declaration is skipped (some Polar exports start with spaces).
final class XMLPushParser {
    private var context: xmlParserCtxtPtr?
    private var handler: any XMLContentHandler
    private let displayName: String
    private let formatName: String
    private var text = XMLTextBuffer()
    private var attributeGuard = XMLAttributeGuard()
    /// True once a byte above 0x7F was fed to a document that declares itself US-ASCII.
    private var sawNonASCIIInASCIIDocument = false
    private var collectingText = false
    private var depth = 0
    /// Qualified names of the open elements, reused across elements (for messages).
    private var openElements: [[UInt8]] = []
    private var failure: ImportError?
    private var firstFatalError: (message: String, line: Int, code: Int32)?

    private init(handler: any XMLContentHandler, displayName: String, formatName: String) {
        self.handler = handler
        self.displayName = displayName
        self.formatName = formatName
    }

    deinit {
        if let context { xmlFreeParserCtxt(context) }
    }

    /// Parses `input` with `handler` and returns the handler in its final state.
    /// `formatName` (`GPX`, `TCX`) is used in messages. Throws an `ImportError` with
    /// the line for malformed XML, a DOCTYPE, a truncated file or a handler failure.
    static func parse<Handler: XMLContentHandler>(
        _ input: ImportInput, formatName: String, handler: Handler
    ) throws -> Handler {
        let parser = XMLPushParser(handler: handler, displayName: input.displayName, formatName: formatName)
        try parser.run(input)
        guard let result = parser.handler as? Handler else {
            throw ImportError(file: input.displayName, line: nil, reason: "internal error: parser state lost")
        }
        return result
    }

    // MARK: - Feeding

    private func run(_ input: ImportInput) throws {
        xmlInitParser()
        xmlSetStructuredErrorFunc(nil, { _, _ in })  // never let libxml2 print to stderr
        logbook_silence_libxml2_generic_errors()
        var skippingLeadingBytes = true
        var sawBOM = false
        try input.forEachChunk { chunk in
            guard var bytes = UnsafeRawBufferPointer?.some(chunk), let _ = bytes.baseAddress else { return true }
            if skippingLeadingBytes {
                var skip = 0
                if !sawBOM, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                    skip = 3
                    sawBOM = true
                }
                while skip < bytes.count, Self.isXMLSpace(bytes[skip]) { skip += 1 }
                bytes = UnsafeRawBufferPointer(rebasing: bytes[skip...])
                if bytes.isEmpty { return true }
                skippingLeadingBytes = false
            }
            return self.feed(bytes)
        }
        try finish()
    }

    /// Feeds one chunk; returns `false` once parsing has failed.
    private func feed(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self) else { return true }
        guard attributeGuard.admit(bytes) else {
            failure = ImportError(
                file: displayName, line: attributeGuard.line,
                reason: "an element has more than \(XMLAttributeGuard.limit) attributes; \(formatName) files never need that many")
            return false
        }
        var offset = 0
        if context == nil {
            // The first bytes let libxml2 detect the encoding (BOM, `<?xml` in UTF-16).
            let head = min(4, bytes.count)
            guard let created = createContext(base, Int32(head)) else {
                failure = ImportError(file: displayName, line: nil, reason: "cannot start the XML parser")
                return false
            }
            context = created
            offset = head
        }
        guard let context else { return false }
        if offset < bytes.count {
            noteResult(of: xmlParseChunk(context, base + offset, Int32(bytes.count - offset), 0))
        }
        if !sawNonASCIIInASCIIDocument && declaresASCII {
            sawNonASCIIInASCIIDocument = bytes.contains { $0 >= 0x80 }
        }
        return failure == nil && firstFatalError == nil
    }

    /// True when the XML declaration names ASCII: libxml2 then stops quietly at the first
    /// byte above 0x7F and reports whatever that leaves ("extra content", a file cut short).
    private var declaresASCII: Bool {
        guard let encoding = context?.pointee.encoding else { return false }
        return ["ASCII", "US-ASCII"].contains(String(cString: encoding).uppercased())
    }

    /// The error for a non-ASCII byte in a document declared ASCII, at libxml2's line.
    private func asciiMismatch(_ error: (message: String, line: Int, code: Int32)) -> ImportError? {
        guard sawNonASCIIInASCIIDocument else { return nil }
        return ImportError(
            file: displayName, line: error.line,
            reason: "bytes outside ASCII, though the XML declaration names US-ASCII as the file's encoding")
    }

    private func finish() throws {
        if let failure { throw failure }
        guard let context else {
            throw ImportError(file: displayName, line: nil, reason: "the file is empty")
        }
        if firstFatalError == nil {
            noteResult(of: xmlParseChunk(context, nil, 0, 1))
            if let failure { throw failure }
            if let error = firstFatalError {
                if let mismatch = asciiMismatch(error) { throw mismatch }
                // Errors raised only when the end of input is announced mean the file stops early.
                if depth > 0, let innermost = openElementName(at: depth - 1) {
                    throw ImportError(
                        file: displayName, line: error.line, reason: "unexpected end of file inside <\(innermost)>")
                }
                if error.code == Int32(XML_ERR_DOCUMENT_EMPTY.rawValue) {
                    throw ImportError(file: displayName, line: nil, reason: "no XML content (the file holds no elements)")
                }
            }
        }
        if let error = firstFatalError {
            throw asciiMismatch(error)
                ?? ImportError(file: displayName, line: error.line, reason: Self.readable(error.message, code: error.code))
        }
        if context.pointee.wellFormed == 0 {
            throw ImportError(file: displayName, line: currentLine, reason: "malformed XML")
        }
    }

    /// Records a failure that `xmlParseChunk` returns without raising a fatal error: bytes
    /// the declared encoding cannot convert stop libxml2 quietly, which would otherwise look
    /// like a file cut short at that point.
    private func noteResult(of code: Int32) {
        guard code == Int32(XML_ERR_INVALID_ENCODING.rawValue), failure == nil, firstFatalError == nil else { return }
        let encoding = context.flatMap { $0.pointee.encoding }.map { String(cString: $0) }
        let named = encoding.map { " (\($0))" } ?? ""
        failure = ImportError(
            file: displayName, line: currentLine,
            reason: "bytes that are not valid in the file's declared encoding\(named)")
    }

    private func createContext(_ bytes: UnsafePointer<CChar>, _ count: Int32) -> xmlParserCtxtPtr? {
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { context, localName, prefix, uri, _, _, attributeCount, _, attributes in
            guard let context, let localName else { return }
            Unmanaged<XMLPushParser>.fromOpaque(context).takeUnretainedValue().didStart(
                localName: localName, prefix: prefix, uri: uri,
                attributes: XMLAttributes(base: attributes, count: Int(attributeCount)))
        }
        sax.endElementNs = { context, localName, _, uri in
            guard let context, let localName else { return }
            Unmanaged<XMLPushParser>.fromOpaque(context).takeUnretainedValue().didEnd(localName: localName, uri: uri)
        }
        sax.characters = { context, characters, length in
            guard let context, let characters else { return }
            Unmanaged<XMLPushParser>.fromOpaque(context).takeUnretainedValue().didRead(characters, Int(length))
        }
        sax.cdataBlock = { context, characters, length in
            guard let context, let characters else { return }
            Unmanaged<XMLPushParser>.fromOpaque(context).takeUnretainedValue().didRead(characters, Int(length))
        }
        sax.internalSubset = { context, _, _, _ in
            guard let context else { return }
            Unmanaged<XMLPushParser>.fromOpaque(context).takeUnretainedValue().didFindDoctype()
        }
        sax.serror = { context, error in
            guard let context, let error else { return }
            Unmanaged<XMLPushParser>.fromOpaque(context).takeUnretainedValue().didRaise(error.pointee)
        }
        let me = Unmanaged.passUnretained(self).toOpaque()
        guard let created = xmlCreatePushParserCtxt(&sax, me, bytes, count, nil) else { return nil }
        // No network, no entity substitution (XML_PARSE_NOENT unset), no DTD loading.
        xmlCtxtUseOptions(created, Int32(XML_PARSE_NONET.rawValue))
        return created
    }

    // MARK: - SAX events

    private var currentLine: Int {
        guard let context else { return 0 }
        return Int(xmlSAX2GetLineNumber(context))
    }

    private func didStart(
        localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?, uri: UnsafePointer<UInt8>?,
        attributes: XMLAttributes
    ) {
        guard failure == nil else { return }
        remember(localName: localName, prefix: prefix, at: depth)
        depth += 1
        let tag = XMLStartTag(
            name: XMLName(localName: localName, namespaceURI: uri), attributes: attributes, depth: depth,
            line: currentLine)
        do {
            collectingText = try handler.startElement(tag)
            if collectingText { text.reset() }
        } catch {
            stop(reason: error.reason)
        }
    }

    private func didEnd(localName: UnsafePointer<UInt8>, uri: UnsafePointer<UInt8>?) {
        guard failure == nil else { return }
        let wasCollecting = collectingText
        collectingText = false
        do {
            try handler.endElement(
                XMLName(localName: localName, namespaceURI: uri), depth: depth, text: wasCollecting ? text : nil)
        } catch {
            stop(reason: error.reason)
        }
        depth -= 1
    }

    private func didRead(_ characters: UnsafePointer<UInt8>, _ length: Int) {
        if collectingText { text.append(characters, count: length) }
    }

    private func didFindDoctype() {
        stop(reason: "DOCTYPE is not allowed in \(formatName) files")
    }

    private func didRaise(_ error: xmlError) {
        guard error.level == XML_ERR_FATAL, firstFatalError == nil else { return }
        let message = error.message.map { String(cString: $0) } ?? "malformed XML"
        firstFatalError = (message, Int(error.line), error.code)
    }

    private func stop(reason: String) {
        if failure == nil { failure = ImportError(file: displayName, line: currentLine, reason: reason) }
        if let context { xmlStopParser(context) }
    }

    // MARK: - Messages

    private func remember(localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?, at index: Int) {
        if openElements.count <= index { openElements.append([]) }
        openElements[index].removeAll(keepingCapacity: true)
        if let prefix {
            openElements[index].append(contentsOf: UnsafeBufferPointer(start: prefix, count: strlen(prefix)))
            openElements[index].append(0x3A)
        }
        openElements[index].append(contentsOf: UnsafeBufferPointer(start: localName, count: strlen(localName)))
    }

    private func openElementName(at index: Int) -> String? {
        guard index >= 0, index < openElements.count else { return nil }
        return String(decoding: openElements[index], as: UTF8.self)
    }

    /// Turns a libxml2 message into one sentence a user can act on.
    static func readable(_ message: String, code: Int32) -> String {
        let words = message.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        switch code {
        case Int32(XML_ERR_INVALID_CHAR.rawValue), Int32(XML_ERR_INVALID_ENCODING.rawValue):
            if let range = words.range(of: "Bytes: ") {
                return "invalid UTF-8 bytes \(words[range.upperBound...]) (if the file uses another encoding, "
                    + "its XML declaration must name it)"
            }
            return "invalid characters for the file's encoding (\(words))"
        case Int32(XML_ERR_UNKNOWN_ENCODING.rawValue), Int32(XML_ERR_UNSUPPORTED_ENCODING.rawValue):
            return "unsupported text encoding (\(words))"
        case Int32(XML_ERR_DOCUMENT_EMPTY.rawValue):
            return "not an XML file: no root element found"
        default:
            return "malformed XML: \(words)"
        }
    }

    private static func isXMLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
