import LogbookModel
import LogbookSupport

/// Reads one XML activity format (GPX, TCX) into activities, streaming.
///
/// Every XML format is the same pipeline: the first bytes name the root element, the
/// file is read by `XMLDocumentParser` (`XMLByteScanner`, or libxml2 for what it leaves), and the format's own `XMLContentHandler`
/// state machine turns elements into `ParsedActivity` values. A format is therefore
/// its display name, its root element and a way to make a fresh state; each format's
/// folder declares its reader as a static member of this type (`XMLActivityReader.gpx`).
public struct XMLActivityReader: Sendable {
    /// The name used in messages, e.g. `GPX`.
    public let displayName: String
    /// The local name of the root element that identifies the format, e.g. `gpx`.
    public let rootElement: String
    private let parse: @Sendable (ImportInput, SpoolSettings, () -> Bool) throws -> [ParsedActivity]

    /// Creates a reader whose files are parsed by a fresh `makeState(spooling)` and
    /// recognised by its `State.rootElement`.
    init<State: XMLContentHandler & SendableMetatype>(
        displayName: String, makeState: @escaping @Sendable (SpoolSettings) -> State
    ) {
        self.displayName = displayName
        self.rootElement = State.rootElement.description
        parse = { input, spooling, shouldContinue in
            try XMLDocumentParser.activities(
                input, formatName: displayName, makeHandler: { makeState(spooling) }, shouldContinue: shouldContinue)
        }
    }

    /// The format in the reader list: recognised by its root element.
    var entry: FormatEntry {
        let root = rootElement
        return FormatEntry(
            displayName: displayName, matches: { $0.xmlRoot == root },
            read: { [parse] input, settings, shouldContinue in
                try parse(input, settings.spooling, shouldContinue)
            })
    }

    /// Parses `input`; throws an `ImportError` naming the file and line for malformed XML,
    /// another root, a DOCTYPE, or a file the format's state finds no activity in (see
    /// each state's documentation for what that means). `shouldContinue` is asked before
    /// each chunk; when it returns false the read stops with `CancellationError`. Long
    /// tracks are kept as `spooling` says.
    public func read(
        _ input: ImportInput, spooling: SpoolSettings = .standard, shouldContinue: () -> Bool = { true }
    ) throws -> [ParsedActivity] {
        try parse(input, spooling, shouldContinue)
    }
}
