import Foundation
import LogbookAnalysis
import LogbookFormats
import LogbookModel
import LogbookSQLite
import LogbookStore
import LogbookSupport

/// Imports files into the logbook: one transaction per file, duplicates recognised,
/// every run built and guarded by the same code whatever the format.
public struct Importer: Sendable {
    /// Time zone, thresholds, dry run.
    public var options: ImportOptions

    /// Creates an importer.
    public init(options: ImportOptions) {
        self.options = options
    }

    /// Imports one file. Never throws for a bad file: it returns a `rejected` result and
    /// leaves the database exactly as before. Throws only when the database itself
    /// cannot be used (damaged, read-only), which no later file would escape either.
    public func importFile(_ input: ImportInput, into database: Database) throws -> FileImportResult {
        try importFile(start(input, knownIn: database), into: database)
    }

    /// Hashes `input` and, unless `database` already holds a file with the same bytes,
    /// starts reading and building it on a worker thread, to be stored later with
    /// `importFile(_:into:)`: starting the next file before storing this one lets the
    /// next one's parsing overlap with this one's inserts.
    ///
    /// This is the one place that decides whether a file is parsed, whatever its format or
    /// where it came from (a path, standard input, an archive member): a file whose hash
    /// is known is never parsed, so a re-import of known files costs little more than
    /// reading and hashing them. The hash is looked up again inside the write transaction,
    /// for a file stored in the meantime (by another process, or earlier in this import).
    public func start(_ input: ImportInput, knownIn database: Database) -> StartedImport {
        let input = Self.readOnce(input)
        let hash: String
        do {
            hash = try Self.contentHash(observed(input, .hashing), shouldContinue: { !options.isCancelled() })
        } catch {
            return StartedImport(input: input, stage: .failed(error))
        }
        // A lookup that fails (a damaged database) leaves the file to the transaction,
        // which meets the same failure and reports it.
        if let file = try? RunStore(database: database).importedFile(sha256: hash) {
            return StartedImport(input: input, stage: .known(hash: hash, file: KnownFile(fileID: file.fileID, runIDs: file.runIDs)))
        }
        // Ctrl-C stops the work too, so that an interrupted import need not wait for it.
        let parsed = observed(input, .reading)
        let task = BackgroundTask { [self] shouldContinue in
            try packedOriginal(of: parsed, in: try build(parsed, shouldContinue: { shouldContinue() && !options.isCancelled() }, streaming: true))
        }
        return StartedImport(input: input, stage: .building(hash: hash, build: task))
    }

    /// Starts `input` on a worker thread that reads it (into memory when small, see
    /// `readOnce`), hashes it and, unless `known` holds the hash, builds it, to be stored
    /// later with `importFile(_:into:)`: what `start(_:knownIn:)` does, with the reading and
    /// hashing off the storing thread too, which every file waits for. A file stored after
    /// `known` was taken is parsed and then recognised inside its write transaction.
    public func start(_ input: ImportInput, known: KnownHashes) -> StartedImport {
        let task = BackgroundTask { [self] shouldContinue -> PreparedFile in
            let going = { shouldContinue() && !options.isCancelled() }
            let input = Self.readOnce(input)
            let hash = try Self.contentHash(observed(input, .hashing), shouldContinue: going)
            if known.contains(hash) { return .known(hash: hash, input: input) }
            let built = try build(observed(input, .reading), shouldContinue: going, streaming: true)
            return .built(hash: hash, input: input, build: try packedOriginal(of: input, in: built))
        }
        return StartedImport(input: input, stage: .preparing(task))
    }

    /// `input`, telling `options.progress` how far `stage` has come, when it is read in chunks
    /// from disk or an archive (a file held in memory is read in a moment).
    func observed(_ input: ImportInput, _ stage: ReadProgress.Stage) -> ImportInput {
        guard let progress = options.progress else { return input }
        if case .data = input.source { return input }
        var observed = input
        let total = input.byteCount, file = input.displayName
        observed.readObserver = { before, after in
            if ReadProgress.isDue(before: before, after: after, total: total) {
                progress(ReadProgress(file: file, stage: stage, bytes: after, total: total))
            }
        }
        return observed
    }

    /// What building a file gives: its format, its runs, the file's warnings, and the hash
    /// of the bytes that were parsed when they were read again from disk (see `ReadPassHashes`).
    /// A format read run by run (`FormatEntry.readEach`) is only recognised when `streams`:
    /// it is read while it is stored (`storeStreamed`), so its runs never all sit in memory.
    /// `packed`: the file's original, compressed on the worker (see `packedOriginal`).
    typealias Built = (
        format: FileFormat, runs: [BuiltRun], warnings: [String], parsedHash: String?, streams: Bool, packed: PackedOriginal?
    )

    /// Imports a file whose build `start` began, as `importFile(_:into:)` does.
    public func importFile(_ started: StartedImport, into database: Database) throws -> FileImportResult {
        let input = started.input
        do {
            return try importChecked(started, into: database)
        } catch let skip as ImportSkip {
            return .skipped(input.displayName, reason: skip.reason)
        } catch let error as ImportError {
            if input.isMember, let reason = ActivityAbsence.skipReason(for: error) {
                return .skipped(input.displayName, reason: reason)
            }
            return FileImportResult(file: input.displayName, status: .rejected, error: error)
        } catch let error as SpoolError {
            return FileImportResult(file: input.displayName, status: .rejected, error: Self.spoolError(error.reason, file: input.displayName))
        } catch let error as SQLiteError {
            let reason = try Self.storeFailure(error, file: input.displayName, storedPart: "nothing of this file was stored")
            return FileImportResult(file: input.displayName, status: .rejected, error: ImportError(file: input.displayName, line: nil, reason: reason))
        }
    }

    /// Why `error` stopped a file's (or a run's) transaction, for its rejection: the disk is
    /// full, with `storedPart` saying what was kept, or the store's own message. Rethrows what
    /// no later file would fare better with: damage, a read-only logbook, one that another
    /// process holds for a minute; and Ctrl-C stopping a statement (as `ImportInterrupted`).
    static func storeFailure(_ error: SQLiteError, file: String, storedPart: String) throws -> String {
        if error.code ~= .interrupt { throw ImportInterrupted(file: file) }
        if error.isCorruption || error.code ~= .readOnly || error.code ~= .busy { throw error }
        return error.isDiskFull ? "the disk is full (\(error.message)); \(storedPart)" : "cannot store it: \(error.message)"
    }

    /// Reads and builds every run of a file without touching any database.
    public func build(_ input: ImportInput) throws -> (format: FileFormat, runs: [BuiltRun], warnings: [String]) {
        let built = try build(input, shouldContinue: { true })
        return (built.format, built.runs, built.warnings)
    }

    /// Reads and builds every run of a file; a GPX read stops with `CancellationError`
    /// once `shouldContinue` returns false (it is asked before each chunk). A file read
    /// from disk is hashed as it is parsed, and refused when two of its reads disagree.
    func build(_ input: ImportInput, shouldContinue: () -> Bool, streaming: Bool = false) throws -> Built {
        let format = try Self.format(of: input)
        if streaming, format.entry.readEach != nil { return (format, [], [], nil, true, nil) }
        var input = input
        let passes = input.isReadAgainFromDisk ? ReadPassHashes() : nil
        input.readPasses = passes
        var activities = try format.entry.read(
            input, ReaderSettings(spooling: options.spooling, zone: options.zone), shouldContinue)
        if let joined = input.exportWords?.joinedRowLines, !joined.isEmpty {
            // An export's summary rows whose files are in the export: the files bring those runs.
            activities.removeAll { joined.contains($0.line) }
            if activities.isEmpty {
                throw ImportSkip(file: input.displayName, reason: "every row stands for an activity file of the export")
            }
        }
        var runs: [BuiltRun] = []
        var warnings: [String] = []
        // One spool for the samples of every run of the file: long runs go to a temporary
        // file instead of memory (see `Spool`).
        let samples = Spool<Sample>(options.spooling)
        let rules = runRules
        for activity in activities {
            if let built = buildRun(activity, of: input, rules: rules, samplesInto: samples, warnings: &warnings) {
                runs.append(built)
            }
        }
        if let failure = activities.lazy.compactMap(\.points.failure).first ?? samples.failure {
            throw Self.spoolError(failure, file: input.displayName)
        }
        if runs.isEmpty { throw noRunError(activities.count == 1 ? activities.first : nil, count: activities.count, file: input.displayName) }
        return (format, runs, warnings, try passes?.agreedHash(file: input.displayName), false, nil)
    }

    /// The format of `input`, sniffed from its first bytes (never its name).
    static func format(of input: ImportInput) throws -> FileFormat {
        var prefix = try input.prefix(FormatSniffer.prefixLength)
        if prefix.isEmpty { throw ImportError(file: input.displayName, line: nil, reason: "the file is empty", noActivity: .unknownFormat) }
        // A comment longer than the prefix before the root element: look further.
        if FormatSniffer.mayNeedMore(prefix) { prefix = try input.prefix(FormatSniffer.longPrefixLength) }
        guard let format = FormatSniffer.detect(prefix) else {
            throw ImportError(
                file: input.displayName, line: 1, reason: "unknown format: not a \(FileFormat.displayNames) file",
                noActivity: .unknownFormat)
        }
        return format
    }

    /// The rules runs are built by in this import.
    var runRules: RunBuilderRules {
        var rules = RunBuilderRules.standard
        rules.distanceSource = options.distanceSource
        rules.movingSource = options.movingSource
        rules.now = options.now.timeIntervalSince1970
        rules.zoneIsOption = options.zoneIsOption
        rules.zoneFromPosition = true
        return rules
    }

    /// Builds one activity of `input` into a run, its samples appended to `samples`; nil,
    /// with a warning, for an activity with nothing to build (no time at all).
    func buildRun(
        _ activity: ParsedActivity, of input: ImportInput, rules: RunBuilderRules, samplesInto samples: Spool<Sample>,
        warnings: inout [String]
    ) -> BuiltRun? {
        var activity = activity
        // FIT `generic` and TCX `Other` state no sport either: an export's word wins over them.
        let statesSport = !SportInference.isUnstated(activity.rawSport)
        if !statesSport, let sport = input.exportWords?.fixed?.sport { activity.rawSport = sport }
        guard var built = RunBuilder.build(
            activity, zone: options.zone, thresholds: options.thresholds, rules: rules, samplesInto: samples)
        else {
            warnings.append(RunBuilder.noPointsError(activity, file: input.displayName, rules: rules).description)
            return nil
        }
        input.exportWords?.apply(to: &built.run, fileStatesSport: statesSport)
        built.line = activity.line
        // Here, on the worker, rather than on the thread that stores the runs.
        built.foundDerivations = FoundDerivations.find(in: built.sampleList, jumpVerdict: built.foundDerivations.jumpVerdict)
        return built
    }

    /// The rejection of a file none of whose `count` activities gave a run; `only` is its
    /// one activity, when it has one, to say why (a start outside the believable window).
    func noRunError(_ only: ParsedActivity?, count: Int, file: String) -> ImportError {
        var reason = "no run with a usable time in this file"
        if let only {
            let why = RunBuilder.noPointsError(only, file: file, rules: runRules).reason
            if why != RunBuilder.noTimedPointsReason { reason += ": " + why }
        }
        return ImportError(file: file, line: only.flatMap { $0.line > 0 ? $0.line : nil }, reason: reason)
    }

    private func importChecked(_ started: StartedImport, into database: Database) throws -> FileImportResult {
        let input = started.input
        let store = RunStore(database: database, thresholds: options.thresholds)
        // `start` hashed the file and looked the hash up; only a new file is being built, on
        // a worker thread (begun usually while the file before was being stored).
        defer { started.cancel() }
        let hash: String, built: Built, builtFrom: StartedImport
        switch started.stage {
        case .failed(is CancellationError):
            throw ImportInterrupted(file: input.displayName)
        case .failed(let error):
            throw error
        case .known(let digest, let known):
            return hashed(try keptIfMissing(try duplicate(input.displayName, of: known, in: database), input, sha256: digest, in: database), digest)
        case .building(let digest, let task):
            (hash, built, builtFrom) = (digest, try awaitWork(task, file: input.displayName), started)
        case .preparing(let task):
            switch try awaitWork(task, file: input.displayName) {
            case .known(let digest, let inMemory):
                if let file = try store.importedFile(sha256: digest) {
                    let known = try duplicate(input.displayName, of: KnownFile(fileID: file.fileID, runIDs: file.runIDs), in: database)
                    return hashed(try keptIfMissing(known, inMemory, sha256: digest, in: database), digest)
                }
                // Gone since the session began (another process deleted it): a new file again,
                // built here from the bytes the worker hashed (not read a second time).
                (hash, built) = (digest, try build(observed(inMemory, .reading), shouldContinue: { !options.isCancelled() }, streaming: true))
                builtFrom = started.reading(inMemory)
            case .built(let digest, let inMemory, let build):
                (hash, built, builtFrom) = (digest, build, started.reading(inMemory))
            }
        }
        let (format, builtRuns, buildWarnings, parsedHash, streams, packed) = built
        if streams { return hashed(try storeStreamed(builtFrom, hash: hash, format: format, into: database), hash) }
        // The bytes parsed are what is recorded: a file rewritten after it was hashed is
        // known by its new bytes (and may turn out to be a duplicate of them).
        let recordedHash = parsedHash ?? hash
        if options.isCancelled() { throw ImportInterrupted(file: input.displayName) }
        let importedAt = Int64(options.now.timeIntervalSince1970)
        var result = FileImportResult(file: input.displayName, status: .duplicate)
        result.sha256 = recordedHash
        result.warnings = buildWarnings + builtRuns.flatMap(\.warnings)
        do {
            try database.inTransaction {
                // Another process may have imported the same file while this one parsed it.
                if let known = try store.importedFile(sha256: recordedHash) {
                    result.runs = try RunQueries(database: database).runs(ids: known.runIDs).map(ImportedRun.init)
                    result.duplicateOf = known.runIDs.first
                    throw DryRunRollback()
                }
                let fileID = try store.recordFile(sha256: recordedHash, name: input.displayName, format: format.storedName, importedAt: importedAt)
                try keepOriginal(of: builtFrom.input, packed: packed, sha256: recordedHash, at: importedAt, in: database)
                for built in builtRuns {
                    let (run, outcome) = try storeRun(built, fileID: fileID, importedAt: importedAt, store: store)
                    result.count(run, outcome)
                }
                if options.isCancelled() { throw ImportInterrupted(file: input.displayName) }
                if options.dryRun { throw DryRunRollback() }
            }
        } catch is DryRunRollback {
            // Rolled back on purpose: a dry run, or a file another process just imported.
        }
        return result
    }

    /// Stores one built run of the file `fileID`, inside the caller's transaction: a new run,
    /// the richer copy replacing the stored copy of the same run, or a duplicate. Words come
    /// from every copy (a copy without a name never erases one); numbers and samples from the
    /// best one. The run is returned with the id it is stored under (none in a dry run, whose
    /// insert is rolled back).
    func storeRun(_ built: BuiltRun, fileID: Int64, importedAt: Int64, store: RunStore) throws -> (Run, StoredRunOutcome) {
        var run = built.run
        let sources = RunSourceTables(database: store.database)
        guard let match = try store.findDuplicate(of: run) else {
            let id = try store.save(RunAnalysis.analyze(built, thresholds: store.thresholds), .new(fileID: fileID, importedAt: importedAt))
            try sources.add(runID: id, fileID: fileID, status: .first)
            // A dry run rolls the insert back: the id would be a promise it cannot keep.
            run.id = options.dryRun ? nil : id
            return (run, .inserted)
        }
        // What the runner set with `logbook edit` comes from no file and stays.
        let stored = match.isQuarantined ? RunWords() : try store.words(ofRun: match.id)
        let words = RunWordMerge.merged(
            stored: stored, arriving: RunWordMerge.words(of: run), edited: match.editedFields)
        let outcome: StoredRunOutcome
        let decision = RunRichness(built).decide(match.richness)
        if decision.rank == .above {
            var best = built
            RunWordMerge.apply(words, to: &best.run)
            best.run.rulings.copy = CopyRuling(
                kept: built.run.source, setAside: match.richness.format ?? CopyRuling.unknownFormat, keptArrived: true,
                criterion: decision.criterion)
            if !match.editedFields.isEmpty, let edited = try RunQueries(database: store.database).run(id: match.id) {
                best = EditedValues.kept(from: edited, in: best, thresholds: options.thresholds)
            }
            try store.save(
                RunAnalysis.analyze(best, thresholds: store.thresholds),
                .betterCopy(runID: match.id, fileID: fileID, importedAt: importedAt))
            try sources.add(runID: match.id, fileID: fileID, status: .upgradedBy)
            run = best.run
            outcome = .upgraded
        } else {
            if !match.isQuarantined && words != stored { try store.setWords(words, ofRun: match.id) }
            try store.setCopyRuling(
                CopyRuling(
                    kept: match.richness.format ?? CopyRuling.unknownFormat, setAside: built.run.source, keptArrived: false,
                    criterion: decision.criterion),
                ofRun: match.id, quarantined: match.isQuarantined)
            try sources.add(runID: match.id, fileID: fileID, status: .duplicateOf, quarantined: match.isQuarantined)
            outcome = .duplicate
        }
        run.id = match.id
        return (run, outcome)
    }

    /// `result` with the hash of the bytes it was made from.
    private func hashed(_ result: FileImportResult, _ sha256: String) -> FileImportResult {
        var result = result
        result.sha256 = sha256
        return result
    }

    /// The result for a file whose bytes the logbook already holds, as `known`.
    private func duplicate(_ file: String, of known: KnownFile, in database: Database) throws -> FileImportResult {
        FileImportResult(
            file: file, status: .duplicate, runs: try RunQueries(database: database).runs(ids: known.runIDs).map(ImportedRun.init),
            duplicateOf: known.runIDs.first, warnings: [])
    }

    /// The value of a started file's work; a worker stopped by Ctrl-C is an interrupted import.
    private func awaitWork<Value>(_ task: BackgroundTask<Value>, file: String) throws -> Value {
        do {
            return try task.result()
        } catch is CancellationError {
            throw ImportInterrupted(file: file)
        }
    }

    /// The error for a file whose long track could not be kept in a temporary file.
    static func spoolError(_ failure: String, file: String) -> ImportError {
        ImportError(
            file: file, line: nil,
            reason: "\(failure); long tracks are kept in a temporary file while they are imported "
                + "(set TMPDIR to a writable folder with free space); nothing of this file was stored")
    }

    /// The input with its bytes in memory when it is a regular file of at most
    /// `ImportInput.wholeReadLimit` bytes (a 1-hour GPX is under 1 MB): it is then read once, in a
    /// few large reads, instead of twice (hash, then parse) in 256 KiB chunks that
    /// `FileHandle` fetches 4 KiB at a time. Larger files, and files that cannot be read
    /// this way, are left to be streamed, so memory never grows with the file and read
    /// errors keep their usual message.
    static func readOnce(_ input: ImportInput) -> ImportInput {
        guard case .file(let url) = input.source else { return input }
        var info = stat()
        guard stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= ImportInput.wholeReadLimit,
            let data = try? Data(contentsOf: url)
        else { return input }
        var inMemory = ImportInput(data: data, displayName: input.displayName)
        inMemory.exportWords = input.exportWords
        inMemory.companions = input.companions
        inMemory.isMember = input.isMember
        return inMemory
    }

    /// SHA-256 of the file's bytes.
    public static func contentHash(_ input: ImportInput) throws -> String {
        try contentHash(input, shouldContinue: { true })
    }

    /// SHA-256 of the file's bytes; stops with `CancellationError` once `shouldContinue`
    /// returns false (it is asked before each chunk).
    static func contentHash(_ input: ImportInput, shouldContinue: () -> Bool) throws -> String {
        let digest = try SHA256()
        var cancelled = false
        try input.forEachChunk { chunk in
            guard shouldContinue() else {
                cancelled = true
                return false
            }
            digest.update(chunk)
            return true
        }
        if cancelled { throw CancellationError() }
        return try digest.finalizeHex()
    }
}

/// Thrown inside an import transaction to roll it back on purpose.
struct DryRunRollback: Error {}
