import Foundation

/// An element's local name and namespace as the parser hands them over: borrowed bytes,
/// valid only during the callback. Compared as bytes so that no `String` is built per
/// element.
struct XMLName {
    /// The local name (without prefix), UTF-8, ended by NUL (libxml2) or by the first byte
    /// that is not a name byte (`XMLByteScanner`, whose names point into the document).
    let localName: UnsafePointer<UInt8>
    /// The namespace URI, NUL-terminated, or `nil` for no namespace.
    let namespaceURI: UnsafePointer<UInt8>?

    /// Wraps the parser's pointers (nothing is measured: most names are compared with one
    /// literal or none, so a length per element would be wasted).
    init(localName: UnsafePointer<UInt8>, namespaceURI: UnsafePointer<UInt8>?) {
        self.localName = localName
        self.namespaceURI = namespaceURI
    }

    /// The length of `localName` in bytes.
    var length: Int { XMLNameBytes.length(localName) }

    /// True when the local name is exactly `literal` (an ASCII literal without NUL),
    /// compared inline byte by byte (`XMLNameBytes`).
    @inline(__always)
    func `is`(_ literal: StaticString) -> Bool {
        XMLNameBytes.equals(localName, literal)
    }

    /// True when the namespace URI is exactly `literal`.
    func isInNamespace(_ literal: StaticString) -> Bool {
        guard let namespaceURI else { return false }
        let uriLength = strlen(UnsafeRawPointer(namespaceURI).assumingMemoryBound(to: CChar.self))
        return uriLength == literal.utf8CodeUnitCount && memcmp(namespaceURI, literal.utf8Start, uriLength) == 0
    }

    /// The local name as a `String` (for messages only), with invalid bytes repaired.
    var string: String {
        String(decoding: UnsafeBufferPointer(start: localName, count: length), as: UTF8.self)
    }
}
