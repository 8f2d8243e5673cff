import Foundation
import LogbookCore
import LogbookSQLite

/// The machine and tool versions the figures were taken on.
struct MachineInfo {
    /// `2 cores (AMD EPYC ...), 23.4 GiB memory, Debian GNU/Linux 12, Linux 6.1`.
    var machine: String
    /// `Swift 6.3.1, SQLite 3.40.1 (library), libxml2 2.9.14, gcc 12.2.0, ...`.
    var versions: [String]

    /// Reads /proc, /etc/os-release and the tools' version flags.
    static func current(peers: PeerTools) -> MachineInfo {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
        let cpu = firstValue(in: "/proc/cpuinfo", key: "model name") ?? "unknown CPU"
        let os = firstValue(in: "/etc/os-release", key: "PRETTY_NAME", separator: "=")?
            .trimmingCharacters(in: CharacterSet(charactersIn: "\"")) ?? "Linux"
        var name = utsname()
        uname(&name)
        let kernel = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        var versions: [String] = []
        let swift = ProcessRunner.output("swift", ["--version"]).text
        if let line = swift.split(separator: "\n").first(where: { $0.contains("Swift version") }) {
            versions.append(String(line).replacingOccurrences(of: " (swift-", with: " (").trimmingCharacters(in: .whitespaces))
        }
        if let library = try? Database(path: ":memory:").scalar("SELECT sqlite_version()").stringValue {
            versions.append("SQLite \(library) (library)")
        }
        let xml = ProcessRunner.output("pkg-config", ["--modversion", "libxml-2.0"])
        if xml.status == 0 { versions.append("libxml2 \(xml.text.trimmingCharacters(in: .whitespacesAndNewlines))") }
        if peers.sqlite3 != nil {
            let cli = ProcessRunner.output("sqlite3", ["-version"]).text.split(separator: " ").first.map(String.init) ?? "?"
            versions.append("sqlite3 CLI \(cli)")
        }
        if peers.cCeiling != nil, let gcc = ProcessRunner.output("gcc", ["-dumpfullversion"]).text.split(separator: "\n").first {
            versions.append("gcc \(gcc) -O2")
        }
        if let python = peers.pythonVersion { versions.append(python) }
        return MachineInfo(
            machine: "\(cores) cores (\(cpu)), " + String(format: "%.1f", memory) + " GiB memory, \(os), Linux \(kernel)",
            versions: versions)
    }

    /// The 1-minute load average.
    static func loadAverage() -> Double {
        var loads = [0.0, 0.0, 0.0]
        return getloadavg(&loads, 3) > 0 ? loads[0] : 0
    }

    private static func firstValue(in path: String, key: String, separator: Character = ":") -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: separator, maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == key {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}
