import Foundation

/// The time from launching the Weather executable (built beside this one) to its first frame on screen, in a window
/// on a private Xvfb: the median of `runs`, as `window.launch_to_first_frame`. The app runs offline with `--stats`,
/// which prints a line when the first frame is presented; the time is taken when that line arrives. Skipped
/// without the executable or Xvfb.
func runWindowLaunchBenchmark(runs: Int = 10) throws {
    let weather = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Weather")
    let xvfb = URL(fileURLWithPath: "/usr/bin/Xvfb")
    guard FileManager.default.isExecutableFile(atPath: weather.path), FileManager.default.isExecutableFile(atPath: xvfb.path) else {
        FileHandle.standardError.write(Data("MeadowBench: no \(weather.path) or Xvfb; window.launch_to_first_frame skipped\n".utf8))
        return
    }
    let server = Process()
    server.executableURL = xvfb
    server.arguments = ["-displayfd", "1", "-screen", "0", "1024x1000x24", "-nolisten", "tcp", "-noreset"]
    let ready = Pipe()
    server.standardOutput = ready
    server.standardError = FileHandle.nullDevice
    try server.run()
    defer {
        server.terminate()
        server.waitUntilExit()
    }
    guard let display = readLine(from: ready.fileHandleForReading).flatMap({ Int($0) }) else {
        FileHandle.standardError.write(Data("MeadowBench: Xvfb did not start; window.launch_to_first_frame skipped\n".utf8))
        return
    }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-bench-window-cache")
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = ":\(display)"
    environment["SDL_VIDEODRIVER"] = "x11"
    environment["XDG_CACHE_HOME"] = cache.path
    var samples: [Double] = []
    for _ in 0..<runs {
        let app = Process()
        app.executableURL = weather
        app.arguments = ["--offline", "--stats"]
        app.environment = environment
        let output = Pipe()
        app.standardOutput = output
        let stopwatch = Stopwatch()
        try app.run()
        let line = readLine(from: output.fileHandleForReading)
        let elapsed = stopwatch.elapsedMilliseconds
        app.terminate()
        app.waitUntilExit()
        guard line?.hasSuffix("first frame on screen") == true else {
            FileHandle.standardError.write(Data("MeadowBench: Weather drew no window; window.launch_to_first_frame skipped\n".utf8))
            return
        }
        samples.append(elapsed)
    }
    report("window.launch_to_first_frame", samples.percentile(50), "ms")
}

/// The first line `handle` gives, without its newline; nil if it closes first.
private func readLine(from handle: FileHandle) -> String? {
    var data = Data()
    while !data.contains(UInt8(ascii: "\n")) {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        data.append(chunk)
    }
    guard let end = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    return String(decoding: data[..<end], as: UTF8.self)
}
