import Foundation
import MeadowCairo
import Testing

/// The Wiki app in a real SDL window on a private Xvfb, with a database of its own: a wiki typed and created there
/// is in the file the next time the app starts.
@Suite("Wiki in a real window", .serialized)
struct WikiWindowTests {
    /// The Wiki executable SwiftPM built beside the test bundle.
    var wiki: URL { Bundle.main.bundleURL.appendingPathComponent("Wiki") }

    /// Whether the pixel is close to the app's green, #48B8AA (the Create New Wiki button, the toolbar's plus).
    func isGreen(_ image: CairoImage, _ p: (x: Int, y: Int)) -> Bool {
        let c = image.pixel(x: p.x, y: p.y)
        return abs(Int(c.red) - 0x48) < 30 && abs(Int(c.green) - 0xB8) < 30 && abs(Int(c.blue) - 0xAA) < 30
    }

    /// Whether red text shows under the title field, where the form says why a title was refused, as far left as
    /// "\"Groceries\" is already used in this folder" reaches (the shorter "Type a title first" starts right of it).
    func showsTitleUsed(_ image: CairoImage, _ frame: WindowGeometry) -> Bool {
        let (x0, y0) = frame.pixel(80, 530)
        let (x1, y1) = frame.pixel(130, 600)
        for y in y0...y1 {
            for x in x0...x1 {
                let c = image.pixel(x: x, y: y)
                if c.red > 200 && c.green < 120 && c.blue < 120 { return true }
            }
        }
        return false
    }

    /// Starts Wiki on `database` and waits for its form to draw; the process and its window's frame.
    func open(_ database: String, in session: X11Session) throws -> (Process, WindowGeometry) {
        let app = try session.launch(wiki, arguments: ["--database", database])
        let frame = try session.geometry(of: try session.window(titled: "Wiki"))
        try X11Session.wait(timeout: 60, "the form to draw") { isGreen(try session.screenshot(), frame.pixel(100, 641)) }
        return (app, frame)
    }

    /// Clicks the title field and types `title` with real key events.
    func typeTitle(_ title: String, in session: X11Session, frame: WindowGeometry) throws {
        try session.click(196, 571, on: frame, settle: 500_000)
        try session.run("xdotool", ["type", "--delay", "50", title])
    }

    /// Clicks Create New Wiki.
    func clickCreate(in session: X11Session, frame: WindowGeometry) throws {
        try session.click(196, 641, on: frame, settle: 0)
    }

    /// Types `title` into the title field and clicks Create New Wiki.
    func create(_ title: String, in session: X11Session, frame: WindowGeometry) throws {
        try typeTitle(title, in: session, frame: frame)
        try clickCreate(in: session, frame: frame)
    }

    /// Runs `body` with the path of a database file in a new folder of its own, removed afterwards, and a new
    /// X session.
    func withNewDatabase(_ body: (String, X11Session) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-wiki-window-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.appendingPathComponent("wiki.sqlite").path, try X11Session())
    }

    /// Creates a wiki titled `title` and waits for the sheet to collapse onto its toolbar.
    func createAndCollapse(_ title: String, in session: X11Session, frame: WindowGeometry) throws {
        try create(title, in: session, frame: frame)
        try X11Session.wait(timeout: 90, "the sheet to collapse onto its toolbar") {
            isGreen(try session.screenshot(), frame.pixel(196, 785))
        }
    }

    @Test("A wiki typed and created in the window collapses the sheet; started again, the app knows the title is used")
    func createdWikiIsThereAfterRestart() throws {
        try withNewDatabase { database, session in
            var (app, frame) = try open(database, in: session)
            defer { X11Session.stop(app) }
            let plus = frame.pixel(196, 785)
            #expect(!isGreen(try session.screenshot(), plus), "the sheet is up: no toolbar")
            try createAndCollapse("Groceries", in: session, frame: frame)
            try session.quit(app)

            (app, frame) = try open(database, in: session)
            try create("Groceries", in: session, frame: frame)
            try X11Session.wait(timeout: 90, "the form to say the title is already used") { showsTitleUsed(try session.screenshot(), frame) }
            #expect(!isGreen(try session.screenshot(), plus), "the sheet stays up")
            try session.quit(app)
        }
    }

    @Test("A wiki made with the keyboard alone: Tab to the title field, type, Tab to Create New Wiki, Return")
    func createdByKeyboardAlone() throws {
        try withNewDatabase { database, session in
            let (app, frame) = try open(database, in: session)
            defer { X11Session.stop(app) }
            // As many Tabs as KeyboardOnlyTests finds in the app's view graph: ten to the field, one to the button.
            try session.run("xdotool", ["key", "--delay", "100"] + Array(repeating: "Tab", count: 10))
            try session.run("xdotool", ["type", "--delay", "50", "Trips"])
            try session.run("xdotool", ["key", "--delay", "100", "Tab", "Return"])
            try X11Session.wait(timeout: 90, "the sheet to collapse onto its toolbar") {
                isGreen(try session.screenshot(), frame.pixel(196, 785))
            }
            try session.quit(app)
        }
    }

    @Test("Create clicked in the same instant as the title is typed acts on the whole title: the app says it is used")
    func createClickedAsTheTitleIsTyped() throws {
        try withNewDatabase { database, session in
            var (app, frame) = try open(database, in: session)
            defer { X11Session.stop(app) }
            let plus = frame.pixel(196, 785)
            try createAndCollapse("Groceries", in: session, frame: frame)
            try session.quit(app)

            (app, frame) = try open(database, in: session)
            let field = frame.pixel(196, 571)
            let button = frame.pixel(196, 641)
            try session.run("xdotool", ["mousemove", "\(field.x)", "\(field.y)"])
            usleep(500_000)
            try session.run("xdotool", ["click", "1"])
            // The keys and the click go out at once, so the app takes them between two frames: the click comes
            // after the last key, and must be handled after it, as if a frame had come between them.
            let keys = "Groceries".map(String.init)
            try session.run("xdotool", ["key", "--delay", "0"] + keys + ["mousemove", "\(button.x)", "\(button.y)", "click", "1"])
            try X11Session.wait(timeout: 90, "the form to say the title is already used") { showsTitleUsed(try session.screenshot(), frame) }
            #expect(!isGreen(try session.screenshot(), plus), "the sheet stays up")
            try session.quit(app)
        }
    }

    /// Whether dark text shows on the first line of the page's editor (below the 44-point inline bar, 8 points
    /// into the editor), where an empty page shows nothing but its caret.
    func showsPageText(_ image: CairoImage, _ frame: WindowGeometry) -> Bool {
        let (x0, y0) = frame.pixel(16, 111)
        let (x1, y1) = frame.pixel(120, 131)
        for y in y0...y1 {
            for x in x0...x1 {
                let c = image.pixel(x: x, y: y)
                if c.red < 80 && c.green < 80 && c.blue < 80 { return true }
            }
        }
        return false
    }

    /// Opens All Wikis, then its first wiki's page (the card and the row are both about 199 points down).
    func openFirstPage(in session: X11Session, frame: WindowGeometry) throws {
        try session.click(101, 199, on: frame, settle: 0)
        usleep(1_500_000)
        try session.click(150, 199, on: frame, settle: 0)
        usleep(1_500_000)
    }

    @Test("Text typed into a page and quit with Ctrl+Q at once is saved: the app moves to the background first")
    func typedTextSurvivesQuitting() throws {
        try withNewDatabase { database, session in
            var (app, frame) = try open(database, in: session)
            defer { X11Session.stop(app) }
            try createAndCollapse("Groceries", in: session, frame: frame)
            try openFirstPage(in: session, frame: frame)
            // The empty page opens with the caret in it; the page saves a second after the last keystroke, and
            // Ctrl+Q comes well before that.
            try session.run("xdotool", ["type", "--delay", "20", "Milk"])
            try session.quit(app)

            // The app opens with its sheet up again; the All Wikis card and the list's row are above it.
            (app, frame) = try open(database, in: session)
            try openFirstPage(in: session, frame: frame)
            try X11Session.wait(timeout: 60, "the page to show what was typed") { showsPageText(try session.screenshot(), frame) }
            try session.quit(app)
        }
    }

    @Test("Cut and paste go through the desktop's clipboard: a title cut and pasted twice is saved doubled")
    func clipboardRoundTrip() throws {
        try withNewDatabase { database, session in
            var (app, frame) = try open(database, in: session)
            defer { X11Session.stop(app) }
            try typeTitle("Groceries", in: session, frame: frame)
            // Select all and cut (the field empties), then paste twice from the X clipboard SDL wrote.
            try session.run("xdotool", ["key", "--delay", "100", "ctrl+a", "ctrl+x", "ctrl+v", "ctrl+v"])
            try clickCreate(in: session, frame: frame)
            let plus = frame.pixel(196, 785)
            try X11Session.wait(timeout: 90, "the sheet to collapse onto its toolbar") { isGreen(try session.screenshot(), plus) }
            try session.quit(app)

            (app, frame) = try open(database, in: session)
            try create("GroceriesGroceries", in: session, frame: frame)
            try X11Session.wait(timeout: 90, "the form to say the doubled title is already used") {
                showsTitleUsed(try session.screenshot(), frame)
            }
            try session.quit(app)
        }
    }
}
