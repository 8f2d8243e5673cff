/// Rewrites a format's bytes on their way to the parser, `XMLByteScanner` or libxml2 (see
/// `XMLDocumentParser.parse(_:formatName:makeHandler:makeFilter:using:shouldContinue:)`):
/// what a format needs that plain XML parsing refuses, such as Apple Health's internal DTD
/// subset, which is passed over without ever reaching the parser.
///
/// A filter must keep every line break where it was, so that the parsers' line numbers stay
/// those of the file.
protocol XMLChunkFilter {
    /// Passes `chunk` on to `emit`, in one or more pieces (possibly rewritten, possibly
    /// none); returns false when `emit` did (the parse has failed). Throws to refuse the
    /// file, with the line in the failure.
    mutating func filter(
        _ chunk: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Bool
    ) throws(XMLContentFailure) -> Bool

    /// Called after the last chunk: passes on what the filter still holds, as `filter`
    /// does; throws when the file ended inside something the filter was passing over.
    mutating func finish(emit: (UnsafeRawBufferPointer) -> Bool) throws(XMLContentFailure) -> Bool
}
