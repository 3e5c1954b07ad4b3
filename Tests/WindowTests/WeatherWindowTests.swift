import Foundation
import MeadowCairo
import MeadowTestSupport
import Testing

/// The Weather app in a real SDL window on a private Xvfb, driven by real X input, checked from the pixels.
@Suite("Weather in a real window", .serialized)
struct WeatherWindowTests {
    /// The Weather executable SwiftPM built beside the test bundle.
    var weather: URL { Bundle.main.bundleURL.appendingPathComponent("Weather") }

    /// Off the network, with an empty cache of its own, the app shows the tutorial's sample week.
    let offline = ["--offline"]
    static let emptyCache = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-window-cache-\(getpid())")

    /// Whether the pixel is close to the Monday card's purple, #5C2AFF.
    func isMondayPurple(_ image: CairoImage, _ p: (x: Int, y: Int)) -> Bool {
        let c = image.pixel(x: p.x, y: p.y)
        return abs(Int(c.red) - 0x5C) < 40 && abs(Int(c.green) - 0x2A) < 40 && abs(Int(c.blue) - 0xFF) < 40
    }

    /// Whether the nav bar's title is sharp: its darkest pixel is near black (blurred, it is a light grey).
    func titleIsSharp(_ image: CairoImage, _ frame: WindowGeometry) -> Bool {
        let (x0, y0) = frame.pixel(150, 80)
        let (x1, y1) = frame.pixel(243, 105)
        var darkest = 255
        for y in y0...y1 {
            for x in x0...x1 { darkest = min(darkest, Int(image.pixel(x: x, y: y).green)) }
        }
        return darkest < 40
    }

    /// The Weather window, once its home screen has drawn.
    func homeScreenWindow(in session: X11Session) throws -> String {
        let window = try session.window(titled: "Weather")
        try X11Session.wait(timeout: 60, "the home screen to draw") {
            titleIsSharp(try session.screenshot(), try session.geometry(of: window))
        }
        return window
    }

    /// Waits for the window to take the device's aspect at `height` pixels tall, as the app resizes it; its geometry.
    func waitForDeviceAspect(of window: String, height: Int, in session: X11Session) throws -> WindowGeometry {
        var frame = WindowGeometry()
        try X11Session.wait(timeout: 60, "the window to take the device's aspect at \(height) pixels tall") {
            frame = try session.geometry(of: window)
            return frame.height == height && abs(frame.width - Int((Double(height) * 393.0 / 852).rounded())) <= 1
        }
        return frame
    }

    @Test("A click on a day card opens the detail and a drag down closes it, in a real window")
    func clickOpensAndDragCloses() throws {
        let session = try X11Session()
        let app = try session.launch(weather, arguments: offline, cacheHome: Self.emptyCache)
        defer { X11Session.stop(app) }
        let window = try session.window(titled: "Weather")
        let frame = try session.geometry(of: window)
        #expect(abs(Double(frame.width) / Double(frame.height) - 393.0 / 852.0) < 0.01, "the window keeps the device's aspect")

        // Right of the main card, below the picker: white on the home screen, the detail's colour when it is open.
        let probe = frame.pixel(386, 330)
        try X11Session.wait(timeout: 60, "the home screen to draw") { titleIsSharp(try session.screenshot(), frame) }
        #expect(!isMondayPurple(try session.screenshot(), probe))

        // The Monday card.
        try session.click(100, 700, on: frame, settle: 500_000)
        try X11Session.wait(timeout: 60, "the detail to open over the probe") {
            let shot = try session.screenshot()
            return isMondayPurple(shot, probe) && !titleIsSharp(shot, frame)
        }

        let start = frame.pixel(200, 500)
        try session.run("xdotool", ["mousemove", "\(start.x)", "\(start.y)", "mousedown", "1"])
        for step in 1...20 {
            let point = frame.pixel(200, 500 + Double(step) * 17)
            try session.run("xdotool", ["mousemove", "\(point.x)", "\(point.y)"])
            usleep(20_000)
        }
        try session.run("xdotool", ["mouseup", "1"])
        try X11Session.wait(timeout: 60, "the detail to close and the home screen to sharpen") {
            titleIsSharp(try session.screenshot(), frame)
        }

        try session.quit(app)
    }

    /// How many times the process's main thread has gone to sleep and woken again since it started.
    func mainThreadWakeUps(_ process: Process) throws -> Int {
        let pid = process.processIdentifier
        let status = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
        guard let count = line.flatMap({ Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }) else {
            throw SessionError("no voluntary_ctxt_switches in /proc/\(pid)/task/\(pid)/status")
        }
        return count
    }

    @Test("An idle window sleeps until something happens, and SIGTERM quits it at once")
    func idleWindowSleeps() throws {
        let session = try X11Session()
        let app = try session.launch(weather, arguments: offline, cacheHome: Self.emptyCache)
        defer { X11Session.stop(app) }
        _ = try homeScreenWindow(in: session)
        // Past the renderer's memory trim, five seconds after the last frame, which wakes the window once.
        sleep(6)
        let before = try mainThreadWakeUps(app)
        sleep(2)
        let wakeUps = try mainThreadWakeUps(app) - before
        // Waking every 50 ms to look for main-actor work, as the host once did, is 40 wake-ups in these 2 seconds.
        #expect(wakeUps <= 1, "the idle window's main thread woke \(wakeUps) times in 2 s")

        kill(app.processIdentifier, SIGTERM)
        try X11Session.wait(timeout: 2, "SIGTERM to quit the app") { !app.isRunning }
        #expect(app.terminationReason == .exit && app.terminationStatus == 0, "the app quits as it does on Ctrl+Q")
    }

    @Test("Resizing the window keeps the device's aspect and draws the screen again at the new size")
    func resizeKeepsAspect() throws {
        let session = try X11Session()
        let app = try session.launch(weather, arguments: offline, cacheHome: Self.emptyCache)
        defer { X11Session.stop(app) }
        let window = try homeScreenWindow(in: session)
        try session.run("xdotool", ["windowsize", window, "600", "700"])
        let frame = try waitForDeviceAspect(of: window, height: 700, in: session)
        try X11Session.wait(timeout: 30, "the screen to draw at the new size") {
            titleIsSharp(try session.screenshot(), frame)
        }
    }

    @Test("A storm of resizes, from a few pixels to larger than the screen, with clicks between: the app keeps running, settles on the device's aspect and draws")
    func resizeStorm() throws {
        let session = try X11Session()
        let app = try session.launch(weather, arguments: offline, cacheHome: Self.emptyCache)
        defer { X11Session.stop(app) }
        let window = try homeScreenWindow(in: session)
        // Sixty sizes from a fixed seed, each 5 ms after the last, a click every tenth; one xdotool run sends them all.
        var generator = SeededGenerator(seed: 9)
        var commands: [String] = []
        for step in 0..<60 {
            let width = [1, 7, 60, 393, 900, 1900][Int(generator.next() % 6)] + Int(generator.next() % 40)
            let height = [1, 9, 80, 852, 1200, 2100][Int(generator.next() % 6)] + Int(generator.next() % 40)
            commands += ["windowsize", window, "\(width)", "\(height)", "sleep", "0.005"]
            if step % 10 == 9 { commands += ["mousemove", "--window", window, "20", "20", "click", "1"] }
        }
        try session.run("xdotool", commands)
        #expect(app.isRunning, "the app survives the storm")
        try session.run("xdotool", ["windowsize", window, "500", "800"])
        let frame = try waitForDeviceAspect(of: window, height: 800, in: session)
        try X11Session.wait(timeout: 60, "the screen to draw at the last size") { titleIsSharp(try session.screenshot(), frame) }
        try session.quit(app)
    }

    @Test("Without a display the app says so in one sentence, suggests --snapshot and exits with status 2")
    func noDisplay() throws {
        let process = Process()
        process.executableURL = weather
        process.arguments = offline
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = Self.emptyCache.path
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try X11Session.wait(timeout: 20, "the app to exit") { !process.isRunning }
        #expect(process.terminationStatus == 2)
        #expect(message.contains("--snapshot"))
        #expect(message.split(separator: "\n").count == 1)
    }

    /// Runs the Weather executable headless with `arguments` and returns its status and what it wrote to stderr.
    func runHeadless(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = weather
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = Self.emptyCache.path
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try X11Session.wait(timeout: 60, "the app to exit") { !process.isRunning }
        return (process.terminationStatus, message)
    }

    @Test("Offline with no cache, --snapshot renders the first frame, and Meadow's --device still applies")
    func offlineSnapshot() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-weather-offline-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: path) }
        let run = try runHeadless(["--offline", "--device", "iPhone SE", "--snapshot", path.path])
        #expect(run.status == 0)
        let image = try #require(CairoImage(contentsOfPNG: path))
        #expect(image.width == 750 && image.height == 1334, "Meadow's own --device still applies beside the app's options")
    }

    @Test("The app's own options are checked: a lone --latitude is refused in one line with status 2",
          arguments: [["--latitude", "10"], ["--bogus"]])
    func badAppOption(arguments: [String]) throws {
        let run = try runHeadless(arguments + ["--snapshot", "/dev/null"])
        #expect(run.status == 2)
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(run.errors.hasPrefix("Weather: "))
    }
}

