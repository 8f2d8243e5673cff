import Glibc

/// A system C library opened when first needed (`dlopen`) instead of linked: libxml2 and
/// libarchive, which only reading files needs. Linked, they and what they pull in (ICU,
/// libarchive's compressors) were loaded and relocated by every command, about 4.4 M
/// instructions of start-up that `list`, `show` and `stats` never use.
///
/// A class: it owns the handle, which stays open for the process's life (the functions
/// taken from it are kept in static tables).
package final class SharedLibrary: @unchecked Sendable {
    /// The file name it was opened by.
    let name: String
    /// What it is needed for, in messages.
    let purpose: String
    private let handle: UnsafeMutableRawPointer

    /// Opens the first of `names` the dynamic loader finds (sonames, e.g. `libxml2.so.2`),
    /// resolving every symbol now so that a broken library fails here, not mid-file.
    package init(_ names: [String], purpose: String) throws(SharedLibraryError) {
        var messages: [String] = []
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                self.name = name
                self.purpose = purpose
                self.handle = handle
                return
            }
            messages.append(dlerror().map { String(cString: $0) } ?? name)
        }
        throw SharedLibraryError(library: names.first ?? "", purpose: purpose, details: messages.joined(separator: "; "))
    }

    /// The function `symbol`, as the C function type `type` (which must be its exact
    /// signature: nothing checks it).
    package func function<Function>(_ symbol: String, as type: Function.Type) throws(SharedLibraryError) -> Function {
        guard let address = dlsym(handle, symbol) else {
            throw SharedLibraryError(library: name, purpose: purpose, details: "it has no function \(symbol)")
        }
        return unsafeBitCast(address, to: Function.self)
    }

    /// The raw address of `symbol` (for a C shim that calls it with a type Swift cannot spell).
    package func address(_ symbol: String) throws(SharedLibraryError) -> UnsafeMutableRawPointer {
        guard let address = dlsym(handle, symbol) else {
            throw SharedLibraryError(library: name, purpose: purpose, details: "it has no function \(symbol)")
        }
        return address
    }
}
