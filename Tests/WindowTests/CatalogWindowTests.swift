import Foundation
import MeadowCairo
import Testing

/// The Catalog app in a real SDL window on a private Xvfb, driven by real X clicks and keys, checked from the
/// pixels: a family opened from the home list, and a control or a presentation on its page operated.
@Suite("Catalog in a real window", .serialized)
struct CatalogWindowTests {
    /// The Catalog executable SwiftPM built beside the test bundle.
    var catalog: URL { Bundle.main.bundleURL.appendingPathComponent("Catalog") }

    /// systemGreen, #34C759: the Toggles row's icon and a switch that is on.
    static func isGreen(_ c: ScreenPixel) -> Bool {
        abs(Int(c.red) - 0x34) < 30 && abs(Int(c.green) - 0xC7) < 30 && abs(Int(c.blue) - 0x59) < 30
    }

    /// systemPink, #FF2D55: the symbol on the presented sheet.
    static func isPink(_ c: ScreenPixel) -> Bool {
        c.red > 220 && abs(Int(c.green) - 0x2D) < 40 && abs(Int(c.blue) - 0x55) < 40
    }

    /// Starts Catalog and waits for its home list to draw, the Toggles row's green icon at 46, 265.
    func open(in session: X11Session) throws -> (Process, WindowGeometry) {
        let app = try session.launch(catalog)
        let window = try session.window(titled: "Catalog")
        var frame = WindowGeometry()
        try X11Session.wait(timeout: 60, "the home list to draw") {
            frame = try session.geometry(of: window)
            guard frame.width > 0 else { return false }
            return frame.count(in: try session.screenshot(), 36, 255, 56, 275, where: Self.isGreen) > 20
        }
        return (app, frame)
    }

    @Test("A click on Toggles opens its page with Wi-Fi on; a click on the switch turns it off")
    func toggleInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        try session.click(200, 265, on: frame)
        // The Wi-Fi switch, 51 × 31 at the right of the page's first row.
        let wiFi = (x0: 316.0, y0: 158.0, x1: 356.0, y1: 178.0)
        try X11Session.wait(timeout: 60, "the Toggles page, its Wi-Fi switch green") {
            frame.count(in: try session.screenshot(), wiFi.x0, wiFi.y0, wiFi.x1, wiFi.y1, where: Self.isGreen) > 100
        }
        try session.click(335, 168, on: frame)
        try X11Session.wait(timeout: 30, "the Wi-Fi switch to turn off") {
            frame.count(in: try session.screenshot(), wiFi.x0, wiFi.y0, wiFi.x1, wiFi.y1, where: Self.isGreen) == 0
        }
        try session.quit(app)
    }

    @Test("A click on Presentations, then on Show Sheet, presents the sheet; Escape dismisses it")
    func sheetInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        try session.click(200, 664, on: frame)
        usleep(1_000_000)
        try session.click(150, 168, on: frame)
        // The sheet's pink symbol, centred over its message.
        let symbol = (x0: 170.0, y0: 425.0, x1: 225.0, y1: 470.0)
        try X11Session.wait(timeout: 60, "the sheet to come up with its pink symbol") {
            frame.count(in: try session.screenshot(), symbol.x0, symbol.y0, symbol.x1, symbol.y1, where: Self.isPink) > 50
        }
        try session.run("xdotool", ["key", "Escape"])
        try X11Session.wait(timeout: 30, "Escape to dismiss the sheet") {
            frame.count(in: try session.screenshot(), symbol.x0, symbol.y0, symbol.x1, symbol.y1, where: Self.isPink) == 0
        }
        try session.quit(app)
    }
}
