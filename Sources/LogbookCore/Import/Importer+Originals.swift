import Foundation
import LogbookFormats
import LogbookSQLite

extension Importer {
    /// Keeps the bytes of `input`, a new file recorded under `sha256`, inside the caller's
    /// transaction (so a file is stored with its original or not at all), or records that
    /// they were not kept (`ImportOptions.keepsOriginals` off). A dry run writes nothing.
    /// `packed` is its original compressed on the worker that built it, when it was.
    func keepOriginal(
        of input: ImportInput, packed: PackedOriginal? = nil, sha256: String, at importedAt: Int64, in database: Database
    ) throws {
        guard !options.dryRun else { return }
        let tables = KeptOriginalTables(database: database)
        guard options.keepsOriginals else { return try tables.decline(sha256: sha256, at: importedAt) }
        do {
            if let packed { return try tables.keep(packed, sha256: sha256, at: importedAt) }
            try tables.keep(input, sha256: sha256, at: importedAt)
        } catch let error as OriginalCodecError {
            throw ImportError(file: input.displayName, line: nil, reason: "cannot keep its original (\(error.reason)); nothing of it was stored")
        }
    }

    /// `result`, the duplicate that `input` is of a file imported before originals were kept,
    /// once its bytes are kept (in a transaction of their own): importing the file again is how
    /// a runner fills in the originals of an older logbook. A file whose original import decided
    /// about already (kept, not kept, dropped) is left so. A failure to keep it is a warning:
    /// the file is still the duplicate it is.
    func keptIfMissing(_ result: FileImportResult, _ input: ImportInput, sha256: String, in database: Database) throws -> FileImportResult {
        let tables = KeptOriginalTables(database: database)
        guard options.keepsOriginals, !options.dryRun, try tables.original(sha256: sha256) == nil else { return result }
        var result = result
        let importedAt = Int64(options.now.timeIntervalSince1970)
        do {
            try database.inTransaction {
                if try tables.original(sha256: sha256) == nil { try tables.keep(input, sha256: sha256, at: importedAt) }
            }
        } catch let error as ImportError {
            result.warnings.append("its original was not kept: \(error.reason)")
        } catch let error as OriginalCodecError {
            result.warnings.append("its original was not kept: \(error.reason)")
        } catch let error as SQLiteError where error.isDiskFull {
            result.warnings.append("its original was not kept: the disk is full (\(error.message))")
        }
        return result
    }

    /// `built` with the original of `input` compressed (`KeptOriginalTables.pack`), on the
    /// worker thread that built it, so that the thread storing the files only inserts it: for a
    /// file held in memory whose runs are stored in one transaction, when originals are kept.
    /// A failure leaves it to be compressed in the transaction, which then reports it.
    func packedOriginal(of input: ImportInput, in built: Built) throws -> Built {
        guard options.keepsOriginals, !options.dryRun, !built.streams, case .data = input.source else { return built }
        var built = built
        built.packed = try? KeptOriginalTables.pack(input)
        return built
    }
}
