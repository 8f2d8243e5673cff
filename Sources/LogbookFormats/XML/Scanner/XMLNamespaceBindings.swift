import Foundation

/// The namespace prefixes `XMLByteScanner` has in scope, innermost last, and the URIs
/// they name, each URI kept once as a NUL-terminated copy for the whole parse: as with
/// libxml2's dictionary, one URI is always the same pointer, which `GPXParseState`
/// compares instead of bytes.
///
/// Memory is allocated as bindings appear and freed with `release()`; the number of
/// distinct URIs and prefixes is bounded (`limit`), past which the scanner leaves the
/// document to libxml2.
struct XMLNamespaceBindings {
    /// The most distinct URIs (and prefixes) one document may name.
    static let limit = 256

    /// One binding in scope: a prefix (empty for the default namespace) and its URI
    /// (nil when `xmlns=""` takes the default away).
    private struct Binding {
        var prefix: UnsafePointer<UInt8>
        var prefixLength: Int
        var uri: UnsafePointer<UInt8>?
    }

    /// Interned strings: URIs and prefixes, NUL-terminated, with their lengths.
    private var strings: [(bytes: UnsafeMutablePointer<UInt8>, length: Int)] = []
    private var bindings: [Binding] = []
    /// The default namespace in scope (nil: none), kept as bindings change, since nearly
    /// every element of an activity file is in it.
    private(set) var defaultURI: UnsafePointer<UInt8>?
    /// The last prefix resolved and its URI, until the bindings change (`gpxtpx:hr`,
    /// `gpxtpx:cad` and their extension element, point after point).
    private var lastPrefix: (prefix: UnsafePointer<UInt8>, length: Int, uri: UnsafePointer<UInt8>?)?

    /// The XML namespace, which the `xml` prefix names without a declaration.
    static let xmlNamespace: StaticString = "http://www.w3.org/XML/1998/namespace"
    /// The namespace of `xmlns` declarations themselves, which nothing may be bound to.
    static let xmlnsNamespace: StaticString = "http://www.w3.org/2000/xmlns/"

    /// Frees the interned strings; the value must not be used afterwards.
    func release() {
        for string in strings { string.bytes.deallocate() }
    }

    /// How many bindings are in scope.
    var count: Int { bindings.count }

    /// The interned copy of the `length` bytes at `bytes`; nil once `limit` strings are kept.
    mutating func intern(_ bytes: UnsafePointer<UInt8>, length: Int) -> UnsafePointer<UInt8>? {
        for string in strings where string.length == length {
            if memcmp(string.bytes, bytes, length) == 0 { return UnsafePointer(string.bytes) }
        }
        guard strings.count < Self.limit else { return nil }
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: length + 1)
        copy.initialize(from: bytes, count: length)
        copy[length] = 0
        strings.append((copy, length))
        return UnsafePointer(copy)
    }

    /// Brings `prefix` (interned, empty for the default namespace) into scope for `uri`.
    mutating func bind(prefix: UnsafePointer<UInt8>, length: Int, to uri: UnsafePointer<UInt8>?) {
        bindings.append(Binding(prefix: prefix, prefixLength: length, uri: uri))
        if length == 0 { defaultURI = uri }
        lastPrefix = nil
    }

    /// Takes the last `count` bindings out of scope.
    @inline(__always)
    mutating func unbind(_ count: Int) {
        guard count > 0 else { return }
        bindings.removeLast(count)
        lastPrefix = nil
        defaultURI = nil
        for binding in bindings.reversed() where binding.prefixLength == 0 {
            defaultURI = binding.uri
            break
        }
    }

    /// The URI the non-empty prefix of `length` bytes at `prefix` names, or nil when no
    /// binding in scope declares it (the last answer is kept for the next element).
    @inline(__always)
    mutating func resolvePrefix(_ prefix: UnsafePointer<UInt8>, length: Int) -> UnsafePointer<UInt8>?? {
        if let last = lastPrefix, last.length == length, XMLByteEquality.same(last.prefix, prefix, length) { return .some(last.uri) }
        guard let found = resolve(prefix, length: length) else { return nil }
        var index = bindings.count - 1
        while index >= 0, bindings[index].prefixLength != length || !XMLByteEquality.same(bindings[index].prefix, prefix, length) { index -= 1 }
        if index >= 0 { lastPrefix = (bindings[index].prefix, length, found) }
        return .some(found)
    }

    /// The URI the `length` bytes at `prefix` name (`length` 0: the default namespace):
    /// `.some(nil)` for the default namespace when none is declared (or `xmlns=""`), `nil`
    /// for a prefix that no binding in scope declares.
    @inline(__always)
    func resolve(_ prefix: UnsafePointer<UInt8>, length: Int) -> UnsafePointer<UInt8>?? {
        var index = bindings.count - 1
        while index >= 0 {
            let binding = bindings[index]
            if binding.prefixLength == length, length == 0 || memcmp(binding.prefix, prefix, length) == 0 {
                return .some(binding.uri)
            }
            index -= 1
        }
        return length == 0 ? .some(nil) : nil
    }
}
