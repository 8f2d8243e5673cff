import LogbookModel

/// Reads an XML activity file with `XMLByteScanner` (`XMLFastParser`) and, when the scanner
/// leaves the document to libxml2 (another encoding, a DOCTYPE, any malformed XML),
/// reads it again from the start with `XMLPushParser` and a fresh handler, so that
/// every refusal is worded as libxml2 words it and every file libxml2 reads is read.
enum XMLDocumentParser {
    /// Parses `input` with a handler from `makeHandler` and returns its activities; a
    /// failure after parsing becomes an `ImportError` naming the file and the handler's line.
    static func activities<Handler: XMLContentHandler>(
        _ input: ImportInput, formatName: String, makeHandler: () -> Handler, shouldContinue: () -> Bool
    ) throws -> [ParsedActivity] {
        let state = try parse(input, formatName: formatName, makeHandler: makeHandler, shouldContinue: shouldContinue)
        do {
            return try state.result()
        } catch {
            throw ImportError(file: input.displayName, line: error.line, reason: error.reason, noActivity: error.noActivity)
        }
    }

    /// Parses `input` with a handler from `makeHandler` (called a second time when
    /// libxml2 reads the document) and returns the handler in its final state. Throws
    /// an `ImportError` with the line for malformed XML, a DOCTYPE, a truncated file or a
    /// handler failure, and `CancellationError` once `shouldContinue` returns false.
    static func parse<Handler: XMLContentHandler>(
        _ input: ImportInput, formatName: String, makeHandler: () -> Handler, shouldContinue: () -> Bool = { true }
    ) throws -> Handler {
        try parse(
            input, formatName: formatName, makeHandler: makeHandler, makeFilter: { nil as NoChunkFilter? },
            shouldContinue: shouldContinue
        ).handler
    }

    /// Parses `input` as `parse(_:formatName:makeHandler:shouldContinue:)` does, every chunk
    /// passed through a filter from `makeFilter` (a fresh one for each reading, none when it
    /// gives nil) on its way to the parser, by the parsers `choice` names. Returns the
    /// handler and the filter of the reading that finished; a refusal the filter throws is
    /// the libxml2 path's, an `ImportError` naming the file and the filter's line.
    static func parse<Handler: XMLContentHandler, Filter: XMLChunkFilter>(
        _ input: ImportInput, formatName: String, makeHandler: () -> Handler, makeFilter: () -> Filter?,
        using choice: XMLParserChoice = .scannerFirst, shouldContinue: () -> Bool = { true }
    ) throws -> (handler: Handler, filter: Filter?) {
        if choice != .libXML2Only {
            var filter = makeFilter()
            if let handler = try XMLFastParser.parse(input, handler: makeHandler(), filter: &filter, shouldContinue: shouldContinue) {
                return (handler, filter)
            }
            if choice == .scannerOnly { throw scannerDeclined(input) }
        }
        var filter = makeFilter()
        let handler = try XMLPushParser.parse(
            input, formatName: formatName, handler: makeHandler(), filter: &filter, shouldContinue: shouldContinue)
        return (handler, filter)
    }

    /// The refusal of `XMLParserChoice.scannerOnly` for a document the scanner leaves to libxml2.
    static func scannerDeclined(_ input: ImportInput) -> ImportError {
        ImportError(file: input.displayName, line: nil, reason: "the XML scanner leaves this document to libxml2")
    }
}
