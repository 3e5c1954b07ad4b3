import Foundation

/// A local HTTP server for the Weather tests: Python's `http.server` on 127.0.0.1 at a free port, serving the
/// fixture files the tests write under a temporary folder. The first path component picks the behaviour:
/// `/error/...` answers 500, `/slow/...` answers after 30 s, anything else serves the file at that path (the
/// query is ignored). Every request's path is appended to `requests.log` in the folder. The server ends when its
/// owner goes, or when the test process ends (it watches its stdin).
final class ForecastServer {
    let root: URL
    let port: Int
    private let process: Process
    /// The server's stdin: closing it ends the server.
    private let input = Pipe()

    private static let script = """
        import http.server, os, sys, threading, time
        root = sys.argv[1]
        # The test process holds our stdin; when it ends, for any reason, so do we.
        threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=root, **kwargs)
            def do_GET(self):
                with open(os.path.join(root, "requests.log"), "a") as log:
                    log.write(self.path + "\\n")
                first = self.path.split("/")[1]
                if first == "error":
                    self.send_error(500, "fixture error")
                    return
                if first == "slow":
                    time.sleep(30)
                super().do_GET()
            def log_message(self, *args):
                pass
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """

    /// Writes `files` (paths relative to the served folder) and starts the server.
    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-forecast-\(UUID().uuidString)")
        for (path, contents) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
        let script = root.appendingPathComponent("server.py")
        try Data(Self.script.utf8).write(to: script)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, root.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "the fixture server did not say its port"])
        }
        self.port = port
    }

    deinit {
        // The server can inherit SIGTERM blocked from the test process, so it is killed outright.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: root)
    }

    /// The address of `path` on this server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? root
    }

    /// The paths requested so far, in order.
    var requests: [String] {
        let log = (try? String(contentsOf: root.appendingPathComponent("requests.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").map(String.init)
    }
}
