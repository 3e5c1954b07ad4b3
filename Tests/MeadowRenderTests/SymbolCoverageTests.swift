import CCairo
import Foundation
import MeadowCore
import MeadowTesting
import Testing
@testable import MeadowCairo

/// The most used SF Symbol names in public apps (issue 38), in the order the glyph sheet shows them, ten to a row.
private let coverageNames = [
    "xmark.circle.fill", "xmark.circle", "plus.circle", "plus.circle.fill", "chevron.down", "chevron.up",
    "checkmark", "checkmark.circle.fill", "trash", "trash.fill", "gear", "gearshape.fill", "heart", "heart.fill",
    "house", "house.fill", "square.and.pencil", "pencil", "clock", "calendar", "bell", "bell.fill", "info.circle",
    "exclamationmark.triangle", "ellipsis", "line.3.horizontal", "slider.horizontal.3", "circle", "circle.fill",
    "square", "circle.grid.2x2", "play.fill", "pause.fill", "stop.fill", "play.circle.fill", "arrow.clockwise",
    "arrow.counterclockwise", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "square.and.arrow.up", "person",
    "person.fill", "person.circle", "bag", "cart", "globe", "moon", "moon.fill", "sunrise", "sunset", "wind",
    "flame", "location", "mappin.and.ellipse", "photo", "camera", "envelope", "phone", "message", "link", "lock",
    "bookmark", "book", "folder", "doc", "thermometer.sun", "cloud.moon", "cloud.moon.rain",
]

/// The names public apps use next (issue 38): a calculator's keys, the marks SF Symbols enclose in circles and
/// squares (numbers, letters and glyphs: `SymbolEnclosure`) and the everyday marks of the apps in the search tool's
/// corpus that drew a placeholder, in the order the second sheet shows them, ten to a row.
private let secondCoverageNames = [
    "plus", "minus", "multiply", "divide", "equal", "percent", "plusminus", "plus.forwardslash.minus",
    "plus.slash.minus", "delete.left",
    "delete.left.fill", "delete.backward", "delete.backward.fill", "checkmark.circle", "xmark.square",
    "minus.circle", "minus.circle.fill", "multiply.circle.fill", "divide.circle", "equal.circle",
    "1.circle", "2.circle", "3.circle", "4.circle", "5.circle", "10.circle", "50.circle", "1.circle.fill",
    "2.circle.fill", "3.circle.fill",
    "1.square", "1.square.fill", "2.square.fill", "3.square.fill", "a.circle", "a.circle.fill", "b.square",
    "checkmark.square", "checkmark.square.fill", "plus.square",
    "plus.square.fill", "minus.square", "star.circle", "star.circle.fill", "heart.circle", "heart.circle.fill",
    "arrow.right.circle", "arrow.right.circle.fill", "arrow.left.circle", "arrow.left.circle.fill",
    "arrow.up.circle", "arrow.up.circle.fill", "arrow.down.circle", "arrow.down.circle.fill", "arrow.down.square",
    "chevron.left.circle.fill", "chevron.right.circle.fill", "chevron.down.circle", "info", "info.circle.fill",
    "exclamationmark", "exclamationmark.circle", "exclamationmark.circle.fill", "questionmark",
    "questionmark.circle", "questionmark.circle.fill", "person.circle.fill", "play.circle", "pause.circle",
    "pause.circle.fill",
    "stop.circle", "ellipsis.circle", "square.fill", "flag", "flag.fill", "person.2", "person.2.fill",
    "person.crop.circle", "person.crop.circle.fill", "mic",
    "mic.fill", "paperplane", "paperplane.fill", "bolt", "bolt.fill", "eye", "eye.slash", "mappin", "location.fill",
    "bag.fill",
    "gearshape", "square.grid.2x2", "music.note", "forward.fill", "backward.fill", "tag", "lightbulb",
    "arrow.uturn.backward", "arrow.uturn.forward", "arrow.2.circlepath",
    "arrow.triangle.2.circlepath", "arrow.triangle.2.circlepath.circle.fill", "cloud.fill", "doc.text", "tray",
    "timer", "sparkles", "leaf", "drop", "x.circle", "cloud.sun.fill", "arrow.up.right", "arrow.up.right.circle",
    "chevron.right.2", "circle.grid.2x2.fill",
]

/// The names the corpus's apps use that still drew the placeholder (issue 38: the solid weather symbols their
/// forecasts map to, then their other literal symbol names), in the order the third sheet shows them, ten to a row.
private let weatherCoverageNames = [
    "cloud.snow.fill", "moon.stars.fill", "cloud.moon.rain.fill", "cloud.hail.fill", "cloud.drizzle.fill",
    "cloud.sleet.fill", "cloud.moon.fill", "cloud.moon.bolt.fill", "cloud.fog.fill", "cloud.bolt.rain.fill",
    "cloud.sun.rain.fill", "cloud.heavyrain.fill", "cloud.sun.bolt.fill", "cloud.hail", "cloud.moon.bolt",
    "moon.stars", "qrcode", "graduationcap", "book.pages.fill", "face.smiling", "memories",
    "location.magnifyingglass", "arrow.left.arrow.right.circle", "arrow.left.and.right.circle",
]

/// The names public apps use that drew the placeholder after the third sheet (issue 38: a unit converter's
/// categories, a quotes app's tabs, a recipe app's and a drawing app's buttons, each confirmed in public code with
/// find_string), with the `.fill` forms SF Symbols have and the outlined `cloud.bolt`, then the other corpora's
/// names (a reply arrow under its SF Symbols 2 and 3 names, an archive box, a quote bubble, hiding the keyboard,
/// expanding), in the order the fourth sheet shows them, ten to a row.
private let everydayCoverageNames = [
    "ruler", "ruler.fill", "case", "case.fill", "map", "map.fill", "cube", "cube.fill", "thermometer",
    "thermometer.medium",
    "thermometer.low", "thermometer.high", "thermometer.sun.fill", "thermometer.snowflake", "hammer", "hammer.fill",
    "pyramid", "pyramid.fill", "speedometer", "clock.arrow.2.circlepath",
    "tortoise", "tortoise.fill", "briefcase", "briefcase.fill", "car", "car.fill", "carrot", "carrot.fill", "eraser",
    "eraser.fill",
    "eraser.line.dashed", "eraser.line.dashed.fill", "cloud.bolt", "quote.bubble", "archivebox", "archivebox.fill",
    "arrowshape.turn.up.backward", "arrowshape.turn.up.backward.fill", "arrowshape.turn.up.left",
    "arrowshape.turn.up.left.fill",
    "keyboard.chevron.compact.down", "arrow.up.left.and.arrow.down.right", "arrow.up.left.and.arrow.down.right.circle",
]

/// The names the corpus's fifth batch (games, timers, trackers, onboardings) drew as the placeholder, each in its
/// apps' code: a memory game's and an onboarding's trophy, a grid menu, a badged reminder bell, a stopwatch's and
/// an alarm's tabs, an expense tracker's pie chart and history, a team page, a drawing app's colour picker and a
/// health onboarding's card, in the order the fifth sheet shows them, ten to a row.
private let gamesCoverageNames = [
    "trophy.fill", "square.grid.2x2.fill", "bell.badge.fill", "stopwatch.fill", "alarm.fill", "chart.pie.fill",
    "clock.arrow.circlepath", "person.3.fill", "circle.inset.filled", "record.circle.fill",
    "heart.text.square.fill",
]

/// The names the corpora's apps pass through their own views (a Sudoku's note and erase keys, a contact card's
/// phone and e-mail rows, a shop's card, a game's controller and rewards, a recorder's button, an inbox) and the
/// `.fill` forms of outlines apps use beside them (a password field's eye, a shop's cart, a timer's clock), each in
/// the corpora's code, which drew the placeholder, in the order the sixth sheet shows them; `multiply.circle.fill`,
/// which a login form's clear button names, draws on the second sheet.
private let passedCoverageNames = [
    "pencil.and.outline", "pencil.slash", "phone.fill", "envelope.fill", "eye.fill", "eye.slash.fill", "cart.fill",
    "clock.fill", "creditcard.fill", "gift.fill",
    "checkmark.seal.fill", "gamecontroller.fill", "record.circle", "tray.full",
]

/// Every covered symbol, ten to a row, black on white at 28 points: the sheet a reader compares with SF Symbols.
private struct GlyphSheet: View {
    var coverageNames: [String]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<(coverageNames.count + 9) / 10, id: \.self) { row in
                HStack(spacing: 8) {
                    ForEach(coverageNames[(row * 10)..<min(row * 10 + 10, coverageNames.count)], id: \.self) { name in
                        Image(systemName: name).resizable().foregroundColor(.black).frame(width: 28, height: 28)
                    }
                    Spacer(minLength: 0)
                }
            }
        }
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }
}

/// How many pixels carry ink outside the rect (16, 16, 32, 32) grown by one pixel, and inside it, when `name` is
/// drawn in black into a 64 × 64 surface at `weight`.
private func ink(of name: String, weight: Int) -> (outside: Int, inside: Int) {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64) else { return (0, 0) }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return (0, 0) }
    cairo_set_source_rgb(cr, 0, 0, 0)
    _ = SymbolSet.draw(name, in: CGRect(x: 16, y: 16, width: 32, height: 32), weight: weight, cr: cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return (0, 0) }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var result = (outside: 0, inside: 0)
    for y in 0..<64 {
        for x in 0..<64 {
            let pixel = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            guard pixel >> 24 > 0 else { continue }
            if (15..<49).contains(x) && (15..<49).contains(y) { result.inside += 1 } else { result.outside += 1 }
        }
    }
    return result
}

@Suite("SF Symbol coverage")
@MainActor
struct SymbolCoverageTests {
    let snapshots = SnapshotAssertion()

    @Test("Each of the most used SF Symbol names has a drawing of its own, not the placeholder",
          arguments: coverageNames + secondCoverageNames + weatherCoverageNames + everydayCoverageNames
              + gamesCoverageNames + passedCoverageNames)
    func everyCoveredNameHasADrawing(name: String) {
        #expect(SymbolSet.contains(name))
    }

    @Test(
        "A covered glyph inks its rect and nothing outside it, from the thinnest to the heaviest weight",
        arguments: coverageNames + secondCoverageNames + weatherCoverageNames + everydayCoverageNames + gamesCoverageNames
            + passedCoverageNames,
        [100, 400, 900])
    func coveredGlyphStaysInItsRect(name: String, weight: Int) {
        let ink = ink(of: name, weight: weight)
        #expect(ink.outside == 0, "\(name) at \(weight) inks \(ink.outside) pixels outside its rect")
        #expect(ink.inside > 40, "\(name) at \(weight) inks only \(ink.inside) pixels")
    }

    @Test("The sheet of covered glyphs at regular weight, ten to a row in the order of coverageNames")
    func glyphSheet() {
        let image = ViewHarness(GlyphSheet(coverageNames: coverageNames), size: CGSize(width: 368, height: 260), scale: 2)
            .renderImage()
        snapshots.assertMatches(image, named: "symbol-coverage-sheet")
    }

    @Test("The second sheet, of the calculator's keys, the enclosed marks and the everyday marks, at regular weight")
    func secondGlyphSheet() {
        let image = ViewHarness(
            GlyphSheet(coverageNames: secondCoverageNames), size: CGSize(width: 368, height: 440), scale: 2
        ).renderImage()
        snapshots.assertMatches(image, named: "symbol-coverage-sheet-2")
    }

    @Test("The third sheet, of the solid weather symbols and the corpus's other names, at regular weight")
    func weatherGlyphSheet() {
        let image = ViewHarness(
            GlyphSheet(coverageNames: weatherCoverageNames), size: CGSize(width: 368, height: 116), scale: 2
        ).renderImage()
        snapshots.assertMatches(image, named: "symbol-coverage-sheet-3")
    }

    @Test("The fourth sheet, of a unit converter's categories and the everyday things apps label, at regular weight")
    func everydayGlyphSheet() {
        let image = ViewHarness(
            GlyphSheet(coverageNames: everydayCoverageNames), size: CGSize(width: 368, height: 188), scale: 2
        ).renderImage()
        snapshots.assertMatches(image, named: "symbol-coverage-sheet-4")
    }

    @Test("The fifth sheet, of the names games, timers and trackers label their scores and reminders with")
    func gamesGlyphSheet() {
        let image = ViewHarness(
            GlyphSheet(coverageNames: gamesCoverageNames), size: CGSize(width: 368, height: 80), scale: 2
        ).renderImage()
        snapshots.assertMatches(image, named: "symbol-coverage-sheet-5")
    }

    @Test("The sixth sheet, of the names apps pass through their own views and the solid forms beside them")
    func passedGlyphSheet() {
        let image = ViewHarness(
            GlyphSheet(coverageNames: passedCoverageNames), size: CGSize(width: 368, height: 80), scale: 2
        ).renderImage()
        snapshots.assertMatches(image, named: "symbol-coverage-sheet-6")
    }

    @Test("Names SF Symbols do not enclose have no drawing: numbers past 50, words, unknown marks")
    func unknownEnclosures() {
        for name in ["51.circle", "01.circle", "ab.circle", "nothing.circle.fill", "circle.circle.square", "1"] {
            #expect(!SymbolSet.contains(name), "\(name) should draw the placeholder")
        }
    }
}
