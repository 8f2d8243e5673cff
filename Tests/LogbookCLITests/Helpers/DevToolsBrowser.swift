import Foundation

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`):
/// Chromium reads commands from its descriptor 3 and writes replies and events to its
/// descriptor 4, each a JSON object ended by a NUL byte. A pipe needs no port, no HTTP and no
/// WebSocket framing, so the client is this file and Foundation, no outside package. Both
/// descriptors are one end of a socket pair, so that a browser that died makes a write fail
/// (`MSG_NOSIGNAL`) instead of raising SIGPIPE in the test process.
///
/// A class because it owns the child process and its socket; `close()` ends the browser
/// (`Browser.close`) and waits for it.
final class DevToolsBrowser {
    /// One page visited: every request the page made, as the browser's network events saw
    /// them, and every console message, log entry and uncaught exception, in order.
    struct Visit {
        /// The URL of every `Network.requestWillBeSent`, the page's own first.
        var requests: [String] = []
        /// Every `Runtime.consoleAPICalled`, `Runtime.exceptionThrown` and `Log.entryAdded`, as text.
        var messages: [String] = []
    }

    /// What went wrong talking to the browser.
    struct Failure: Error, CustomStringConvertible {
        /// In words.
        let description: String
    }

    private let pid: pid_t
    private let socket: Int32
    private var pending = Data()
    private var nextID = 0
    private var session = ""
    private var visit = Visit()
    private var closed = false

    /// Starts `binary` headless with a fresh profile in `profile`, `home` as its HOME, every
    /// connection sent to a dead proxy (so nothing that got past a page's policy leaves the
    /// machine), and opens one tab of `width` x `height` CSS pixels with the `Page`,
    /// `Network`, `Runtime` and `Log` domains enabled.
    init(binary: String, profile: String, home: String, width: Int = 1100, height: Int = 1400) throws {
        let ends = try Self.socketPair()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // dup2 clears close-on-exec on the copies; every other descriptor keeps it.
        posix_spawn_file_actions_adddup2(&actions, ends.browser, 3)
        posix_spawn_file_actions_adddup2(&actions, ends.browser, 4)
        let words = [
            binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-pipe",
            "--user-data-dir=" + profile, "--proxy-server=127.0.0.1:9", "about:blank",
        ]
        let environment = ["PATH=/usr/bin:/bin", "HOME=" + home, "TZ=UTC"]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, envp)
        Glibc.close(ends.browser)
        guard spawned == 0 else {
            Glibc.close(ends.mine)
            throw Failure(description: "posix_spawn \(binary): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        self.socket = ends.mine
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no targetId in \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw Failure(description: "no sessionId in \(attached)") }
        self.session = session
        for domain in ["Page", "Network", "Runtime", "Log"] { _ = try send(domain + ".enable", session: session) }
        _ = try send(
            "Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false],
            session: session)
    }

    deinit { close() }

    /// Loads `url` in the tab and waits for its load event; returns what the page requested
    /// and logged from the navigation to then (and during the `settle` seconds after it).
    func visit(_ url: String, settle: Double = 0.2) throws -> Visit {
        visit = Visit()
        let navigated = try send("Page.navigate", ["url": url], session: session)
        if let error = navigated["errorText"] as? String { throw Failure(description: "navigating to \(url): \(error)") }
        try receive(until: { $0["method"] as? String == "Page.loadEventFired" }, seconds: 30)
        try receive(until: nil, seconds: settle)
        return visit
    }

    /// The page's document as HTML (what `--dump-dom` prints).
    func dom() throws -> String {
        let result = try send(
            "Runtime.evaluate", ["expression": "document.documentElement.outerHTML", "returnByValue": true], session: session)
        guard let value = (result["result"] as? [String: Any])?["value"] as? String else {
            throw Failure(description: "no document in \(result)")
        }
        return value
    }

    /// The value of the JavaScript `expression` evaluated in the page (a number, string,
    /// boolean or array of them).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true], session: session)
        if let thrown = result["exceptionDetails"] { throw Failure(description: "\(expression) threw \(thrown)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Makes the tab `width` x `height` CSS pixels; `mobile` as a phone is (its viewport
    /// taken from the page's `<meta name="viewport">`).
    func resize(width: Int, height: Int, mobile: Bool) throws {
        _ = try send(
            "Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile],
            session: session)
    }

    /// A PNG of the tab's viewport.
    func screenshot() throws -> Data {
        let result = try send("Page.captureScreenshot", ["format": "png"], session: session)
        guard let text = result["data"] as? String, let png = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot in the reply")
        }
        return png
    }

    /// Closes the browser and waits for it to end.
    func close() {
        guard !closed else { return }
        closed = true
        _ = try? send("Browser.close", seconds: 10)
        Glibc.close(socket)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Sends `method` with `params` (to the tab's `session`, or the browser) and returns the
    /// reply's `result`, recording the events that arrive before it.
    private func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil, seconds: Double = 30) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var bytes = try JSONSerialization.data(withJSONObject: message)
        bytes.append(0)
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.send(socket, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, Int32(MSG_NOSIGNAL))
                guard written > 0 else { throw Failure(description: "writing \(method) to the browser: \(String(cString: strerror(errno)))") }
                offset += written
            }
        }
        let reply = try receive(until: { $0["id"] as? Int == id }, seconds: seconds) ?? [:]
        if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
        return reply["result"] as? [String: Any] ?? [:]
    }

    /// Reads messages, recording each event, until one satisfies `done` (returned) or
    /// `seconds` pass: an error when `done` was given, else the end of the wait (nil).
    @discardableResult
    private func receive(until done: (([String: Any]) -> Bool)?, seconds: Double) throws -> [String: Any]? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            while let end = pending.firstIndex(of: 0) {
                let bytes = pending[pending.startIndex..<end]
                pending = Data(pending[pending.index(after: end)...])
                guard let message = try JSONSerialization.jsonObject(with: bytes) as? [String: Any] else { continue }
                record(message)
                if let done, done(message) { return message }
            }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 {
                guard done == nil else { throw Failure(description: "no reply from the browser in \(seconds) s") }
                return nil
            }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(socket, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            pending.append(contentsOf: chunk[0..<count])
        }
    }

    /// Adds an event of the tab to the visit: a request's URL, or a message in words.
    private func record(_ message: [String: Any]) {
        guard let method = message["method"] as? String, let params = message["params"] as? [String: Any] else { return }
        switch method {
        case "Network.requestWillBeSent":
            visit.requests.append(((params["request"] as? [String: Any])?["url"] as? String) ?? "(a request without a URL)")
        case "Runtime.consoleAPICalled":
            let words = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }
            visit.messages.append("console.\(params["type"] ?? "?"): " + words.joined(separator: " "))
        case "Runtime.exceptionThrown":
            let details = params["exceptionDetails"] as? [String: Any] ?? [:]
            let exception = (details["exception"] as? [String: Any])?["description"] ?? details["text"] ?? ""
            visit.messages.append("exception: \(exception)")
        case "Log.entryAdded":
            let entry = params["entry"] as? [String: Any] ?? [:]
            visit.messages.append("log \(entry["level"] ?? "?") (\(entry["source"] ?? "?")): \(entry["text"] ?? "") \(entry["url"] ?? "")")
        default: break
        }
    }

    /// A connected pair of stream sockets, both closing on exec, numbered above 4 (so that
    /// the child's `dup2` onto 3 and 4 always copies): one end for the browser, one for us.
    private static func socketPair() throws -> (mine: Int32, browser: Int32) {
        var ends: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw Failure(description: "socketpair: \(String(cString: strerror(errno)))")
        }
        let mine = fcntl(ends[0], F_DUPFD_CLOEXEC, 10), browser = fcntl(ends[1], F_DUPFD_CLOEXEC, 10)
        Glibc.close(ends[0])
        Glibc.close(ends[1])
        guard mine >= 0, browser >= 0 else { throw Failure(description: "fcntl: \(String(cString: strerror(errno)))") }
        return (mine, browser)
    }
}
