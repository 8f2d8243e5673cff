import Foundation
import XCTest

/// A map tile server on 127.0.0.1 for the browser tests: Python's `http.server`, answering
/// every GET with one 256-pixel PNG and writing each path it was asked for to a log file
/// before it answers (so that a tile the browser has is in the log). It says its port on a
/// pipe; `stop` ends it (it also ends when its standard input closes).
final class TileServer {
    /// The port it listens on.
    let port: Int
    /// The log of the paths asked for, one a line.
    let log: String
    private let process: Process
    private let input: Pipe

    /// The server's script.
    private static let script = """
        import http.server, struct, sys, threading, zlib
        def chunk(kind, data):
            return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
        rows = (b'\\x00' + b'\\xa0\\xc0\\xa0' * 256) * 256
        PNG = b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 256, 256, 8, 2, 0, 0, 0)) \\
            + chunk(b'IDAT', zlib.compress(rows)) + chunk(b'IEND', b'')
        log = open(sys.argv[1], 'a', buffering=1)
        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                log.write(self.path + '\\n')
                log.flush()
                self.send_response(200)
                self.send_header('Content-Type', 'image/png')
                self.send_header('Content-Length', str(len(PNG)))
                self.end_headers()
                self.wfile.write(PNG)
            def log_message(self, *args):
                pass
        server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), Handler)
        print('PORT %d' % server.server_address[1], flush=True)
        threading.Thread(target=lambda: (sys.stdin.read(), server.shutdown()), daemon=True).start()
        server.serve_forever()
        """

    /// Starts the server, logging to `log`; skips the test when there is no `python3`.
    init(log: String) throws {
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("python3 is not installed: the tile server of the basemap browser test cannot start")
        }
        self.log = log
        FileManager.default.createFile(atPath: log, contents: nil)
        process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", Self.script, log]
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // The port line is the signal that it listens.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let words = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard words.hasPrefix("PORT "), let port = Int(words.dropFirst(5)) else {
            process.terminate()
            throw XCTSkip("the tile server did not start: '\(words)'")
        }
        self.port = port
    }

    /// The paths asked for so far, in order.
    func asked() throws -> [String] {
        try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// Ends the server and waits for it.
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
