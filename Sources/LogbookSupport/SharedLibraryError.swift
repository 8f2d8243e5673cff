/// A system library that reading some files needs could not be loaded, or lacks a function:
/// nothing the file itself caused; installing the library mends it.
public struct SharedLibraryError: Error, Equatable, CustomStringConvertible {
    /// The library's file name (`libxml2.so.2`).
    public var library: String
    /// What it is needed for (`reading GPX, TCX and Apple Health files`).
    public var purpose: String
    /// The dynamic loader's words.
    public var details: String

    /// `cannot load libxml2.so.2 (<details>), needed for <purpose>: install that library`.
    public var description: String {
        "cannot load \(library) (\(details)), needed for \(purpose): install that library"
    }
}
