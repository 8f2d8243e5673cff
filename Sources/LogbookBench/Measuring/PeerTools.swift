import Foundation

/// The reference programs from `../shared/bench`, prepared in a cache folder: the
/// gpxpy peer in its own virtual environment, the C libxml2+SQLite ceiling compiled
/// with gcc, and the `sqlite3` CLI. Each one that cannot be prepared is left out with
/// a note saying why.
struct PeerTools {
    /// `limit_xml_sax` (compiled), or nil.
    var cCeiling: String?
    /// The reference `schema.sql` the C ceiling reads (via `SCHEMA`).
    var schema: String?
    /// The venv's python and `peer_gpxpy.py`, or nil.
    var python: String?, peerScript: String?
    /// The `sqlite3` command-line shell, or nil.
    var sqlite3: String?
    /// Why a tool is missing.
    var notes: [String] = []
    /// `Python 3.11.7, gpxpy 1.6.2` when the peer is ready.
    var pythonVersion: String?

    /// Looks for the tools; `bench` is `../shared/bench` or nil when absent.
    static func prepare(bench: URL?, cache: URL, withPeer: Bool, log: (String) -> Void) -> PeerTools {
        var tools = PeerTools()
        if ProcessRunner.output("sqlite3", ["-version"]).status == 0 {
            tools.sqlite3 = "sqlite3"
        } else {
            tools.notes.append("the sqlite3 CLI is not installed (apt-get install sqlite3): no stats anchor")
        }
        guard let bench else {
            tools.notes.append("../shared/bench is absent: logbook's own figures only")
            return tools
        }
        try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let source = bench.appendingPathComponent("limit_xml_sax.c").path
        let binary = cache.appendingPathComponent("limit_xml_sax").path
        if !FileManager.default.fileExists(atPath: binary) {
            log("compiling the C ceiling (gcc -O2 limit_xml_sax.c)")
            let result = ProcessRunner.output(
                "gcc", ["-O2", "-I/usr/include/libxml2", "-o", binary, source, "-lxml2", "-lsqlite3", "-lm"])
            if result.status != 0 { tools.notes.append("gcc could not build limit_xml_sax: \(result.text.prefix(300))") }
        }
        if FileManager.default.fileExists(atPath: binary) {
            tools.cCeiling = binary
            tools.schema = bench.appendingPathComponent("schema.sql").path
        }
        guard withPeer else {
            tools.notes.append("gpxpy peer skipped (--no-peer)")
            return tools
        }
        let venv = cache.appendingPathComponent("venv")
        let python = venv.appendingPathComponent("bin/python").path
        let probe = ["-c", "import sys, gpxpy; print('Python %s, gpxpy %s' % (sys.version.split()[0], gpxpy.__version__))"]
        var version = ProcessRunner.output(python, probe)
        if version.status != 0 {
            log("installing gpxpy into \(venv.path) (python3 -m venv; pip install gpxpy)")
            let created = ProcessRunner.output("python3", ["-m", "venv", venv.path])
            let installed = created.status == 0 ? ProcessRunner.output(python, ["-m", "pip", "install", "--quiet", "gpxpy"]) : created
            if installed.status != 0 {
                tools.notes.append("gpxpy peer skipped: could not install gpxpy (\(installed.text.suffix(200)))")
                return tools
            }
            version = ProcessRunner.output(python, probe)
        }
        if version.status == 0 {
            tools.python = python
            tools.peerScript = bench.appendingPathComponent("peer_gpxpy.py").path
            tools.pythonVersion = version.text.trimmingCharacters(in: .whitespacesAndNewlines)
        } else {
            tools.notes.append("gpxpy peer skipped: \(version.text.suffix(200))")
        }
        return tools
    }
}
