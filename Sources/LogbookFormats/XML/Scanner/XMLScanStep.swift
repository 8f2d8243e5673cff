/// What one call of `XMLByteScanner.scan` did.
enum XMLScanStep: Equatable {
    /// The first `count` bytes were read; the rest (an unfinished tag, reference or
    /// character) must be passed again with the bytes that follow it.
    case consumed(Int)
    /// The sink asked to stop.
    case stopped
    /// The document holds something the scanner leaves to libxml2: anything that is not
    /// plain well-formed UTF-8 XML, from a DOCTYPE or another encoding to a mistake, whose
    /// message libxml2 words. The reason is for tests and diagnostics.
    case unsupported(String)
}
