import Foundation
import MeadowCairo
import Testing

/// What the window tests do with an app's window, as a user would: find it by its title, read where it is, look at
/// the screen, point and click, quit with Ctrl+Q.
extension X11Session {
    /// The id of the window titled exactly `title`, once it is there. If the app last launched exits first, the
    /// wait ends at once with what the app wrote to stderr.
    func window(titled title: String) throws -> String {
        var window = ""
        try X11Session.wait(timeout: 60, "the \(title) window") {
            if let (app, log) = lastLaunch, !app.isRunning {
                let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                throw SessionError("\(title) exited with status \(app.terminationStatus) before its window appeared: \(said)")
            }
            window = (try? run("xdotool", ["search", "--name", "^\(title)$"]))?.split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }
        return window
    }

    /// Where `window` is on the screen now, and its size.
    func geometry(of window: String) throws -> WindowGeometry {
        var geometry = WindowGeometry()
        for line in try run("xdotool", ["getwindowgeometry", "--shell", window]).split(separator: "\n") {
            let parts = line.split(separator: "=")
            guard parts.count == 2, let value = Int(parts[1]) else { continue }
            switch parts[0] {
            case "X": geometry.x = value
            case "Y": geometry.y = value
            case "WIDTH": geometry.width = value
            case "HEIGHT": geometry.height = value
            default: break
            }
        }
        return geometry
    }

    /// A screenshot of the whole X screen.
    func screenshot() throws -> CairoImage {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-window-\(display.dropFirst()).png")
        try run("import", ["-window", "root", shot.path])
        guard let image = CairoImage(contentsOfPNG: shot) else { throw SessionError("cannot read the screenshot \(shot.path)") }
        return image
    }

    /// Points at (`x`, `y`) on the device's screen, lets the window take the focus for `settle` microseconds, as a
    /// user's hand arrives before the click, and clicks.
    func click(_ x: Double, _ y: Double, on window: WindowGeometry, settle: useconds_t = 300_000) throws {
        let point = window.pixel(x, y)
        try run("xdotool", ["mousemove", "\(point.x)", "\(point.y)"])
        if settle > 0 { usleep(settle) }
        try run("xdotool", ["click", "1"])
    }

    /// Quits `app` with Ctrl+Q, as its menu's shortcut, and expects it to exit cleanly.
    func quit(_ app: Process) throws {
        try run("xdotool", ["key", "ctrl+q"])
        try X11Session.wait(timeout: 20, "Ctrl+Q to quit the app") { !app.isRunning }
        #expect(app.terminationStatus == 0)
    }
}
