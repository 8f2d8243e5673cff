internal import CCrypto

/// libcrypto could not compute a SHA-256 digest (out of memory, or a libcrypto without
/// SHA-256): nothing the file being hashed can cause.
public struct DigestError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, in words.
    public var reason: String

    /// Creates an error.
    public init(reason: String) {
        self.reason = reason
    }

    /// `cannot compute SHA-256: <reason>`.
    public var description: String { "cannot compute SHA-256: \(reason)" }

    /// libcrypto's own words for its most recent error, or `no details` (clears its queue).
    static func libraryMessage() -> String {
        let code = ERR_get_error()
        ERR_clear_error()
        guard code != 0 else { return "no details" }
        var buffer = [CChar](repeating: 0, count: 256)
        ERR_error_string_n(code, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
