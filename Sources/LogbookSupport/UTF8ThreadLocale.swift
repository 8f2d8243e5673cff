#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs code with the calling thread's character-type locale set to UTF-8 (`C.UTF-8`),
/// the rest of the process untouched.
///
/// A Swift program never calls `setlocale`, so C libraries see the "C" locale, whose
/// character set is ASCII: libarchive could then turn no non-ASCII member name (a `ü`, a
/// right-to-left override) into UTF-8 and gave none at all, so the member was shown with
/// an empty name. Archive headers are read inside `with`, so names come out whole.
package enum UTF8ThreadLocale {
    /// The UTF-8 locale object, made once; `nil` where the system has none.
    nonisolated(unsafe) private static let locale: locale_t? =
        newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) ?? newlocale(LC_CTYPE_MASK, "en_US.UTF-8", nil)

    /// `body`'s result, computed with this thread's locale set to UTF-8 and restored after.
    package static func with<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard let locale else { return try body() }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return try body()
    }
}
