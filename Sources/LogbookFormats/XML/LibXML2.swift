internal import CLibXML2  // its headers need an include path only this target has
import LogbookSupport

/// The libxml2 functions the XML readers call, taken from the library when the first XML
/// file is read (`SharedLibrary`), so that commands which read no file never load it.
/// The signatures are libxml2's own (2.9 and later).
struct LibXML2: @unchecked Sendable {
    /// `xmlInitParser`.
    let initParser: @convention(c) () -> Void
    /// `xmlSetStructuredErrorFunc`.
    let setStructuredErrorFunc: @convention(c) (UnsafeMutableRawPointer?, xmlStructuredErrorFunc?) -> Void
    /// The address of `xmlSetGenericErrorFunc`, whose handler type is variadic (see the shim).
    let setGenericErrorFunc: UnsafeMutableRawPointer
    /// `xmlCreatePushParserCtxt`.
    let createPushParserCtxt: @convention(c) (
        xmlSAXHandlerPtr?, UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?
    ) -> xmlParserCtxtPtr?
    /// `xmlCtxtUseOptions`.
    let ctxtUseOptions: @convention(c) (xmlParserCtxtPtr?, Int32) -> Int32
    /// `xmlParseChunk`.
    let parseChunk: @convention(c) (xmlParserCtxtPtr?, UnsafePointer<CChar>?, Int32, Int32) -> Int32
    /// `xmlStopParser`.
    let stopParser: @convention(c) (xmlParserCtxtPtr?) -> Void
    /// `xmlFreeParserCtxt`.
    let freeParserCtxt: @convention(c) (xmlParserCtxtPtr?) -> Void
    /// `xmlSAX2GetLineNumber`.
    let lineNumber: @convention(c) (UnsafeMutableRawPointer?) -> Int32

    /// The library's table, loaded once; the error says why it cannot be.
    static let loaded: Result<LibXML2, SharedLibraryError> = Result { () throws(SharedLibraryError) in
        let library = try SharedLibrary(["libxml2.so.2", "libxml2.so"], purpose: "reading GPX, TCX and Apple Health files")
        return LibXML2(
            initParser: try library.function("xmlInitParser", as: (@convention(c) () -> Void).self),
            setStructuredErrorFunc: try library.function(
                "xmlSetStructuredErrorFunc",
                as: (@convention(c) (UnsafeMutableRawPointer?, xmlStructuredErrorFunc?) -> Void).self),
            setGenericErrorFunc: try library.address("xmlSetGenericErrorFunc"),
            createPushParserCtxt: try library.function(
                "xmlCreatePushParserCtxt",
                as: (@convention(c) (
                    xmlSAXHandlerPtr?, UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?
                ) -> xmlParserCtxtPtr?).self),
            ctxtUseOptions: try library.function(
                "xmlCtxtUseOptions", as: (@convention(c) (xmlParserCtxtPtr?, Int32) -> Int32).self),
            parseChunk: try library.function(
                "xmlParseChunk", as: (@convention(c) (xmlParserCtxtPtr?, UnsafePointer<CChar>?, Int32, Int32) -> Int32).self),
            stopParser: try library.function("xmlStopParser", as: (@convention(c) (xmlParserCtxtPtr?) -> Void).self),
            freeParserCtxt: try library.function("xmlFreeParserCtxt", as: (@convention(c) (xmlParserCtxtPtr?) -> Void).self),
            lineNumber: try library.function(
                "xmlSAX2GetLineNumber", as: (@convention(c) (UnsafeMutableRawPointer?) -> Int32).self))
    }

    /// The table, or the error (naming `file`) that the library cannot be loaded.
    static func forReading(_ file: String) throws(ImportError) -> LibXML2 {
        switch loaded {
        case .success(let library): return library
        case .failure(let error): throw ImportError(file: file, line: nil, reason: error.description)
        }
    }
}
