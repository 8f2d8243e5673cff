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
        if let handler = try XMLFastParser.parse(input, handler: makeHandler(), shouldContinue: shouldContinue) {
            return handler
        }
        return try XMLPushParser.parse(input, formatName: formatName, handler: makeHandler(), shouldContinue: shouldContinue)
    }
}
