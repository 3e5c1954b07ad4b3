import Foundation
import MeadowCairo
import Testing

/// The Catalog app in a real SDL window on a private Xvfb, driven by real X clicks and keys, checked from the
/// pixels: a family opened from the home list, and a control or a presentation on its page operated.
@Suite("Catalog in a real window", .serialized)
struct CatalogWindowTests {
    /// The Catalog executable SwiftPM built beside the test bundle.
    var catalog: URL { Bundle.main.bundleURL.appendingPathComponent("Catalog") }
    /// The window geometry and screenshot helpers the Weather window tests use.
    let helpers = WeatherWindowTests()
    typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    /// systemGreen, #34C759: the Toggles row's icon and a switch that is on.
    static func isGreen(_ c: Pixel) -> Bool {
        abs(Int(c.red) - 0x34) < 30 && abs(Int(c.green) - 0xC7) < 30 && abs(Int(c.blue) - 0x59) < 30
    }

    /// systemPink, #FF2D55: the symbol on the presented sheet.
    static func isPink(_ c: Pixel) -> Bool {
        c.red > 220 && abs(Int(c.green) - 0x2D) < 40 && abs(Int(c.blue) - 0x55) < 40
    }

    /// How many screen pixels in the rectangle of points from (`x0`, `y0`) to (`x1`, `y1`) `test` accepts.
    func count(_ image: CairoImage, _ frame: WeatherWindowTests.Geometry, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
               _ test: (Pixel) -> Bool) -> Int {
        let (px0, py0) = frame.pixel(x0, y0)
        let (px1, py1) = frame.pixel(x1, y1)
        var found = 0
        for y in py0...py1 {
            for x in px0...px1 where test(image.pixel(x: x, y: y)) { found += 1 }
        }
        return found
    }

    /// Starts Catalog and waits for its home list to draw, the Toggles row's green icon at 46, 265.
    func open(in session: X11Session) throws -> (Process, WeatherWindowTests.Geometry) {
        let app = try session.launch(catalog)
        var window = ""
        try X11Session.wait(timeout: 60, "the Catalog window") {
            window = (try? session.run("xdotool", ["search", "--name", "^Catalog$"]))?.split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }
        var frame = WeatherWindowTests.Geometry()
        try X11Session.wait(timeout: 60, "the home list to draw") {
            frame = try helpers.geometry(of: window, in: session)
            guard frame.width > 0 else { return false }
            return count(try helpers.screenshot(session), frame, 36, 255, 56, 275, Self.isGreen) > 20
        }
        return (app, frame)
    }

    /// Points at (`x`, `y`) on the iPhone screen, lets the window take the focus, and clicks.
    func click(_ x: Double, _ y: Double, in session: X11Session, frame: WeatherWindowTests.Geometry) throws {
        let point = frame.pixel(x, y)
        try session.run("xdotool", ["mousemove", "\(point.x)", "\(point.y)"])
        usleep(300_000)
        try session.run("xdotool", ["click", "1"])
    }

    func quit(_ app: Process, in session: X11Session) throws {
        try session.run("xdotool", ["key", "ctrl+q"])
        try X11Session.wait(timeout: 20, "Ctrl+Q to quit the app") { !app.isRunning }
        #expect(app.terminationStatus == 0)
    }

    @Test("A click on Toggles opens its page with Wi-Fi on; a click on the switch turns it off")
    func toggleInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        try click(200, 265, in: session, frame: frame)
        // The Wi-Fi switch, 51 × 31 at the right of the page's first row.
        let wiFi = (x0: 316.0, y0: 158.0, x1: 356.0, y1: 178.0)
        try X11Session.wait(timeout: 60, "the Toggles page, its Wi-Fi switch green") {
            count(try helpers.screenshot(session), frame, wiFi.x0, wiFi.y0, wiFi.x1, wiFi.y1, Self.isGreen) > 100
        }
        try click(335, 168, in: session, frame: frame)
        try X11Session.wait(timeout: 30, "the Wi-Fi switch to turn off") {
            count(try helpers.screenshot(session), frame, wiFi.x0, wiFi.y0, wiFi.x1, wiFi.y1, Self.isGreen) == 0
        }
        try quit(app, in: session)
    }

    @Test("A click on Presentations, then on Show Sheet, presents the sheet; Escape dismisses it")
    func sheetInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        try click(200, 664, in: session, frame: frame)
        usleep(1_000_000)
        try click(150, 168, in: session, frame: frame)
        // The sheet's pink symbol, centred over its message.
        let symbol = (x0: 170.0, y0: 425.0, x1: 225.0, y1: 470.0)
        try X11Session.wait(timeout: 60, "the sheet to come up with its pink symbol") {
            count(try helpers.screenshot(session), frame, symbol.x0, symbol.y0, symbol.x1, symbol.y1, Self.isPink) > 50
        }
        try session.run("xdotool", ["key", "Escape"])
        try X11Session.wait(timeout: 30, "Escape to dismiss the sheet") {
            count(try helpers.screenshot(session), frame, symbol.x0, symbol.y0, symbol.x1, symbol.y1, Self.isPink) == 0
        }
        try quit(app, in: session)
    }
}
