internal import CLibXML2  // its headers need an include path only this target has
import Glibc
import LogbookAnalysis
import LogbookModel

/// Streams an `ImportInput` through libxml2's SAX2 push parser and drives a
/// format's `XMLContentHandler` with it. Owns the libxml2 parser context.
///
/// Memory stays bounded by what the handler keeps: chunks are fed as they are read
/// and text is collected only for elements the handler asks for, in one reused
/// buffer. The parser never touches the network, loads no DTD, substitutes no
/// entities and refuses any `<!DOCTYPE` outright, which also rules out external
/// entities and entity expansion bombs. Leading whitespace before the XML
/// declaration is skipped (some Polar exports start with spaces).
///
/// Speed: a GPX point is eight elements, so the per-event path is kept short. The
/// class is generic over the handler (direct calls, no existential box to copy), its
/// mutable state sits behind a pointer (no exclusivity check per access, as a stored
/// `var` of a class would cost), and open elements are remembered as libxml2's
/// dictionary pointers, turned into text only for a message.
final class XMLPushParser<Handler: XMLContentHandler> {
    /// Everything the SAX events read and change.
    private struct Progress {
        /// The handler, its depth and its text.
        var driver: XMLHandlerDriver<Handler>
        let library: LibXML2
        let displayName: String
        let formatName: String
        var context: xmlParserCtxtPtr?
        /// Prefix and local name of each open element (libxml2 dictionary strings).
        var openElements = XMLOpenElements()
        var failure: ImportError?
        var firstFatalError: (message: String, line: Int, code: Int32)?

        /// The line libxml2 is at: what `xmlSAX2GetLineNumber` returns (the current input's
        /// line), read from the context directly, since every start tag asks for it.
        var currentLine: Int {
            guard let context else { return 0 }
            guard let input = context.pointee.input else { return Int(library.lineNumber(UnsafeMutableRawPointer(context))) }
            return Int(input.pointee.line)
        }

        /// Records a handler failure (the first one wins) and stops the parser.
        mutating func stop(reason: String) {
            if failure == nil { failure = ImportError(file: displayName, line: currentLine, reason: reason) }
            if let context { library.stopParser(context) }
        }
    }

    private let progress: UnsafeMutablePointer<Progress>
    private var attributeGuard = XMLAttributeGuard()
    /// True once a byte above 0x7F was fed to a document that declares itself US-ASCII.
    private var sawNonASCIIInASCIIDocument = false
    private let text: UnsafeMutableRawPointer
    private let receiver: XMLSAXReceiver

    private let library: LibXML2

    /// The most bytes handed to `xmlParseChunk` at once (64 KiB, what the C reference feeds).
    static var parseChunkSize: Int { 1 << 16 }

    private init(handler: Handler, library: LibXML2, displayName: String, formatName: String) {
        let progress = UnsafeMutablePointer<Progress>.allocate(capacity: 1)
        let text = UnsafeMutableRawPointer.allocate(byteCount: XMLTextBuffer.limit, alignment: 16)
        progress.initialize(
            to: Progress(
                driver: XMLHandlerDriver(handler: handler, text: text), library: library, displayName: displayName,
                formatName: formatName))
        self.library = library
        self.progress = progress
        self.text = text
        // The closures hold only the two pointers, which this object frees in deinit.
        receiver = XMLSAXReceiver(
            didStart: { localName, prefix, uri, attributes in
                Self.didStart(progress, localName: localName, prefix: prefix, uri: uri, attributes: attributes)
            },
            didEnd: { localName, uri in Self.didEnd(progress, localName: localName, uri: uri) },
            didRead: { characters, length in progress.pointee.driver.read(characters, count: length) },
            didFindDoctype: { progress.pointee.stop(reason: "DOCTYPE is not allowed in \(progress.pointee.formatName) files") },
            didRaise: { error in Self.didRaise(progress, error) })
    }

    deinit {
        if let context = progress.pointee.context { library.freeParserCtxt(context) }
        progress.pointee.openElements.release()
        progress.deinitialize(count: 1)
        progress.deallocate()
        text.deallocate()
    }

    private var displayName: String { progress.pointee.displayName }

    /// Parses `input` with `handler` and returns the handler in its final state.
    /// `formatName` (`GPX`, `TCX`) is used in messages. Throws an `ImportError` with
    /// the line for malformed XML, a DOCTYPE, a truncated file or a handler failure.
    /// `shouldContinue` is asked before each chunk: when it returns false, parsing stops
    /// and `CancellationError` is thrown.
    static func parse(
        _ input: ImportInput, formatName: String, handler: Handler, shouldContinue: () -> Bool = { true }
    ) throws -> Handler {
        var none: NoChunkFilter?
        return try parse(input, formatName: formatName, handler: handler, filter: &none, shouldContinue: shouldContinue)
    }

    /// Parses `input` as `parse(_:formatName:handler:shouldContinue:)` does, with every
    /// chunk passed through `filter` on its way to libxml2 (when there is one); a failure
    /// the filter throws becomes an `ImportError` naming the file and the filter's line.
    static func parse<Filter: XMLChunkFilter>(
        _ input: ImportInput, formatName: String, handler: Handler, filter: inout Filter?,
        shouldContinue: () -> Bool = { true }
    ) throws -> Handler {
        let library = try LibXML2.forReading(input.displayName)
        let parser = XMLPushParser(handler: handler, library: library, displayName: input.displayName, formatName: formatName)
        do {
            try parser.run(input, filter: &filter, shouldContinue: shouldContinue)
        } catch let failure as XMLContentFailure {
            throw ImportError(file: input.displayName, line: failure.line, reason: failure.reason)
        }
        return parser.progress.pointee.driver.handler
    }

    // MARK: - Feeding

    private func run<Filter: XMLChunkFilter>(
        _ input: ImportInput, filter: inout Filter?, shouldContinue: () -> Bool
    ) throws {
        library.initParser()
        library.setStructuredErrorFunc(nil, { _, _ in })  // never let libxml2 print to stderr
        logbook_silence_libxml2_generic_errors(library.setGenericErrorFunc)
        var leading = XMLLeadingBytes()
        var cancelled = false
        try input.forEachChunk { chunk in
            guard shouldContinue() else {
                cancelled = true
                return false
            }
            let bytes = leading.trim(chunk)
            if bytes.isEmpty { return true }
            guard filter != nil else { return self.feed(bytes) }
            return try filter?.filter(bytes, emit: { self.feed($0) }) ?? false
        }
        if cancelled { throw CancellationError() }
        if progress.pointee.failure == nil, progress.pointee.firstFatalError == nil {
            _ = try filter?.finish(emit: { self.feed($0) })
        }
        try finish()
    }

    /// Feeds one chunk; returns `false` once parsing has failed.
    private func feed(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self) else { return true }
        guard attributeGuard.admit(bytes) else {
            progress.pointee.failure = ImportError(
                file: displayName, line: attributeGuard.line,
                reason: "an element has more than \(XMLAttributeGuard.limit) attributes; \(progress.pointee.formatName) files never need that many")
            return false
        }
        var offset = 0
        if progress.pointee.context == nil {
            // The first bytes let libxml2 detect the encoding (BOM, `<?xml` in UTF-16).
            let head = min(4, bytes.count)
            guard let created = createContext(base, Int32(head)) else {
                progress.pointee.failure = ImportError(file: displayName, line: nil, reason: "cannot start the XML parser")
                return false
            }
            progress.pointee.context = created
            offset = head
        }
        guard let context = progress.pointee.context else { return false }
        // libxml2 appends each chunk to its input buffer and moves what it has not parsed yet
        // to the buffer's front as it goes: pieces of `parseChunkSize` keep both copies short.
        while offset < bytes.count {
            let piece = min(Self.parseChunkSize, bytes.count - offset)
            noteResult(of: library.parseChunk(context, base + offset, Int32(piece), 0))
            offset += piece
            guard progress.pointee.failure == nil, progress.pointee.firstFatalError == nil else { break }
        }
        if !sawNonASCIIInASCIIDocument && declaresASCII {
            sawNonASCIIInASCIIDocument = bytes.contains { $0 >= 0x80 }
        }
        return progress.pointee.failure == nil && progress.pointee.firstFatalError == nil
    }

    /// True when the XML declaration names ASCII: libxml2 then stops quietly at the first
    /// byte above 0x7F and reports whatever that leaves ("extra content", a file cut short).
    private var declaresASCII: Bool {
        guard let encoding = progress.pointee.context?.pointee.encoding else { return false }
        return ["ASCII", "US-ASCII"].contains(String(cString: encoding).uppercased())
    }

    /// The error for a non-ASCII byte in a document declared ASCII, at libxml2's line.
    private func asciiMismatch(_ error: (message: String, line: Int, code: Int32)) -> ImportError? {
        guard sawNonASCIIInASCIIDocument else { return nil }
        return ImportError(
            file: displayName, line: error.line,
            reason: "bytes outside ASCII, though the XML declaration names US-ASCII as the file's encoding")
    }

    /// Records a failure that `xmlParseChunk` returns without raising a fatal error: bytes
    /// the declared encoding cannot convert stop libxml2 quietly, which would otherwise look
    /// like a file cut short at that point.
    private func noteResult(of code: Int32) {
        guard code == Int32(XML_ERR_INVALID_ENCODING.rawValue), progress.pointee.failure == nil,
            progress.pointee.firstFatalError == nil
        else { return }
        let encoding = progress.pointee.context.flatMap { $0.pointee.encoding }.map { String(cString: $0) }
        let named = encoding.map { " (\($0))" } ?? ""
        progress.pointee.failure = ImportError(
            file: displayName, line: progress.pointee.currentLine,
            reason: "bytes that are not valid in the file's declared encoding\(named)")
    }

    private func finish() throws {
        if let failure = progress.pointee.failure { throw failure }
        guard let context = progress.pointee.context else {
            throw ImportError(file: displayName, line: nil, reason: "the file is empty")
        }
        if progress.pointee.firstFatalError == nil {
            noteResult(of: library.parseChunk(context, nil, 0, 1))
            if let failure = progress.pointee.failure { throw failure }
            if let error = progress.pointee.firstFatalError {
                if let mismatch = asciiMismatch(error) { throw mismatch }
                // Errors raised only when the end of input is announced mean the file stops early.
                let depth = progress.pointee.driver.depth
                if depth > 0, let innermost = openElementName(at: depth - 1) {
                    throw ImportError(
                        file: displayName, line: error.line, reason: "unexpected end of file inside <\(innermost)>")
                }
                if error.code == Int32(XML_ERR_DOCUMENT_EMPTY.rawValue) {
                    throw ImportError(file: displayName, line: nil, reason: "no XML content (the file holds no elements)")
                }
            }
        }
        if let error = progress.pointee.firstFatalError {
            throw asciiMismatch(error)
                ?? ImportError(file: displayName, line: error.line, reason: Self.readable(error.message, code: error.code))
        }
        if context.pointee.wellFormed == 0 {
            throw ImportError(file: displayName, line: progress.pointee.currentLine, reason: "malformed XML")
        }
    }

    private func createContext(_ bytes: UnsafePointer<CChar>, _ count: Int32) -> xmlParserCtxtPtr? {
        var sax = XMLSAXReceiver.saxHandler()
        let me = Unmanaged.passUnretained(receiver).toOpaque()
        guard let created = library.createPushParserCtxt(&sax, me, bytes, count, nil) else { return nil }
        // No network, no entity substitution (XML_PARSE_NOENT unset), no DTD loading.
        _ = library.ctxtUseOptions(created, Int32(XML_PARSE_NONET.rawValue))
        return created
    }

    // MARK: - SAX events

    private static func didStart(
        _ state: UnsafeMutablePointer<Progress>, localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?,
        uri: UnsafePointer<UInt8>?, attributes: XMLAttributes
    ) {
        guard state.pointee.failure == nil else { return }
        state.pointee.openElements.set((prefix, localName), at: state.pointee.driver.depth)
        do throws(XMLContentFailure) {
            try state.pointee.driver.start(
                XMLName(localName: localName, namespaceURI: uri), attributes: attributes, line: state.pointee.currentLine)
        } catch {
            state.pointee.stop(reason: error.reason)
        }
    }

    private static func didEnd(_ state: UnsafeMutablePointer<Progress>, localName: UnsafePointer<UInt8>, uri: UnsafePointer<UInt8>?) {
        guard state.pointee.failure == nil else { return }
        do throws(XMLContentFailure) {
            try state.pointee.driver.end(XMLName(localName: localName, namespaceURI: uri))
        } catch {
            state.pointee.stop(reason: error.reason)
        }
    }

    private static func didRaise(_ state: UnsafeMutablePointer<Progress>, _ error: xmlError) {
        guard error.level == XML_ERR_FATAL, state.pointee.firstFatalError == nil else { return }
        let message = error.message.map { String(cString: $0) } ?? "malformed XML"
        state.pointee.firstFatalError = (message, Int(error.line), error.code)
    }

    // MARK: - Messages

    private func openElementName(at index: Int) -> String? {
        guard let open = progress.pointee.openElements.element(at: index) else { return nil }
        var name = String(cString: open.localName)
        if let prefix = open.prefix { name = String(cString: prefix) + ":" + name }
        return name
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
}

