import CCairo
import Foundation
import MeadowCore

/// The project's own drawings of the SF Symbols the apps use.
///
/// SF Symbols themselves cannot ship, so each name the apps ask for maps to a glyph drawn
/// here with Cairo paths on a 100 × 100 design grid, in one style: round caps and joins, a
/// stroke that thickens with the font weight, solids for the `.fill` names and outlines for
/// the others. In monochrome everything is painted in one colour, the context's current source, holes and gaps
/// transparent; under a rendering mode that tells layers apart each layer takes its colour (`SymbolPen.layer`).
enum SymbolSet {
    /// The glyph drawing for each supported SF Symbol name.
    private static let glyphs: [String: @Sendable (SymbolPen) -> Void] = [
        "ellipsis.circle.fill": { SymbolGlyphs.ellipsisCircleFill($0) },
        "magnifyingglass": { SymbolGlyphs.magnifyingGlass($0) },
        "sun.max": { SymbolGlyphs.sunMax($0) },
        "sun.max.fill": { SymbolGlyphs.sunMaxFill($0) },
        "sun.dust": { SymbolGlyphs.sunDustOutline($0) },
        "sun.dust.fill": { SymbolGlyphs.sunDustFill($0) },
        "sun.haze": { SymbolGlyphs.sunHaze($0) },
        "cloud.sun.rain": { SymbolGlyphs.cloudSunRain($0, filled: false) },
        "cloud.sun.rain.fill": { SymbolGlyphs.cloudSunRain($0, filled: true) },
        "cloud.sun.bolt": { SymbolGlyphs.cloudSunBolt($0, filled: false) },
        "cloud.sun.bolt.fill": { SymbolGlyphs.cloudSunBolt($0, filled: true) },
        "cloud.rain.fill": { SymbolGlyphs.cloudRainFill($0) },
        "cloud.bolt": { SymbolGlyphs.cloudBolt($0, filled: false) },
        "cloud.bolt.fill": { SymbolGlyphs.cloudBolt($0, filled: true) },
        "snow": { SymbolGlyphs.snow($0) },
        "cloud": { SymbolGlyphs.cloud($0) },
        "cloud.sun": { SymbolGlyphs.cloudSunOutline($0) },
        "cloud.fog": { SymbolGlyphs.cloudFog($0, filled: false) },
        "cloud.fog.fill": { SymbolGlyphs.cloudFog($0, filled: true) },
        "cloud.drizzle": { SymbolGlyphs.cloudDrizzle($0, filled: false) },
        "cloud.drizzle.fill": { SymbolGlyphs.cloudDrizzle($0, filled: true) },
        "cloud.rain": { SymbolGlyphs.cloudRain($0) },
        "cloud.heavyrain": { SymbolGlyphs.cloudHeavyRain($0, filled: false) },
        "cloud.heavyrain.fill": { SymbolGlyphs.cloudHeavyRain($0, filled: true) },
        "cloud.sleet": { SymbolGlyphs.cloudSleet($0, filled: false) },
        "cloud.sleet.fill": { SymbolGlyphs.cloudSleet($0, filled: true) },
        "cloud.hail": { SymbolGlyphs.cloudHail($0, filled: false) },
        "cloud.hail.fill": { SymbolGlyphs.cloudHail($0, filled: true) },
        "cloud.snow": { SymbolGlyphs.cloudSnow($0, filled: false) },
        "cloud.snow.fill": { SymbolGlyphs.cloudSnow($0, filled: true) },
        "cloud.bolt.rain": { SymbolGlyphs.cloudBoltRain($0, filled: false) },
        "cloud.bolt.rain.fill": { SymbolGlyphs.cloudBoltRain($0, filled: true) },
        "xmark": { SymbolGlyphs.xmark($0) },
        "book.fill": { SymbolGlyphs.bookFill($0) },
        "lock.fill": { SymbolGlyphs.lockFill($0) },
        "bookmark.fill": { SymbolGlyphs.bookmarkFill($0) },
        "macwindow": { SymbolGlyphs.macWindow($0) },
        "chart.bar": { SymbolGlyphs.chartBar($0) },
        "chart.pie": { SymbolGlyphs.chartPie($0) },
        "plus": { SymbolGlyphs.plus($0) },
        "minus": { SymbolGlyphs.minus($0) },
        "folder.fill": { SymbolGlyphs.folderFill($0) },
        "folder.fill.badge.plus": { SymbolGlyphs.folderFillBadgePlus($0) },
        "triangle": { SymbolGlyphs.triangle($0) },
        "bubble.left": { SymbolGlyphs.bubbleLeft($0) },
        "star": { SymbolGlyphs.star($0) },
        "star.fill": { SymbolGlyphs.starFill($0) },
        "list.bullet": { SymbolGlyphs.listBullet($0) },
        "chevron.left": { SymbolGlyphs.chevronLeft($0) },
        "chevron.right": { SymbolGlyphs.chevronRight($0) },
        "chevron.right.circle": { SymbolGlyphs.chevronRightCircle($0) },
        "chevron.down": { SymbolGlyphs.chevronDown($0) },
        "chevron.up": { SymbolGlyphs.chevronUp($0) },
        "chevron.up.chevron.down": { SymbolGlyphs.chevronUpChevronDown($0) },
        "checkmark": { SymbolGlyphs.checkmark($0) },
        "xmark.circle.fill": { SymbolGlyphs.xmarkCircleFill($0) },
        "xmark.circle": { SymbolGlyphs.xmarkCircle($0) },
        "plus.circle": { SymbolGlyphs.plusCircle($0) },
        "plus.circle.fill": { SymbolGlyphs.plusCircleFill($0) },
        "checkmark.circle.fill": { SymbolGlyphs.checkmarkCircleFill($0) },
        "trash": { SymbolGlyphs.trash($0) },
        "trash.fill": { SymbolGlyphs.trashFill($0) },
        "gear": { SymbolGlyphs.gear($0) },
        "gearshape.fill": { SymbolGlyphs.gearshapeFill($0) },
        "heart": { SymbolGlyphs.heart($0) },
        "heart.fill": { SymbolGlyphs.heartFill($0) },
        "house": { SymbolGlyphs.house($0) },
        "house.fill": { SymbolGlyphs.houseFill($0) },
        "square.and.pencil": { SymbolGlyphs.squareAndPencil($0) },
        "pencil": { SymbolGlyphs.pencil($0) },
        "clock": { SymbolGlyphs.clock($0) },
        "calendar": { SymbolGlyphs.calendar($0) },
        "bell": { SymbolGlyphs.bell($0) },
        "bell.fill": { SymbolGlyphs.bellFill($0) },
        "info.circle": { SymbolGlyphs.infoCircle($0) },
        "exclamationmark.triangle": { SymbolGlyphs.exclamationmarkTriangle($0) },
        "ellipsis": { SymbolGlyphs.ellipsis($0) },
        "line.3.horizontal": { SymbolGlyphs.line3Horizontal($0) },
        "slider.horizontal.3": { SymbolGlyphs.sliderHorizontal3($0) },
        "circle": { SymbolGlyphs.circle($0) },
        "circle.fill": { SymbolGlyphs.circleFill($0) },
        "square": { SymbolGlyphs.square($0) },
        "circle.grid.2x2": { SymbolGlyphs.circleGrid2x2($0) },
        "play.fill": { SymbolGlyphs.playFill($0) },
        "pause.fill": { SymbolGlyphs.pauseFill($0) },
        "stop.fill": { SymbolGlyphs.stopFill($0) },
        "play.circle.fill": { SymbolGlyphs.playCircleFill($0) },
        "arrow.clockwise": { SymbolGlyphs.arrowClockwise($0) },
        "arrow.counterclockwise": { SymbolGlyphs.arrowCounterclockwise($0) },
        "arrow.left": { SymbolGlyphs.arrowLeft($0) },
        "arrow.right": { SymbolGlyphs.arrowRight($0) },
        "arrow.up": { SymbolGlyphs.arrowUp($0) },
        "arrow.down": { SymbolGlyphs.arrowDown($0) },
        "square.and.arrow.up": { SymbolGlyphs.squareAndArrowUp($0) },
        "person": { SymbolGlyphs.person($0) },
        "person.fill": { SymbolGlyphs.personFill($0) },
        "person.circle": { SymbolGlyphs.personCircle($0) },
        "bag": { SymbolGlyphs.bag($0) },
        "cart": { SymbolGlyphs.cart($0) },
        "globe": { SymbolGlyphs.globe($0) },
        "moon": { SymbolGlyphs.moon($0) },
        "moon.fill": { SymbolGlyphs.moonFill($0) },
        "sunrise": { SymbolGlyphs.sunrise($0) },
        "sunset": { SymbolGlyphs.sunset($0) },
        "wind": { SymbolGlyphs.wind($0) },
        "flame": { SymbolGlyphs.flame($0) },
        "location": { SymbolGlyphs.location($0) },
        "mappin.and.ellipse": { SymbolGlyphs.mappinAndEllipse($0) },
        "photo": { SymbolGlyphs.photo($0) },
        "camera": { SymbolGlyphs.camera($0) },
        "envelope": { SymbolGlyphs.envelope($0) },
        "phone": { SymbolGlyphs.phone($0) },
        "message": { SymbolGlyphs.message($0) },
        "link": { SymbolGlyphs.link($0) },
        "lock": { SymbolGlyphs.lock($0) },
        "bookmark": { SymbolGlyphs.bookmark($0) },
        "book": { SymbolGlyphs.book($0) },
        "folder": { SymbolGlyphs.folder($0) },
        "doc": { SymbolGlyphs.doc($0) },
        "thermometer.sun": { SymbolGlyphs.thermometerSun($0, filled: false) },
        "cloud.moon": { SymbolGlyphs.cloudMoon($0, filled: false) },
        "cloud.moon.fill": { SymbolGlyphs.cloudMoon($0, filled: true) },
        "cloud.moon.rain": { SymbolGlyphs.cloudMoonRain($0, filled: false) },
        "cloud.moon.rain.fill": { SymbolGlyphs.cloudMoonRain($0, filled: true) },
        "cloud.moon.bolt": { SymbolGlyphs.cloudMoonBolt($0, filled: false) },
        "cloud.moon.bolt.fill": { SymbolGlyphs.cloudMoonBolt($0, filled: true) },
        "moon.stars": { SymbolGlyphs.moonStars($0, filled: false) },
        "moon.stars.fill": { SymbolGlyphs.moonStars($0, filled: true) },
        // A calculator's keys.
        "divide": { SymbolGlyphs.divide($0) },
        "multiply": { SymbolGlyphs.multiply($0) },
        "equal": { SymbolGlyphs.equal($0) },
        "percent": { SymbolGlyphs.percent($0) },
        "plusminus": { SymbolGlyphs.plusminus($0) },
        "plus.forwardslash.minus": { SymbolGlyphs.plusSlashMinus($0) },
        "plus.slash.minus": { SymbolGlyphs.plusSlashMinus($0) },
        "delete.left": { SymbolGlyphs.deleteLeft($0) },
        "delete.left.fill": { SymbolGlyphs.deleteLeftFill($0) },
        "delete.backward": { SymbolGlyphs.deleteLeft($0) },
        "delete.backward.fill": { SymbolGlyphs.deleteLeftFill($0) },
        // Marks that also stand inside the enclosures (`info.circle.fill`, `questionmark.circle`).
        "info": { SymbolGlyphs.info($0) },
        "exclamationmark": { SymbolGlyphs.exclamationmark($0) },
        "questionmark": { SymbolGlyphs.questionmark($0) },
        // Everyday marks.
        "square.fill": { SymbolGlyphs.squareFill($0) },
        "flag": { SymbolGlyphs.flag($0) },
        "flag.fill": { SymbolGlyphs.flagFill($0) },
        "person.2": { SymbolGlyphs.person2($0) },
        "person.2.fill": { SymbolGlyphs.person2Fill($0) },
        "person.crop.circle": { SymbolGlyphs.personCircle($0) },
        "x.circle": { SymbolGlyphs.xmarkCircle($0) },
        "person.crop.circle.fill": { SymbolGlyphs.personCropCircleFill($0) },
        "mic": { SymbolGlyphs.mic($0) },
        "mic.fill": { SymbolGlyphs.micFill($0) },
        "paperplane": { SymbolGlyphs.paperplane($0) },
        "paperplane.fill": { SymbolGlyphs.paperplaneFill($0) },
        "bolt": { SymbolGlyphs.bolt($0) },
        "bolt.fill": { SymbolGlyphs.boltFill($0) },
        "eye": { SymbolGlyphs.eye($0) },
        "eye.slash": { SymbolGlyphs.eyeSlash($0) },
        "mappin": { SymbolGlyphs.mappin($0) },
        "location.fill": { SymbolGlyphs.locationFill($0) },
        "bag.fill": { SymbolGlyphs.bagFill($0) },
        "gearshape": { SymbolGlyphs.gear($0) },
        "square.grid.2x2": { SymbolGlyphs.squareGrid2x2($0) },
        "music.note": { SymbolGlyphs.musicNote($0) },
        "forward.fill": { SymbolGlyphs.forwardFill($0) },
        "backward.fill": { SymbolGlyphs.backwardFill($0) },
        "tag": { SymbolGlyphs.tag($0) },
        "lightbulb": { SymbolGlyphs.lightbulb($0) },
        "arrow.uturn.backward": { SymbolGlyphs.arrowUturnBackward($0) },
        "arrow.uturn.forward": { SymbolGlyphs.arrowUturnForward($0) },
        "arrow.2.circlepath": { SymbolGlyphs.arrow2Circlepath($0) },
        "arrow.triangle.2.circlepath": { SymbolGlyphs.arrow2Circlepath($0) },
        "cloud.fill": { SymbolGlyphs.cloudFill($0) },
        "cloud.sun.fill": { SymbolGlyphs.cloudSunFill($0) },
        "arrow.up.right": { SymbolGlyphs.arrowUpRight($0) },
        "chevron.right.2": { SymbolGlyphs.chevronRight2($0) },
        "circle.grid.2x2.fill": { SymbolGlyphs.circleGrid2x2Fill($0) },
        "doc.text": { SymbolGlyphs.docText($0) },
        "tray": { SymbolGlyphs.tray($0) },
        "timer": { SymbolGlyphs.timer($0) },
        "sparkles": { SymbolGlyphs.sparkles($0) },
        "leaf": { SymbolGlyphs.leaf($0) },
        "drop": { SymbolGlyphs.drop($0) },
        // The everyday names of the corpus's apps that still drew the placeholder.
        "qrcode": { SymbolGlyphs.qrcode($0) },
        "graduationcap": { SymbolGlyphs.graduationcap($0) },
        "book.pages": { SymbolGlyphs.bookFill($0) },
        "book.pages.fill": { SymbolGlyphs.bookFill($0) },
        "face.smiling": { SymbolGlyphs.faceSmiling($0) },
        "memories": { SymbolGlyphs.memories($0) },
        "location.magnifyingglass": { SymbolGlyphs.locationMagnifyingglass($0) },
        "arrow.left.arrow.right": { SymbolGlyphs.arrowLeftArrowRight($0) },
        "arrow.left.and.right": { SymbolGlyphs.arrowLeftAndRight($0) },
        // The categories of a unit converter, and the everyday things public apps label with symbols.
        "ruler": { SymbolGlyphs.ruler($0) },
        "ruler.fill": { SymbolGlyphs.rulerFill($0) },
        "case": { SymbolGlyphs.carryingCase($0) },
        "case.fill": { SymbolGlyphs.carryingCaseFill($0) },
        "map": { SymbolGlyphs.map($0) },
        "map.fill": { SymbolGlyphs.mapFill($0) },
        "cube": { SymbolGlyphs.cube($0) },
        "cube.fill": { SymbolGlyphs.cubeFill($0) },
        "thermometer": { SymbolGlyphs.thermometerMedium($0) },
        "thermometer.medium": { SymbolGlyphs.thermometerMedium($0) },
        "thermometer.low": { SymbolGlyphs.thermometerLow($0) },
        "thermometer.high": { SymbolGlyphs.thermometerHigh($0) },
        "thermometer.sun.fill": { SymbolGlyphs.thermometerSun($0, filled: true) },
        "thermometer.snowflake": { SymbolGlyphs.thermometerSnowflake($0) },
        "hammer": { SymbolGlyphs.hammer($0) },
        "hammer.fill": { SymbolGlyphs.hammerFill($0) },
        "pyramid": { SymbolGlyphs.pyramid($0) },
        "pyramid.fill": { SymbolGlyphs.pyramidFill($0) },
        "speedometer": { SymbolGlyphs.speedometer($0) },
        "clock.arrow.2.circlepath": { SymbolGlyphs.clockArrow2Circlepath($0) },
        "tortoise": { SymbolGlyphs.tortoise($0) },
        "tortoise.fill": { SymbolGlyphs.tortoiseFill($0) },
        "briefcase": { SymbolGlyphs.briefcase($0) },
        "briefcase.fill": { SymbolGlyphs.briefcaseFill($0) },
        "car": { SymbolGlyphs.car($0) },
        "car.fill": { SymbolGlyphs.carFill($0) },
        "carrot": { SymbolGlyphs.carrot($0) },
        "carrot.fill": { SymbolGlyphs.carrotFill($0) },
        "eraser": { SymbolGlyphs.eraser($0) },
        "eraser.fill": { SymbolGlyphs.eraserFill($0) },
        "eraser.line.dashed": { SymbolGlyphs.eraserLineDashed($0, filled: false) },
        "eraser.line.dashed.fill": { SymbolGlyphs.eraserLineDashed($0, filled: true) },
        // The corpus's names still drawn as the placeholder after them.
        "quote.bubble": { SymbolGlyphs.quoteBubble($0) },
        "archivebox": { SymbolGlyphs.archivebox($0) },
        "archivebox.fill": { SymbolGlyphs.archiveboxFill($0) },
        "arrowshape.turn.up.backward": { SymbolGlyphs.arrowshapeTurnUpBackward($0) },
        "arrowshape.turn.up.backward.fill": { SymbolGlyphs.arrowshapeTurnUpBackwardFill($0) },
        "arrowshape.turn.up.left": { SymbolGlyphs.arrowshapeTurnUpBackward($0) },
        "arrowshape.turn.up.left.fill": { SymbolGlyphs.arrowshapeTurnUpBackwardFill($0) },
        "keyboard.chevron.compact.down": { SymbolGlyphs.keyboardChevronCompactDown($0) },
        "arrow.up.left.and.arrow.down.right": { SymbolGlyphs.arrowUpLeftAndArrowDownRight($0) },
        // The names of the fifth batch of the corpus (games, timers, trackers, onboardings) drawn as the placeholder.
        "trophy.fill": { SymbolGlyphs.trophyFill($0) },
        "square.grid.2x2.fill": { SymbolGlyphs.squareGrid2x2Fill($0) },
        "bell.badge.fill": { SymbolGlyphs.bellBadgeFill($0) },
        "stopwatch.fill": { SymbolGlyphs.stopwatchFill($0) },
        "alarm.fill": { SymbolGlyphs.alarmFill($0) },
        "chart.pie.fill": { SymbolGlyphs.chartPieFill($0) },
        "clock.arrow.circlepath": { SymbolGlyphs.clockArrowCirclepath($0) },
        "person.3.fill": { SymbolGlyphs.person3Fill($0) },
        "circle.inset.filled": { SymbolGlyphs.circleInsetFilled($0) },
        "record.circle.fill": { SymbolGlyphs.recordCircleFill($0) },
        "heart.text.square.fill": { SymbolGlyphs.heartTextSquareFill($0) },
        // The corpus's names still drawn as the placeholder after the fifth batch: a Sudoku's note and erase keys, a
        // contact card's phone and e-mail, and the solid forms of outlines apps pair with them.
        "pencil.and.outline": { SymbolGlyphs.pencilAndOutline($0) },
        "pencil.slash": { SymbolGlyphs.pencilSlash($0) },
        "phone.fill": { SymbolGlyphs.phoneFill($0) },
        "envelope.fill": { SymbolGlyphs.envelopeFill($0) },
        "eye.fill": { SymbolGlyphs.eyeFill($0) },
        "eye.slash.fill": { SymbolGlyphs.eyeSlashFill($0) },
        "cart.fill": { SymbolGlyphs.cartFill($0) },
        "clock.fill": { SymbolGlyphs.clockFill($0) },
        "creditcard.fill": { SymbolGlyphs.creditcardFill($0) },
        "gift.fill": { SymbolGlyphs.giftFill($0) },
        "checkmark.seal.fill": { SymbolGlyphs.checkmarkSealFill($0) },
        "gamecontroller.fill": { SymbolGlyphs.gamecontrollerFill($0) },
        "record.circle": { SymbolGlyphs.recordCircle($0) },
        "tray.full": { SymbolGlyphs.trayFull($0) },
    ]

    /// The drawing for `name`: its own glyph or, for an enclosed variant SF Symbols name after a mark
    /// (`checkmark.circle`, `1.circle.fill`, `arrow.right.square`), the mark in its enclosure (`SymbolEnclosure`).
    private static func glyph(named name: String) -> (@Sendable (SymbolPen) -> Void)? {
        if let glyph = glyphs[name] { return glyph }
        guard let enclosure = SymbolEnclosure(name) else { return nil }
        let mark: @Sendable (SymbolPen) -> Void
        if let characters = enclosure.characters {
            mark = { SymbolGlyphs.characters(characters, $0) }
        } else if let glyph = enclosure.isFilled
            ? glyphs[enclosure.base + ".fill"] ?? glyphs[enclosure.base]
            : glyphs[enclosure.base] ?? glyphs[enclosure.base + ".fill"]
        {
            mark = glyph
        } else {
            return nil
        }
        return { enclosure.draw(mark: mark, with: $0) }
    }

    /// How far past its rect, in the rect's units, a symbol's drawing is clipped: a little generous, so that the
    /// clip never trims a glyph.
    static let margin: CGFloat = 2

    /// The side of the square design grid every glyph is drawn on.
    private static let gridSize = 100.0

    /// Every name that has a glyph of its own, sorted; the enclosed variants of these, of the numbers 0 to 50 and of
    /// the letters a to z have drawings too.
    static var names: [String] { glyphs.keys.sorted() }

    /// Whether a drawing exists for `name`.
    static func contains(_ name: String) -> Bool {
        glyph(named: name) != nil
    }

    /// The stroke thickness, in design units, for a CSS/Pango `weight` (100...900):
    /// 4 for thin, 8 for regular (400), 11 for bold (700) and 13 for black (900).
    static func lineWidth(forWeight weight: Int) -> Double {
        let w = Double(min(max(weight, 100), 900))
        return w <= 400 ? 4 + (w - 100) / 300 * 4 : 8 + (w - 400) / 500 * 5
    }

    /// Draws `name` to fill `rect` (user-space units of `cr`, i.e. points; the CTM may already be scaled by 2 or 3),
    /// with the stroke thickness that `weight` implies (CSS/Pango weight 100...900; 400 regular, 700 bold),
    /// in `cr`'s current source. Returns false, drawing nothing, for an unknown name.
    ///
    /// The glyph is aspect-fitted and centred in `rect`. The context's state is restored
    /// afterwards; its current path is cleared. A known name with an empty `rect` draws
    /// nothing and still returns true.
    ///
    /// `layers`, when given, colours the glyph's layers (`SymbolPen.layer`) instead of the current source.
    ///
    /// `clips`, outermost first, cut the glyph's strokes and not the glyph's paint into `cr`: the clips of the
    /// groups a symbol drawn on a surface of its own stands in (`SymbolRaster`), as the clip of a frame a symbol
    /// is drawn into in place cuts them.
    static func draw(
        _ name: String, in rect: CGRect, weight: Int, layers: SymbolPalette? = nil, cr: OpaquePointer,
        within clips: [CairoClip] = []
    ) -> Bool {
        guard let glyph = glyph(named: name) else { return false }
        let rect = rect.standardized
        let side = Double(min(rect.width, rect.height))
        guard side.isFinite, side > 0 else { return true }

        let width = lineWidth(forWeight: weight)
        // Outline strokes are designed with centres inside 4...96, which suits regular weight;
        // heavier strokes shrink the drawing slightly so their outer edges stay inside `rect`.
        let shrink = min(1, (gridSize - width) / (gridSize - lineWidth(forWeight: 400)))

        cairo_save(cr)
        cairo_new_path(cr)
        // Bounding the group by a clip keeps its intermediate surface small. The clip is a little
        // generous so that it never trims a glyph: the designs themselves stay inside `rect`.
        cairo_rectangle(
            cr, Double(rect.minX - margin), Double(rect.minY - margin), Double(rect.width + 2 * margin),
            Double(rect.height + 2 * margin))
        cairo_clip(cr)
        cairo_push_group(cr)
        for clip in clips { clip.apply(to: cr) }

        cairo_translate(cr, Double(rect.midX), Double(rect.midY))
        cairo_scale(cr, side / gridSize * shrink, side / gridSize * shrink)
        cairo_translate(cr, -gridSize / 2, -gridSize / 2)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)

        glyph(SymbolPen(cr: cr, lineWidth: width / shrink, weight: weight, layers: layers))

        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
        cairo_restore(cr)
        return true
    }
}
