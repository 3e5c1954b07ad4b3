import Foundation

/// The wall time of the whole `Weather --snapshot` process (launch, first frame, PNG written, exit), the median
/// of `runs`, from the Weather executable built beside this one (`make bench` builds it); skipped without it.
func runSnapshotProcessBenchmark(runs: Int = 10) throws {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let weather = folder.appendingPathComponent("Weather")
    guard FileManager.default.isExecutableFile(atPath: weather.path) else {
        FileHandle.standardError.write(Data("MeadowBench: no \(weather.path); weather.snapshot_cold_wall skipped\n".utf8))
        return
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-bench-snapshot.png")
    defer { try? FileManager.default.removeItem(at: output) }
    var samples: [Double] = []
    for _ in 0..<runs {
        let process = Process()
        process.executableURL = weather
        process.arguments = ["--snapshot", output.path]
        process.standardOutput = FileHandle.nullDevice
        // Foundation's `waitUntilExit` polls its run loop every 50 ms on Linux, which rounded the figure up to the
        // next 50 ms step (103 or 151 ms for the same process); the termination handler comes when it exits.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let stopwatch = Stopwatch()
        try process.run()
        exited.wait()
        samples.append(stopwatch.elapsedMilliseconds)
    }
    report("weather.snapshot_cold_wall", samples.percentile(50), "ms")
}
