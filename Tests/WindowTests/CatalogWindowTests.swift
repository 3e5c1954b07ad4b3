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

    /// systemBlue, #007AFF: a slider's filled track.
    static func isBlue(_ c: ScreenPixel) -> Bool {
        c.red < 60 && abs(Int(c.green) - 0x7A) < 40 && c.blue > 220
    }

    /// Black text and symbols.
    static func isDark(_ c: ScreenPixel) -> Bool {
        c.red < 80 && c.green < 80 && c.blue < 80
    }

    /// A white surface: a raised segment, a row.
    static func isWhite(_ c: ScreenPixel) -> Bool {
        c.red > 250 && c.green > 250 && c.blue > 250
    }

    /// Starts Catalog with `arguments` and the variables of `environment` changed, and waits for its home list to
    /// draw, the Toggles row's green icon at 46, 265.
    func open(in session: X11Session, arguments: [String] = [], environment: [String: String] = [:]) throws -> (Process, WindowGeometry) {
        let app = try session.launch(catalog, arguments: arguments, environment: environment)
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

    /// Opens the family whose row is `y` points down the home list, and waits until `isShown` holds for its page.
    func openFamily(atRow y: Double, in session: X11Session, frame: WindowGeometry, _ what: String,
                    until isShown: (CairoImage) -> Bool) throws {
        try session.click(200, y, on: frame)
        try X11Session.wait(timeout: 60, what) { isShown(try session.screenshot()) }
    }

    @Test("On Sliders & Steppers, the first slider's thumb dragged to the end fills its track with blue")
    func sliderInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        // The track runs from 32 to 360 points at 169; its thumb rests at the middle, 196.
        let trackEnd = (x0: 300.0, y0: 168.0, x1: 340.0, y1: 170.0)
        try openFamily(atRow: 309, in: session, frame: frame, "the Sliders page, its track blue to the middle") {
            frame.count(in: $0, 40, 168, 150, 170, where: Self.isBlue) > 50
                && frame.count(in: $0, trackEnd.x0, trackEnd.y0, trackEnd.x1, trackEnd.y1, where: Self.isBlue) == 0
        }
        let start = frame.pixel(196, 169)
        try session.run("xdotool", ["mousemove", "\(start.x)", "\(start.y)", "mousedown", "1"])
        for step in 1...20 {
            let point = frame.pixel(196 + Double(step) * 9, 169)
            try session.run("xdotool", ["mousemove", "\(point.x)", "\(point.y)"])
            usleep(20_000)
        }
        try session.run("xdotool", ["mouseup", "1"])
        try X11Session.wait(timeout: 30, "the drag to fill the track to its end") {
            frame.count(in: try session.screenshot(), trackEnd.x0, trackEnd.y0, trackEnd.x1, trackEnd.y1, where: Self.isBlue) > 50
        }
        try session.quit(app)
    }

    @Test("On Pickers, a click on Strawberry raises its segment")
    func segmentedPickerInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        // Above the segment's label, inside the control: the raised segment is white, the track light grey.
        let strawberry = (x0: 280.0, y0: 157.0, x1: 330.0, y1: 160.0)
        let chocolate = (x0: 60.0, y0: 157.0, x1: 110.0, y1: 160.0)
        try openFamily(atRow: 353, in: session, frame: frame, "the Pickers page, Chocolate raised") {
            frame.count(in: $0, chocolate.x0, chocolate.y0, chocolate.x1, chocolate.y1, where: Self.isWhite) > 50
                && frame.count(in: $0, strawberry.x0, strawberry.y0, strawberry.x1, strawberry.y1, where: Self.isWhite) == 0
        }
        try session.click(306, 169, on: frame)
        try X11Session.wait(timeout: 30, "Strawberry raised and Chocolate lowered") {
            let shot = try session.screenshot()
            return frame.count(in: shot, strawberry.x0, strawberry.y0, strawberry.x1, strawberry.y1, where: Self.isWhite) > 50
                && frame.count(in: shot, chocolate.x0, chocolate.y0, chocolate.x1, chocolate.y1, where: Self.isWhite) == 0
        }
        try session.quit(app)
    }

    @Test("On Text Input, a click on the empty Name field and typing puts dark text where the grey prompt was")
    func textFieldInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        let name = (x0: 32.0, y0: 161.0, x1: 120.0, y1: 177.0)
        try openFamily(atRow: 441, in: session, frame: frame, "the Text Input page, Cupertino in its second field") {
            frame.count(in: $0, 32, 205, 110, 221, where: Self.isDark) > 20
                && frame.count(in: $0, name.x0, name.y0, name.x1, name.y1, where: Self.isDark) == 0
        }
        try session.click(109, 169, on: frame)
        try session.run("xdotool", ["type", "--delay", "50", "Ann"])
        try X11Session.wait(timeout: 30, "the typed name to show") {
            frame.count(in: try session.screenshot(), name.x0, name.y0, name.x1, name.y1, where: Self.isDark) > 20
        }
        try session.quit(app)
    }

    @Test("On Menus, touching and holding the row lifts it and dims the page behind; Escape puts it back")
    func contextMenuInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        // The empty page below the last section: iOS's grouped background, dimmed behind a context menu.
        let empty = (x0: 150.0, y0: 700.0, x1: 250.0, y1: 710.0)
        func isPageBackground(_ c: ScreenPixel) -> Bool { c.red > 235 && c.green > 235 && c.blue > 240 }
        try openFamily(atRow: 529, in: session, frame: frame, "the Menus page, its star drawn") {
            frame.count(in: $0, 34, 378, 50, 394, where: Self.isDark) > 20
                && frame.count(in: $0, empty.x0, empty.y0, empty.x1, empty.y1, where: isPageBackground) > 500
        }
        let row = frame.pixel(123, 386)
        try session.run("xdotool", ["mousemove", "\(row.x)", "\(row.y)", "mousedown", "1"])
        usleep(1_200_000)
        try session.run("xdotool", ["mouseup", "1"])
        try X11Session.wait(timeout: 30, "the page behind the menu to dim") {
            frame.count(in: try session.screenshot(), empty.x0, empty.y0, empty.x1, empty.y1, where: isPageBackground) == 0
        }
        try session.run("xdotool", ["key", "Escape"])
        try X11Session.wait(timeout: 30, "Escape to close the menu") {
            frame.count(in: try session.screenshot(), empty.x0, empty.y0, empty.x1, empty.y1, where: isPageBackground) > 500
        }
        try session.quit(app)
    }

    @Test("On Date Pickers, a click on the 10th of the calendar moves the selection's circle there from the 14th")
    func calendarInWindow() throws {
        let session = try X11Session()
        // A US user's calendar, whose weeks start on Sunday, as LANG names it (and a desktop's Formats, LC_TIME).
        let (app, frame) = try open(
            in: session, environment: ["LANG": "en_US.UTF-8", "LC_ALL": "", "LC_TIME": "", "LC_NUMERIC": "", "LC_MONETARY": ""])
        defer { X11Session.stop(app) }
        // The selected day's circle: the accent (red on this page) at about 12 % over white.
        func isCircle(_ c: ScreenPixel) -> Bool { c.red > 245 && (200...240).contains(c.green) && (200...240).contains(c.blue) }
        let tenth = (x0: 88.0, y0: 528.0, x1: 116.0, y1: 554.0)
        let fourteenth = (x0: 276.0, y0: 528.0, x1: 304.0, y1: 554.0)
        try openFamily(atRow: 397, in: session, frame: frame, "the Date Pickers page, the 14th circled") {
            frame.count(in: $0, fourteenth.x0, fourteenth.y0, fourteenth.x1, fourteenth.y1, where: isCircle) > 30
                && frame.count(in: $0, tenth.x0, tenth.y0, tenth.x1, tenth.y1, where: isCircle) == 0
        }
        try session.click(102, 541, on: frame)
        try X11Session.wait(timeout: 30, "the circle to move to the 10th") {
            let shot = try session.screenshot()
            return frame.count(in: shot, tenth.x0, tenth.y0, tenth.x1, tenth.y1, where: isCircle) > 30
                && frame.count(in: shot, fourteenth.x0, fourteenth.y0, fourteenth.x1, fourteenth.y1, where: isCircle) == 0
        }
        try session.quit(app)
    }

    @Test("On Progress & Gauge, Add 10 % lengthens the orange bar from four tenths to half")
    func progressInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        // systemOrange, #FF9500.
        func isOrange(_ c: ScreenPixel) -> Bool { c.red > 240 && (130...175).contains(c.green) && c.blue < 60 }
        // The bar runs from 32 to 361 points at 398; four tenths end at 164, half at 196.
        let beyondFourTenths = (x0: 172.0, y0: 397.0, x1: 188.0, y1: 400.0)
        try openFamily(atRow: 485, in: session, frame: frame, "the Progress page, its orange bar at four tenths") {
            frame.count(in: $0, 40, 397, 150, 400, where: isOrange) > 100
                && frame.count(in: $0, beyondFourTenths.x0, beyondFourTenths.y0, beyondFourTenths.x1, beyondFourTenths.y1,
                               where: isOrange) == 0
        }
        try session.click(69, 430, on: frame)
        try X11Session.wait(timeout: 30, "the bar to reach half") {
            frame.count(in: try session.screenshot(), beyondFourTenths.x0, beyondFourTenths.y0, beyondFourTenths.x1,
                        beyondFourTenths.y1, where: isOrange) > 30
        }
        try session.quit(app)
    }

    @Test("On Navigation & Toolbars, Push a Page pushes its page over the links; the back button returns")
    func pushInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        // The Documents row's blue chevron, in the outline section under the links.
        let chevron = (x0: 335.0, y0: 332.0, x1: 355.0, y1: 352.0)
        func showsChevron(_ shot: CairoImage) -> Bool {
            frame.count(in: shot, chevron.x0, chevron.y0, chevron.x1, chevron.y1, where: Self.isBlue) > 10
        }
        try openFamily(atRow: 708, in: session, frame: frame, "the Navigation page, its Documents chevron", until: showsChevron)
        try session.click(81, 169, on: frame)
        try X11Session.wait(timeout: 30, "the pushed page to cover the outline") { !showsChevron(try session.screenshot()) }
        try session.click(30, 81, on: frame)
        try X11Session.wait(timeout: 30, "the back button to show the outline again") { showsChevron(try session.screenshot()) }
        try session.quit(app)
    }

    @Test("On Lists & Forms, Edit puts the editable rows in edit mode: a red delete control before each")
    func editModeInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        // systemRed, #FF3B30: the delete control before the Apples row, the last row on the screen.
        func isRed(_ c: ScreenPixel) -> Bool { c.red > 230 && c.green < 90 && c.blue < 90 }
        let control = (x0: 20.0, y0: 809.0, x1: 60.0, y1: 829.0)
        try openFamily(atRow: 620, in: session, frame: frame, "the Lists page, its Edit button") {
            frame.count(in: $0, 340, 72, 380, 90, where: Self.isBlue) > 20
                && frame.count(in: $0, control.x0, control.y0, control.x1, control.y1, where: isRed) == 0
        }
        try session.click(361, 81, on: frame)
        try X11Session.wait(timeout: 30, "the delete control to come in") {
            frame.count(in: try session.screenshot(), control.x0, control.y0, control.x1, control.y1, where: isRed) > 30
        }
        try session.quit(app)
    }

    @Test("On Buttons, a click on Automatic counts the tap in the line under the styles")
    func buttonInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        // The ink of "Tapped 0 times" (grey text on the white row): it changes when the count does.
        func ink(_ shot: CairoImage) -> [Int] {
            frame.pixels(of: shot, 32, 384, 180, 404) { $0.red < 200 }.map { $0.x * 10_000 + $0.y }
        }
        var before: [Int] = []
        try openFamily(atRow: 221, in: session, frame: frame, "the Buttons page, its count drawn") {
            before = ink($0)
            return before.count > 50 && frame.count(in: $0, 32, 160, 110, 178, where: Self.isBlue) > 20
        }
        try session.click(72, 169, on: frame)
        try X11Session.wait(timeout: 30, "the count to change") {
            let after = ink(try session.screenshot())
            return after.count > 50 && after != before
        }
        try session.quit(app)
    }

    @Test("On Animation, reached by scrolling the home list with the wheel, Move Right springs the ball across")
    func animationInWindow() throws {
        let session = try X11Session()
        let (app, frame) = try open(in: session)
        defer { X11Session.stop(app) }
        func isOrange(_ c: ScreenPixel) -> Bool { c.red > 240 && (130...175).contains(c.green) && c.blue < 60 }
        // The last row, Animation, its orange icon at 46 points across once the list is scrolled to its end.
        let middle = frame.pixel(200, 500)
        try session.run("xdotool", ["mousemove", "\(middle.x)", "\(middle.y)"])
        try session.run("xdotool", ["click", "--repeat", "15", "--delay", "30", "5"])
        var row = 0.0
        try X11Session.wait(timeout: 30, "the list to scroll to Animation's row") {
            let icon = frame.pixels(of: try session.screenshot(), 36, 700, 56, 840, where: isOrange)
            guard icon.count > 100, let top = icon.map(\.y).min(), let bottom = icon.map(\.y).max() else { return false }
            row = (Double(top + bottom) / 2 - Double(frame.y)) * 393 / Double(frame.width)
            return true
        }
        let ball = (x0: 32.0, y0: 164.0, x1: 80.0, y1: 184.0), across = (x0: 300.0, y0: 164.0, x1: 365.0, y1: 184.0)
        try openFamily(atRow: row, in: session, frame: frame, "the Animation page, the ball at the left") {
            frame.count(in: $0, ball.x0, ball.y0, ball.x1, ball.y1, where: isOrange) > 100
                && frame.count(in: $0, across.x0, across.y0, across.x1, across.y1, where: isOrange) == 0
        }
        try session.click(77, 224, on: frame)
        try X11Session.wait(timeout: 30, "the ball to spring to the right") {
            let shot = try session.screenshot()
            return frame.count(in: shot, across.x0, across.y0, across.x1, across.y1, where: isOrange) > 100
                && frame.count(in: shot, ball.x0, ball.y0, ball.x1, ball.y1, where: isOrange) == 0
        }
        try session.quit(app)
    }
}
