import LogbookModel

/// Parses an `ImportInput` with `XMLByteScanner`, driving a format's handler as
/// `XMLPushParser` does, chunk by chunk where the chunks lie: only the end of a chunk
/// that stops inside a tag or character is copied (`XMLCarryBuffer`) to be finished by
/// the next one. Returns nil when the scanner leaves the document to libxml2, or when the
/// handler refused it (a wrong root, say), which `XMLDocumentParser` then reads from the
/// start with a fresh handler: a refusal is always the libxml2 path's, whose guard
/// (`XMLAttributeGuard`) may refuse the same file first for a reason further on.
enum XMLFastParser {
    /// Bytes of the next chunk added at a time to a carried end before it is scanned again.
    static let carryStep = 4096

    /// Parses `input` with `handler`; returns the handler in its final state, or nil when
    /// the document is not one the scanner reads (see `XMLByteScanner`) or the handler
    /// refused it. Throws `CancellationError` once `shouldContinue` (asked before each chunk)
    /// returns false.
    static func parse<Handler: XMLContentHandler>(
        _ input: ImportInput, handler: Handler, shouldContinue: () -> Bool
    ) throws -> Handler? {
        var none: NoChunkFilter?
        return try parse(input, handler: handler, filter: &none, shouldContinue: shouldContinue)
    }

    /// Parses `input` as `parse(_:handler:shouldContinue:)` does, with every chunk passed
    /// through `filter` on its way to the scanner (when there is one), after the leading
    /// bytes are skipped, as `XMLPushParser` passes them on to libxml2. A refusal the filter
    /// throws leaves the document to libxml2 too (nil), whose path meets it again.
    static func parse<Handler: XMLContentHandler, Filter: XMLChunkFilter>(
        _ input: ImportInput, handler: Handler, filter: inout Filter?, shouldContinue: () -> Bool
    ) throws -> Handler? {
        try parse(
            displayName: input.displayName, chunks: input.forEachChunk, handler: handler, filter: &filter,
            shouldContinue: shouldContinue)
    }

    /// Parses the document `chunks` hands over, chunk by chunk, as `parse(_:handler:shouldContinue:)`
    /// does with an input's chunks; `displayName` names the file in errors.
    static func parse<Handler: XMLContentHandler>(
        displayName: String, chunks: ((UnsafeRawBufferPointer) throws -> Bool) throws -> Void, handler: Handler,
        shouldContinue: () -> Bool
    ) throws -> Handler? {
        var none: NoChunkFilter?
        return try parse(displayName: displayName, chunks: chunks, handler: handler, filter: &none, shouldContinue: shouldContinue)
    }

    /// Parses the document `chunks` hands over, each chunk through `filter` when there is
    /// one, as `parse(_:handler:filter:shouldContinue:)` does.
    static func parse<Handler: XMLContentHandler, Filter: XMLChunkFilter>(
        displayName: String, chunks: ((UnsafeRawBufferPointer) throws -> Bool) throws -> Void, handler: Handler,
        filter: inout Filter?, shouldContinue: () -> Bool
    ) throws -> Handler? {
        let text = UnsafeMutableRawPointer.allocate(byteCount: XMLTextBuffer.limit, alignment: 16)
        defer { text.deallocate() }
        var scanner = XMLByteScanner()
        defer { scanner.release() }
        var carried = XMLCarryBuffer()
        defer { carried.release() }
        var sink = XMLDriverSink(driver: XMLHandlerDriver(handler: handler, text: text))
        var leading = XMLLeadingBytes()
        var outcome = Outcome.reading
        func emit(_ bytes: UnsafeRawBufferPointer) -> Bool {
            outcome = feed(bytes, scanner: &scanner, carried: &carried, sink: &sink)
            return outcome == .reading
        }
        try withoutActuallyEscaping(shouldContinue) { shouldContinue in
            try chunks { chunk in
                guard shouldContinue() else {
                    outcome = .cancelled
                    return false
                }
                let bytes = leading.trim(chunk)
                if bytes.isEmpty { return true }
                guard filter != nil else { return emit(bytes) }
                do throws(XMLContentFailure) {
                    return try filter?.filter(bytes, emit: emit) ?? false
                } catch {
                    outcome = .leftToLibXML2
                    return false
                }
            }
        }
        if outcome == .reading, filter != nil {
            do throws(XMLContentFailure) {
                _ = try filter?.finish(emit: emit)
            } catch {
                outcome = .leftToLibXML2
            }
        }
        switch outcome {
        case .cancelled:
            throw CancellationError()
        case .stopped, .leftToLibXML2:
            // A handler's refusal too is left to libxml2's reading, which meets it again (or
            // refuses the file first, for a reason of its own that lies further on): every
            // refusal is then that path's, and only a refused file is read twice.
            return nil
        case .reading:
            break
        }
        switch scanner.scan(carried.bytes, isFinal: true, into: &sink) {
        case .consumed:
            guard scanner.isComplete else { return nil }
            return sink.driver.handler
        case .stopped, .unsupported:
            return nil
        }
    }

    /// Where a parse stands after a chunk.
    private enum Outcome {
        case reading, cancelled, stopped, leftToLibXML2
    }

    /// Scans `bytes`, finishing first what the last chunk ended inside of.
    private static func feed<Sink: XMLScanSink>(
        _ bytes: UnsafeRawBufferPointer, scanner: inout XMLByteScanner, carried: inout XMLCarryBuffer, sink: inout Sink
    ) -> Outcome {
        var offset = 0
        // A carried end: add the chunk's first bytes until the scan gets past it.
        while !carried.isEmpty, offset < bytes.count {
            let before = carried.count
            let taken = min(bytes.count - offset, max(carryStep, before))
            guard carried.append(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + taken])) else { return .leftToLibXML2 }
            offset += taken
            switch scanner.scan(carried.bytes, isFinal: false, into: &sink) {
            case .consumed(let consumed):
                if consumed >= before {
                    // Past the carried bytes: what is left of them came from this chunk.
                    offset -= carried.count - consumed
                    carried.removeAll()
                } else {
                    carried.removeFirst(consumed)
                }
            case .stopped:
                return .stopped
            case .unsupported:
                return .leftToLibXML2
            }
        }
        guard offset < bytes.count else { return .reading }
        let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
        switch scanner.scan(rest, isFinal: false, into: &sink) {
        case .consumed(let consumed):
            guard carried.append(UnsafeRawBufferPointer(rebasing: rest[consumed...])) else { return .leftToLibXML2 }
            return .reading
        case .stopped:
            return .stopped
        case .unsupported:
            return .leftToLibXML2
        }
    }
}
