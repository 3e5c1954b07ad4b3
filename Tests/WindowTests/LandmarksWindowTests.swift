import Foundation
import MeadowCairo
import Testing

/// The Landmarks app in a real SDL window on a private Xvfb, with a favourites file of its own: a landmark made a
/// favourite there is still one the next time the app starts.
@Suite("Landmarks in a real window", .serialized)
struct LandmarksWindowTests {
    /// The Landmarks executable SwiftPM built beside the test bundle.
    var landmarks: URL { Bundle.main.bundleURL.appendingPathComponent("Landmarks") }

    /// The accent blue of the selected tab, #007AFF.
    static func isAccent(_ c: ScreenPixel) -> Bool {
        c.red < 60 && abs(Int(c.green) - 0x7A) < 40 && c.blue > 200
    }

    /// The favourite star's yellow, systemYellow #FFCC00.
    static func isYellow(_ c: ScreenPixel) -> Bool {
        c.red > 220 && abs(Int(c.green) - 0xCC) < 40 && c.blue < 80
    }

    /// The unset star's grey, systemGray #8E8E93: a little bluer than red, unlike the black title's grey edges.
    static func isGray(_ c: ScreenPixel) -> Bool {
        abs(Int(c.red) - 0x8E) < 24 && abs(Int(c.green) - 0x8E) < 24 && Int(c.blue) - Int(c.red) >= 3
    }

    /// Starts Landmarks keeping its favourites in `favorites` and waits for the Featured tab to draw.
    func open(_ favorites: String, in session: X11Session) throws -> (Process, WindowGeometry) {
        let app = try session.launch(landmarks, arguments: ["--favorites", favorites])
        let frame = try session.geometry(of: try session.window(titled: "Landmarks"))
        try X11Session.wait(timeout: 60, "the Featured tab to draw, its tab item selected") {
            !frame.pixels(of: try session.screenshot(), 85, 774, 111, 797, where: Self.isAccent).isEmpty
        }
        return (app, frame)
    }

    /// Clicks the List tab and waits for it to be selected.
    func openList(in session: X11Session, frame: WindowGeometry) throws {
        try session.click(294, 785, on: frame)
        try X11Session.wait(timeout: 30, "the List tab to be selected") {
            !frame.pixels(of: try session.screenshot(), 282, 774, 307, 797, where: Self.isAccent).isEmpty
        }
    }

    /// Waits for the pushed detail to be at rest, its grey star beside the name (the same grey pixels in two
    /// screenshots half a second apart: a loaded machine may still be sliding it in), and returns those pixels.
    func waitForDetailAtRest(in session: X11Session, frame: WindowGeometry) throws -> [(x: Int, y: Int)] {
        var star: [(x: Int, y: Int)] = []
        try X11Session.wait(timeout: 60, "the detail to open with its grey star, at rest") {
            let before = frame.pixels(of: try session.screenshot(), 100, 555, 390, 592, where: Self.isGray)
            usleep(500_000)
            star = frame.pixels(of: try session.screenshot(), 100, 555, 390, 592, where: Self.isGray)
            return star.count > 20 && star.map(\.x) == before.map(\.x) && star.map(\.y) == before.map(\.y)
        }
        return star
    }

    @Test("A landmark starred in the window's detail is saved; started again, the List tab shows its star")
    func favoriteIsKeptAfterRestart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-landmarks-window-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let favorites = folder.appendingPathComponent("favorites.json")
        let session = try X11Session()

        var (app, frame) = try open(favorites.path, in: session)
        defer { X11Session.stop(app) }
        try openList(in: session, frame: frame)
        // Silver Salmon Creek, the second landmark, is no favourite: no star left of its row's chevron.
        let silverSalmonStar = (x0: 335.0, y0: 300.0, x1: 365.0, y1: 328.0)
        #expect(frame.pixels(of: try session.screenshot(), silverSalmonStar.x0, silverSalmonStar.y0, silverSalmonStar.x1, silverSalmonStar.y1, where: Self.isYellow).isEmpty)
        try session.click(200, 314, on: frame)

        // The detail's title row, under the circled picture: the grey star beside the name.
        var star = try waitForDetailAtRest(in: session, frame: frame)
        // The star is the rightmost grey, 20 points wide.
        let right = star.map(\.x).max()!
        star = star.filter { Double(right - $0.x) < 20 * Double(frame.width) / 393 }
        let xs = star.map(\.x), ys = star.map(\.y)
        let centre = (x: (xs.min()! + xs.max()!) / 2, y: (ys.min()! + ys.max()!) / 2)
        try session.run("xdotool", ["mousemove", "\(centre.x)", "\(centre.y)"])
        usleep(300_000)
        try session.run("xdotool", ["click", "1"])
        try X11Session.wait(timeout: 60, "the star to turn yellow") {
            !frame.pixels(of: try session.screenshot(), 100, 555, 390, 592, where: Self.isYellow).isEmpty
        }
        try X11Session.wait(timeout: 10, "the favourites file to hold Silver Salmon Creek") {
            (try? String(contentsOf: favorites, encoding: .utf8)) == #"{"favorites":[1001,1002,1003,1004]}"# + "\n"
        }
        try session.quit(app)

        (app, frame) = try open(favorites.path, in: session)
        try openList(in: session, frame: frame)
        try X11Session.wait(timeout: 30, "Silver Salmon Creek's row to show the star") {
            !frame.pixels(of: try session.screenshot(), silverSalmonStar.x0, silverSalmonStar.y0, silverSalmonStar.x1, silverSalmonStar.y1, where: Self.isYellow).isEmpty
        }
        try session.quit(app)
        #expect(try String(contentsOf: favorites, encoding: .utf8) == #"{"favorites":[1001,1002,1003,1004]}"# + "\n")
    }

    @Test("A landmark made a favourite with the keyboard alone: Tab to the List tab, Space, Tab into the list, Down to a row, Return, Tab to the star, Space")
    func favoriteByKeyboardAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-landmarks-keys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let favorites = folder.appendingPathComponent("favorites.json")
        let session = try X11Session()
        let (app, frame) = try open(favorites.path, in: session)
        defer { X11Session.stop(app) }
        // As many keys as KeyboardOnlyTests finds in the app's view graph: 3 Tabs to the List tab (the featured
        // list is one stop), then a Tab into the list and 2 Downs to Silver Salmon Creek's row, then 2 Tabs to the
        // detail's star.
        try session.run("xdotool", ["key", "--delay", "100"] + Array(repeating: "Tab", count: 3) + ["space"])
        try X11Session.wait(timeout: 30, "the List tab to be selected") {
            !frame.pixels(of: try session.screenshot(), 282, 774, 307, 797, where: Self.isAccent).isEmpty
        }
        try session.run("xdotool", ["key", "--delay", "100", "Tab", "Down", "Down", "Return"])
        // Tabs only once the push has finished: keys arriving mid-slide would race it.
        _ = try waitForDetailAtRest(in: session, frame: frame)
        try session.run("xdotool", ["key", "--delay", "100"] + Array(repeating: "Tab", count: 2) + ["space"])
        try X11Session.wait(timeout: 30, "the favourites file to hold Silver Salmon Creek") {
            (try? String(contentsOf: favorites, encoding: .utf8)) == #"{"favorites":[1001,1002,1003,1004]}"# + "\n"
        }
        try X11Session.wait(timeout: 30, "the star to turn yellow") {
            !frame.pixels(of: try session.screenshot(), 100, 555, 390, 592, where: Self.isYellow).isEmpty
        }
        try session.quit(app)
    }
}
