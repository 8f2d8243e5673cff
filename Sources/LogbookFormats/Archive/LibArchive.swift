internal import CLibArchive
import LogbookSupport

/// The libarchive functions `ArchiveReader` calls, taken from the library when the first
/// compressed file or archive is read (`SharedLibrary`), so that commands which read no
/// file never load it and the compressors it pulls in. The signatures are libarchive's own (3.x).
struct LibArchive: @unchecked Sendable {
    /// A function of one `struct archive *` that returns a status (`archive_read_support_*`, `archive_read_free`, `archive_format`).
    typealias OnArchive = @convention(c) (OpaquePointer?) -> Int32
    /// A function of one `struct archive_entry *` that returns an int.
    typealias OnEntry = @convention(c) (OpaquePointer?) -> Int32
    /// A function of one `struct archive_entry *` that returns a C string.
    typealias EntryText = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    // The callbacks, spelled out: libarchive's own typedefs name function types, which Swift
    // imports as Swift closures (16 bytes), not as the C function pointers the library calls.
    /// `archive_open_callback *` and `archive_close_callback *`.
    typealias OpenCallback = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    /// `archive_read_callback *`.
    typealias ReadCallback = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<UnsafeRawPointer?>?) -> Int
    /// `archive_skip_callback *`.
    typealias SkipCallback = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int64) -> Int64
    /// `archive_seek_callback *`.
    typealias SeekCallback = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int64, Int32) -> Int64

    /// `archive_read_new`.
    let readNew: @convention(c) () -> OpaquePointer?
    /// `archive_read_support_filter_gzip`, `_bzip2`, `_xz`.
    let supportFilterGzip: OnArchive, supportFilterBzip2: OnArchive, supportFilterXz: OnArchive
    /// `archive_read_support_format_zip_seekable`, `_zip_streamable`, `_tar`, `_raw`.
    let supportZipSeekable: OnArchive, supportZipStreamable: OnArchive, supportTar: OnArchive, supportRaw: OnArchive
    /// `archive_read_set_seek_callback`.
    let setSeekCallback: @convention(c) (OpaquePointer?, SeekCallback?) -> Int32
    /// `archive_read_open2`.
    let open2: @convention(c) (
        OpaquePointer?, UnsafeMutableRawPointer?, OpenCallback?, ReadCallback?, SkipCallback?,
        OpenCallback?
    ) -> Int32
    /// `archive_read_free`.
    let readFree: OnArchive
    /// `archive_format`.
    let format: OnArchive
    /// `archive_read_next_header`.
    let nextHeader: @convention(c) (OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    /// `archive_entry_pathname_utf8`, `archive_entry_pathname`.
    let pathnameUTF8: EntryText, pathname: EntryText
    /// `archive_entry_filetype` (a `mode_t`).
    let filetype: @convention(c) (OpaquePointer?) -> mode_t
    /// `archive_entry_is_encrypted`, `archive_entry_size_is_set`.
    let isEncrypted: OnEntry, sizeIsSet: OnEntry
    /// `archive_entry_size`.
    let size: @convention(c) (OpaquePointer?) -> Int64
    /// `archive_read_data`.
    let readData: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int) -> Int
    /// `archive_filter_count`.
    let filterCount: OnArchive
    /// `archive_filter_code`.
    let filterCode: @convention(c) (OpaquePointer?, Int32) -> Int32
    /// `archive_read_header_position`.
    let headerPosition: @convention(c) (OpaquePointer?) -> Int64
    /// `archive_error_string`.
    let errorString: @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?

    /// The library's table, loaded once; the error says why it cannot be.
    static let loaded: Result<LibArchive, SharedLibraryError> = Result { () throws(SharedLibraryError) in
        let library = try SharedLibrary(
            ["libarchive.so.13", "libarchive.so"], purpose: "reading compressed files and archives (gzip, bzip2, xz, zip, tar)")
        func onArchive(_ name: String) throws(SharedLibraryError) -> OnArchive { try library.function(name, as: OnArchive.self) }
        func entryText(_ name: String) throws(SharedLibraryError) -> EntryText { try library.function(name, as: EntryText.self) }
        return LibArchive(
            readNew: try library.function("archive_read_new", as: (@convention(c) () -> OpaquePointer?).self),
            supportFilterGzip: try onArchive("archive_read_support_filter_gzip"),
            supportFilterBzip2: try onArchive("archive_read_support_filter_bzip2"),
            supportFilterXz: try onArchive("archive_read_support_filter_xz"),
            supportZipSeekable: try onArchive("archive_read_support_format_zip_seekable"),
            supportZipStreamable: try onArchive("archive_read_support_format_zip_streamable"),
            supportTar: try onArchive("archive_read_support_format_tar"),
            supportRaw: try onArchive("archive_read_support_format_raw"),
            setSeekCallback: try library.function(
                "archive_read_set_seek_callback", as: (@convention(c) (OpaquePointer?, SeekCallback?) -> Int32).self),
            open2: try library.function(
                "archive_read_open2",
                as: (@convention(c) (
                    OpaquePointer?, UnsafeMutableRawPointer?, OpenCallback?, ReadCallback?,
                    SkipCallback?, OpenCallback?
                ) -> Int32).self),
            readFree: try onArchive("archive_read_free"),
            format: try onArchive("archive_format"),
            nextHeader: try library.function(
                "archive_read_next_header",
                as: (@convention(c) (OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32).self),
            pathnameUTF8: try entryText("archive_entry_pathname_utf8"),
            pathname: try entryText("archive_entry_pathname"),
            filetype: try library.function("archive_entry_filetype", as: (@convention(c) (OpaquePointer?) -> mode_t).self),
            isEncrypted: try library.function("archive_entry_is_encrypted", as: OnEntry.self),
            sizeIsSet: try library.function("archive_entry_size_is_set", as: OnEntry.self),
            size: try library.function("archive_entry_size", as: (@convention(c) (OpaquePointer?) -> Int64).self),
            readData: try library.function(
                "archive_read_data", as: (@convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int) -> Int).self),
            filterCount: try onArchive("archive_filter_count"),
            filterCode: try library.function(
                "archive_filter_code", as: (@convention(c) (OpaquePointer?, Int32) -> Int32).self),
            headerPosition: try library.function(
                "archive_read_header_position", as: (@convention(c) (OpaquePointer?) -> Int64).self),
            errorString: try library.function(
                "archive_error_string", as: (@convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?).self))
    }
}
