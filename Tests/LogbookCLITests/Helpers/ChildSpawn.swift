import Foundation

/// Starts the built `logbook` binary with `posix_spawn`, for the helpers that wait for it
/// themselves (to read its peak memory, or a pseudo-terminal): a small, fixed environment
/// (`CLIEnvironment`: UTC, no colour, no home, an empty config home) plus `extraEnvironment`.
enum ChildSpawn {
    /// Spawns `logbook arguments` with `actions` (its standard descriptors) and returns its pid.
    static func logbook(
        _ arguments: [String], actions: inout posix_spawn_file_actions_t, extraEnvironment: [String] = []
    ) throws -> pid_t {
        let words = [CLIRunner.binary.path] + arguments
        let environment = CLIEnvironment.words(with: extraEnvironment)
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, CLIRunner.binary.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(spawned)) }
        return pid
    }
}
