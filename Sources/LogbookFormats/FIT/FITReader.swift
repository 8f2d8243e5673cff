import Foundation
import LogbookModel

/// Reads FIT activity files (Garmin's binary format) into activities: one per session.
///
/// The whole file is checked before anything is kept: header sizes and `.FIT` signatures,
/// header and file CRCs, every definition and data message of every chained FIT file.
/// A file whose CRC matches and that has any fault is rejected with
/// `ImportError(file:, line: nil, reason: "byte <offset>: <reason>")`, e.g.
/// `byte 90: unknown base type 0x33`. A file whose CRC does not match is damaged: it is
/// recovered up to its first message that does not decode or is not plausible (`FITDamage`,
/// `FITPlausibility`), unless that is in the header, the first message, or before any
/// record or session (then rejected at its byte). A file whose header says 0 data bytes but which goes on
/// (an unfinished recording, such as Zwift leaves behind) is rejected too: without a size
/// there is no CRC to trust and no way to tell where a cut-off record ends.
///
/// A file shorter than its header's data size (a recording cut short: the CRC and the last
/// messages missing) is not rejected: every complete message before the cut is read, with the
/// warning `file ends early at byte N: imported up to HH:MM:SS (M records)`.
///
/// See `FITDecoder` for the wire format, `FITActivityAssembler` for how sessions, records and
/// timer events become activities, and `FITClock` for device-relative times.
public enum FITReader {
    /// The format name put in `ParsedActivity.format`.
    public static let format = "fit"

    /// FIT in the reader list: header size 12 or 14 in byte 0 and `.FIT` in bytes 8..<12;
    /// a FIT file that is not an activity is skipped (`readActivity`).
    public static let entry = FormatEntry(
        displayName: "FIT",
        matches: { prefix in
            let bytes = prefix.bytes
            return bytes.count >= 12 && (bytes[0] == 12 || bytes[0] == 14) && bytes[8...11].elementsEqual(Array(".FIT".utf8))
        },
        read: { input, settings, _ in try readActivity(input, wallClockZone: settings.zone) })

    /// Reads `input` (a FIT file is small: it is read whole, up to `maxFileSize`). Device-relative times are kept
    /// as wall-clock times with a stated UTC offset of 0; see `read(_:wallClockZone:)`.
    public static func read(_ input: ImportInput) throws -> [ParsedActivity] {
        try read(input, wallClockZone: nil)
    }

    /// Reads `input`; `wallClockZone` (the importer's `--tz`) places device-relative times,
    /// which some old watches write, at their true UTC instant (see `FITClock`).
    public static func read(_ input: ImportInput, wallClockZone: TimeZone?) throws -> [ParsedActivity] {
        let bytes = try wholeFile(input)
        return try read(bytes: bytes, file: input.displayName, wallClockZone: wallClockZone)
    }

    /// Reads `input` as `read(_:wallClockZone:)` does, except that a valid FIT file that is
    /// not an activity (monitoring, settings, sleep: `file_id.type`) throws `ImportSkip`
    /// (`not an activity: monitoring`) instead of being rejected: a Garmin export is mostly those.
    public static func readActivity(_ input: ImportInput, wallClockZone: TimeZone?) throws -> [ParsedActivity] {
        let bytes = try wholeFile(input)
        let content: FITContent
        do {
            content = try FITDecoder.decode(bytes)
        } catch {
            throw ImportError(file: input.displayName, line: nil, reason: error.message)
        }
        if let kind = FITActivityAssembler.nonActivityName(content) {
            throw ImportSkip(file: input.displayName, reason: "not an activity: \(kind)")
        }
        do {
            return try FITActivityAssembler.activities(from: content, fileSize: bytes.count, wallClockZone: wallClockZone)
        } catch {
            throw ImportError(file: input.displayName, line: nil, reason: error.message)
        }
    }

    /// The most bytes a FIT file may have: 64 MiB. A day of records every second is about
    /// 3 MiB, so no activity comes near; a larger file is refused before it is held in memory.
    public static let maxFileSize = 64 << 20

    /// The bytes of `input`, read whole (a FIT file is small); refused beyond `maxFileSize`.
    static func wholeFile(_ input: ImportInput) throws -> [UInt8] {
        guard let data = try input.readAll(atMost: maxFileSize) else {
            throw ImportError(
                file: input.displayName, line: nil,
                reason: "the file is larger than \(maxFileSize >> 20) MiB, more than a FIT activity holds "
                    + "(a day of records every second is about 3 MiB); nothing was imported from it")
        }
        return [UInt8](data)
    }

    /// Reads the bytes of a FIT file named `file` in messages.
    public static func read(bytes: [UInt8], file: String, wallClockZone: TimeZone? = nil) throws(ImportError)
        -> [ParsedActivity]
    {
        do {
            let content = try FITDecoder.decode(bytes)
            return try FITActivityAssembler.activities(from: content, fileSize: bytes.count, wallClockZone: wallClockZone)
        } catch {
            throw ImportError(file: file, line: nil, reason: error.message)
        }
    }
}
