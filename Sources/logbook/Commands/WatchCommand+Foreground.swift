import Foundation
import LogbookCore
import LogbookSupport

/// `logbook watch` in the foreground: inotify on the watched folders, each complete file imported.
extension WatchCommand {
    /// How long one wait for the kernel's events lasts before the flags and the missing
    /// folders are looked at again: 200 ms, the most a folder that came back waits to be seen.
    static let waitMilliseconds: Int32 = 200

    /// Syncs every watched folder, then imports each file that is complete in one of them
    /// until Ctrl-C (130) or SIGTERM (0, after the file in hand).
    func runForeground(_ context: CommandContext) throws -> ExitCode {
        let logbook = try database.open(context, for: .write)
        let interrupt = CommandInterrupts.flag
        let terminate = InterruptFlag.catchingTerminations()
        var options = ImportOptions()
        options.isCancelled = { interrupt.isRaised || Interruption.isRaised }
        let places = try WatchedFolders(logbook).list()
        guard !places.isEmpty else { throw CommandFailure("No folder is watched: 'logbook watch add DIR' adds one.") }
        let watcher: FolderWatcher
        do { watcher = try FolderWatcher() } catch { throw CommandFailure(error.description) }
        var missing: [SyncPlace] = []
        /// Syncs `place` (the files `only` names, else all), a line per file read.
        func sync(_ place: SyncPlace, only: Set<String>? = nil) throws -> Bool {
            options.now = Date()
            let outcome = try DeviceSync(logbook).sync(place, options: options, only: only) { result in
                Console.line(Self.importLine(result))
            }
            return !outcome.interrupted
        }
        for place in places {
            if watcher.watch(place.root) {
                guard try sync(place) else { return .interrupted }
            } else {
                missing.append(place)
                Console.line("\(place.root): not there; watching for it to come back.")
            }
        }
        Console.line("Watching \(ImportTally.count(places.count, "folder", "folders")); Ctrl-C stops.")
        while !interrupt.isRaised && !terminate.isRaised {
            for event in watcher.next(waiting: Self.waitMilliseconds) {
                switch event {
                case .fileReady(let folder, let name):
                    guard let place = places.first(where: { $0.root == folder }) else { continue }
                    guard try sync(place, only: [name]) else { return .interrupted }
                case .subfolderAppeared(let folder):
                    guard let place = places.first(where: { $0.root == folder }) else { continue }
                    guard try sync(place) else { return .interrupted }
                case .folderGone(let folder):
                    guard let place = places.first(where: { $0.root == folder }) else { continue }
                    missing.append(place)
                    Console.line("\(folder): gone; watching for it to come back.")
                }
                if interrupt.isRaised { return .interrupted }
            }
            for place in missing where watcher.watch(place.root) {
                missing.removeAll { $0 == place }
                Console.line("\(place.root): back.")
                guard try sync(place) else { return .interrupted }
            }
        }
        return interrupt.isRaised ? .interrupted : .success
    }

    /// `…/run.fit: 1 new run` and the like: one line per file imported.
    static func importLine(_ result: FileImportResult) -> String {
        switch result.status {
        case .imported: "\(result.file): \(ImportTally.count(result.newRuns, "new run", "new runs"))"
        case .upgraded: "\(result.file): \(ImportTally.count(result.upgradedRuns, "run upgraded", "runs upgraded")) with a richer copy"
        case .duplicate: "\(result.file): nothing new"
        case .skipped: "\(result.file): skipped (\(result.reason ?? "no activity"))"
        case .rejected: "\(result.file): rejected: \(result.error?.description ?? "unreadable")"
        }
    }
}
