import CLibArchive

/// The libarchive functions that compress and decompress kept originals (a raw zstd
/// stream: libarchive's `raw` format with its `zstd` filter), taken from the library the
/// first time an original is kept or read (`SharedLibrary`), as `LibArchive` is for reading
/// archives. The signatures are libarchive's own (3.x).
struct LibArchiveCodec: @unchecked Sendable {
    /// A function of one `struct archive *` that returns a status.
    typealias OnArchive = @convention(c) (OpaquePointer?) -> Int32
    /// `archive_write_callback *`: hands on `length` compressed bytes.
    typealias WriteCallback = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int
    /// `archive_open_callback *` and `archive_close_callback *`.
    typealias OpenCallback = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    /// `archive_read_callback *`.
    typealias ReadCallback = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<UnsafeRawPointer?>?) -> Int

    /// `archive_write_new`, `archive_read_new`.
    let writeNew: @convention(c) () -> OpaquePointer?, readNew: @convention(c) () -> OpaquePointer?
    /// `archive_write_add_filter_zstd`, `archive_write_set_format_raw`.
    let addFilterZstd: OnArchive, setFormatRaw: OnArchive
    /// `archive_write_set_bytes_per_block`, `archive_write_set_bytes_in_last_block`.
    let setBytesPerBlock: @convention(c) (OpaquePointer?, Int32) -> Int32
    let setBytesInLastBlock: @convention(c) (OpaquePointer?, Int32) -> Int32
    /// `archive_write_set_filter_option`.
    let setFilterOption: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    /// `archive_write_open`.
    let writeOpen: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, OpenCallback?, WriteCallback?, OpenCallback?) -> Int32
    /// `archive_write_header`.
    let writeHeader: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    /// `archive_write_data`.
    let writeData: @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int) -> Int
    /// `archive_write_close`, `archive_write_free`.
    let writeClose: OnArchive, writeFree: OnArchive
    /// `archive_entry_new`.
    let entryNew: @convention(c) () -> OpaquePointer?
    /// `archive_entry_free`.
    let entryFree: @convention(c) (OpaquePointer?) -> Void
    /// `archive_entry_set_filetype`.
    let entrySetFiletype: @convention(c) (OpaquePointer?, UInt32) -> Void
    /// `archive_entry_set_pathname`.
    let entrySetPathname: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Void
    /// `archive_read_support_filter_zstd`, `archive_read_support_format_raw`, `archive_read_free`.
    let supportFilterZstd: OnArchive, supportFormatRaw: OnArchive, readFree: OnArchive
    /// `archive_read_open`.
    let readOpen: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, OpenCallback?, ReadCallback?, OpenCallback?) -> Int32
    /// `archive_read_next_header`.
    let nextHeader: @convention(c) (OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    /// `archive_read_data`.
    let readData: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int) -> Int
    /// `archive_error_string`.
    let errorString: @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?

    /// The words of `handle`'s last error, or `fallback`.
    func error(_ handle: OpaquePointer, _ fallback: String) -> String {
        errorString(handle).map { String(cString: $0) } ?? fallback
    }

    /// The library's table, loaded once; the error says why it cannot be.
    static let loaded: Result<LibArchiveCodec, SharedLibraryError> = Result { () throws(SharedLibraryError) in
        let library = try SharedLibrary(["libarchive.so.13", "libarchive.so"], purpose: "compressing kept originals (zstd)")
        func onArchive(_ name: String) throws(SharedLibraryError) -> OnArchive { try library.function(name, as: OnArchive.self) }
        return LibArchiveCodec(
            writeNew: try library.function("archive_write_new", as: (@convention(c) () -> OpaquePointer?).self),
            readNew: try library.function("archive_read_new", as: (@convention(c) () -> OpaquePointer?).self),
            addFilterZstd: try onArchive("archive_write_add_filter_zstd"),
            setFormatRaw: try onArchive("archive_write_set_format_raw"),
            setBytesPerBlock: try library.function(
                "archive_write_set_bytes_per_block", as: (@convention(c) (OpaquePointer?, Int32) -> Int32).self),
            setBytesInLastBlock: try library.function(
                "archive_write_set_bytes_in_last_block", as: (@convention(c) (OpaquePointer?, Int32) -> Int32).self),
            setFilterOption: try library.function(
                "archive_write_set_filter_option",
                as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32).self),
            writeOpen: try library.function(
                "archive_write_open",
                as: (@convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, OpenCallback?, WriteCallback?, OpenCallback?) -> Int32).self),
            writeHeader: try library.function(
                "archive_write_header", as: (@convention(c) (OpaquePointer?, OpaquePointer?) -> Int32).self),
            writeData: try library.function(
                "archive_write_data", as: (@convention(c) (OpaquePointer?, UnsafeRawPointer?, Int) -> Int).self),
            writeClose: try onArchive("archive_write_close"),
            writeFree: try onArchive("archive_write_free"),
            entryNew: try library.function("archive_entry_new", as: (@convention(c) () -> OpaquePointer?).self),
            entryFree: try library.function("archive_entry_free", as: (@convention(c) (OpaquePointer?) -> Void).self),
            entrySetFiletype: try library.function(
                "archive_entry_set_filetype", as: (@convention(c) (OpaquePointer?, UInt32) -> Void).self),
            entrySetPathname: try library.function(
                "archive_entry_set_pathname", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Void).self),
            supportFilterZstd: try onArchive("archive_read_support_filter_zstd"),
            supportFormatRaw: try onArchive("archive_read_support_format_raw"),
            readFree: try onArchive("archive_read_free"),
            readOpen: try library.function(
                "archive_read_open",
                as: (@convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, OpenCallback?, ReadCallback?, OpenCallback?) -> Int32).self),
            nextHeader: try library.function(
                "archive_read_next_header",
                as: (@convention(c) (OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32).self),
            readData: try library.function(
                "archive_read_data", as: (@convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int) -> Int).self),
            errorString: try library.function(
                "archive_error_string", as: (@convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?).self))
    }
}
