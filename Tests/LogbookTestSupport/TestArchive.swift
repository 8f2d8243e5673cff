import CLibArchive
import Foundation

/// Writes zip, tar and gzip files for tests with libarchive's writer (the same library
/// logbook reads them with, so no outside tool is needed).
public enum TestArchive {
    /// How a zip member is stored.
    public enum Method: String, Sendable {
        /// Deflate, as nearly every zip.
        case deflate
        /// No compression.
        case store
    }

    /// Failures of the writer.
    public struct WriteError: Error, CustomStringConvertible {
        /// libarchive's message.
        public var description: String
    }

    /// The bytes of a zip holding `members` (name, bytes) in that order.
    public static func zip(_ members: [(String, Data)], method: Method = .deflate, passphrase: String? = nil) throws -> Data {
        try write(members) { handle in
            archive_write_set_format_zip(handle)
            archive_write_set_option(handle, "zip", "compression", method.rawValue)
            if let passphrase {
                archive_write_set_option(handle, "zip", "encryption", "traditional")
                archive_write_set_passphrase(handle, passphrase)
            }
        }
    }

    /// The bytes of a tar (gzip-compressed when `gzip`) holding `members`.
    public static func tar(_ members: [(String, Data)], gzip: Bool = false) throws -> Data {
        try write(members) { handle in
            archive_write_set_format_pax_restricted(handle)
            if gzip { archive_write_add_filter_gzip(handle) }
        }
    }

    /// `data` compressed with gzip (`bzip2`, `xz` with `filter`).
    public static func compressed(_ data: Data, filter: String = "gzip") throws -> Data {
        try write([("data", data)]) { handle in
            archive_write_set_format_raw(handle)
            switch filter {
            case "bzip2": archive_write_add_filter_bzip2(handle)
            case "xz": archive_write_add_filter_xz(handle)
            default: archive_write_add_filter_gzip(handle)
            }
        }
    }

    private static func write(_ members: [(String, Data)], configure: (OpaquePointer) -> Void) throws -> Data {
        guard let handle = archive_write_new() else { throw WriteError(description: "archive_write_new failed") }
        defer { archive_write_free(handle) }
        configure(handle)
        // libarchive writes into a caller-sized buffer: big enough for stored members.
        let capacity = members.reduce(1 << 20) { $0 + $1.1.count + 1024 }
        var buffer = [UInt8](repeating: 0, count: capacity)
        var used = 0
        try buffer.withUnsafeMutableBytes { raw in
            guard archive_write_open_memory(handle, raw.baseAddress, raw.count, &used) == ARCHIVE_OK else {
                throw WriteError(description: String(cString: archive_error_string(handle)))
            }
            for (name, data) in members {
                guard let entry = archive_entry_new() else { throw WriteError(description: "archive_entry_new failed") }
                defer { archive_entry_free(entry) }
                archive_entry_set_pathname(entry, name)
                archive_entry_set_size(entry, la_int64_t(data.count))
                archive_entry_set_filetype(entry, 0o100000)
                archive_entry_set_perm(entry, 0o644)
                archive_entry_set_mtime(entry, 1_700_000_000, 0)
                guard archive_write_header(handle, entry) == ARCHIVE_OK else {
                    throw WriteError(description: String(cString: archive_error_string(handle)))
                }
                let written = data.withUnsafeBytes { archive_write_data(handle, $0.baseAddress, $0.count) }
                guard written == data.count else {
                    throw WriteError(description: String(cString: archive_error_string(handle)))
                }
            }
            guard archive_write_close(handle) == ARCHIVE_OK else {
                throw WriteError(description: String(cString: archive_error_string(handle)))
            }
        }
        return Data(buffer[0..<used])
    }
}
