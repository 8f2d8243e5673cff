import Foundation
import LogbookTestSupport

/// The environment every test runs the binary in: UTC, no colour, a home that does not
/// exist and `XDG_CONFIG_HOME` at an empty folder of its own, so that neither the
/// developer's logbook nor their config file (`~/.config/logbook/config`) can change what
/// a test sees (nor the machine's mounted drives, for `sync`). A test that wants a config
/// file points `XDG_CONFIG_HOME` elsewhere.
enum CLIEnvironment {
    /// An empty folder made once per test process, the config home of every run.
    static let emptyConfigHome: String = (try? ScratchFolder())?.url.path ?? "/nonexistent-config-home"

    /// The variables, before a test's own.
    static var base: [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent-home", "TZ": "UTC", "NO_COLOR": "1", "XDG_CONFIG_HOME": emptyConfigHome,
         // No real mount is ever synced: a test names its own roots.
         "LOGBOOK_MOUNT_ROOTS": ""]
    }

    /// `base` with `extra` over it.
    static func with(_ extra: [String: String]) -> [String: String] {
        base.merging(extra) { _, given in given }
    }

    /// `base` with `extra` (`NAME=value` words) over it, as `NAME=value` words in name order.
    static func words(with extra: [String]) -> [String] {
        var variables = base
        for word in extra {
            guard let equals = word.firstIndex(of: "=") else { continue }
            variables[String(word[..<equals])] = String(word[word.index(after: equals)...])
        }
        return variables.keys.sorted().map { "\($0)=\(variables[$0] ?? "")" }
    }
}
