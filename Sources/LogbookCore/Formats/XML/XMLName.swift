import Foundation

/// An element's local name and namespace as libxml2 hands them over: borrowed
/// NUL-terminated bytes, valid only during the callback. Compared as bytes so that
/// no `String` is built per element.
struct XMLName {
    /// The local name (without prefix), NUL-terminated UTF-8.
    let localName: UnsafePointer<UInt8>
    /// The length of `localName` in bytes.
    let length: Int
    /// The namespace URI, NUL-terminated, or `nil` for no namespace.
    let namespaceURI: UnsafePointer<UInt8>?

    /// Wraps libxml2's pointers, measuring the local name once.
    init(localName: UnsafePointer<UInt8>, namespaceURI: UnsafePointer<UInt8>?) {
        self.localName = localName
        self.length = strlen(UnsafeRawPointer(localName).assumingMemoryBound(to: CChar.self))
        self.namespaceURI = namespaceURI
    }

    /// True when the local name is exactly `literal` (an ASCII literal).
    func `is`(_ literal: StaticString) -> Bool {
        length == literal.utf8CodeUnitCount && memcmp(localName, literal.utf8Start, length) == 0
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
