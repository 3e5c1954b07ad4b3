import Foundation
import MeadowCairo
import MeadowTesting
import Testing

@testable import LandmarksUI
@testable import MeadowCore
@testable import WeatherUI
@testable import WikiUI

/// WCAG 2.x AA contrast (success criterion 1.4.3) of each app's home screen: every text the first frame draws on
/// screen (a `Text` alone, or inside a button, a card, a row, a field's placeholder) has a contrast ratio of at
/// least 4.5:1 between its text and what is drawn behind it, 3:1 for large text (at least 24 points, or 18.67 bold).
///
/// Both colours come from what the frame draws, not from the views: the foreground is the colour of the text item
/// the display list draws (its opacity, and the opacities of the groups around it, applied over the background);
/// the background is sampled from the same display list rendered by Cairo without its text items, at the device's
/// scale: the median pixel, by luminance, of the text's frame, so an image behind the text counts as the colour
/// that most of the text sits on.
///
/// The texts below the minimum are listed with their ratios, to the hundredth. Each falls short in iOS too: the
/// seed app's own design (its colours follow its tutorial, and changing them changes its snapshots) or iOS's own
/// system colours, which Meadow copies (placeholderText, systemGray, the tab bar's); each is recorded as a known
/// issue naming the text, its ratio and in one line why it is left. Each app's list is asserted exactly, so a fix
/// shows as a change here, as does a new failure. Each home screen is checked again with Increase Contrast on
/// (`colorSchemeContrast` `.increased`), where iOS's own colours take their accessible values.
@MainActor
@Suite("Text contrast on each app's home screen meets WCAG AA")
struct ContrastTests {
    /// Each drawn text short of its minimum, in drawing order, as "text 3.21 < 4.5".
    private func failures(_ driver: SnapshotDriver) throws -> [String] {
        let list = driver.screen.makeFrame()
        let device = driver.graph.device
        // A renderer of its own: the screen's would start from the frame it drew and redraw only what differs.
        let backdrop = CairoRenderer(textSystem: try PangoTextSystem()).render(
            Self.withoutText(list), size: device.size, scale: device.scale, background: driver.graph.backgroundColor)
        let texts = Self.texts(in: list, origin: .zero, opacity: 1)
        let screen = CGRect(origin: .zero, size: device.size)
        var found: [String] = []
        for text in texts where text.opacity > 0 && !text.string.trimmingCharacters(in: .whitespaces).isEmpty {
            let frame = text.rect.intersection(screen)
            guard !frame.isEmpty, frame.width >= 1, frame.height >= 1 else { continue }
            let background = Self.medianPixel(of: backdrop, in: frame, scale: device.scale)
            let foreground = Self.composite(text.color, alpha: text.opacity, over: background)
            let ratio = Self.contrast(foreground, background)
            let minimum = Self.isLarge(text.font) ? 3.0 : 4.5
            if ratio < minimum { found.append("\(text.string) \(String(format: "%.2f", ratio)) < \(minimum)") }
        }
        return found
    }

    /// Records each of `found` as a known issue when `known` lists it, with why it is left (the seed app's own
    /// colour, or iOS's own, which Meadow matches), and as a failure when not; a known one that no longer falls
    /// short fails too, so the list stays exact.
    private func check(_ found: [String], known: [String: String]) {
        for failure in found {
            if let reason = known[failure] {
                withKnownIssue("\(reason): \(failure)") { Issue.record("\(failure)") }
            } else {
                Issue.record("text below WCAG AA: \(failure)")
            }
        }
        for fixed in known.keys where !found.contains(fixed) { Issue.record("no longer falls short: \(fixed)") }
    }

    /// Texts on the forecast cards fall short: Tuesday's name and high on its pink card, and the lows, drawn at 53.5%
    /// opacity, on the purple and pink ones. A fix changes Weather's look (and its snapshots), so it is left to the
    /// design.
    @Test("Weather's home screen: four of the forecast cards' texts fall short")
    func weather() throws {
        check(try failures(Self.weather(.standard)), known: [
            "52° 2.41 < 4.5": "the tutorial's light-text colour asset (#EDF2F6 at 53.5 %) for Monday's low, on the purple card",
            "Tuesday 3.71 < 4.5": "white on the tutorial's pink card colour",
            "52° 1.64 < 4.5": "the tutorial's light-text colour asset (#EDF2F6 at 53.5 %) for Tuesday's low, on the pink card",
            "69° 3.58 < 4.5": "white on the tutorial's pink card colour",
        ])
    }

    /// The tutorial's colours fall short in the cards and the sheet: the white counts and titles on the four
    /// coloured cards, white on the green Create New Wiki button and green on the pale green Create New Folder one,
    /// and the footnote in `.gray` (systemGray) on white; so does the field's placeholder, in iOS's placeholder grey
    /// (a third of black's opacity), which iOS draws as faint. All kept as the app's snapshots show them.
    @Test("Wiki's home screen: the cards' texts, the sheet's buttons, the field's placeholder and the grey footnote fall short")
    func wiki() throws {
        check(try failures(Self.wiki(.standard)), known: Self.wikiTutorialColours.merging([
            "Type a title 1.73 < 4.5": "iOS's own placeholderText (#3C3C43 at 30 %), which Meadow matches: iOS's placeholders fall short too",
            "*Only visible to you, if you want you can share with others later 3.26 < 4.5":
                "the tutorial's .gray, SwiftUI's systemGray (#8E8E93), 3.26:1 on white on iOS too",
        ]) { tutorial, _ in tutorial })
    }

    /// The app's own texts meet their minimums; the tab bar's 10-point titles fall short in iOS's own tab bar
    /// colours, the selected one in the accent blue and the others in grey, over the bar's material.
    @Test("Landmarks' home screen: the tab bar's titles, in iOS's colours, fall short")
    func landmarks() throws {
        check(try failures(Self.landmarks(.standard)), known: [
            "Featured 3.75 < 4.5": "iOS's own tab bar: the selected title in systemBlue over the bar's material",
            "List 3.04 < 4.5": "iOS's own tab bar: an unselected title in systemGray over the bar's material",
        ])
    }

    // MARK: Increase Contrast

    /// With Increase Contrast, the system colours take their accessible values (`Color.gray` #6C6C70, the accent
    /// #0040DD) and the placeholder its higher opacity; the tutorials' own colours stay as they are.
    @Test("Weather's home screen at increased contrast: the forecast cards' texts, in the tutorial's colours, still fall short")
    func weatherIncreased() throws {
        check(try failures(Self.weather(.increased)), known: [
            "52° 2.41 < 4.5": "the tutorial's light-text colour asset (#EDF2F6 at 53.5 %), which has no high-contrast appearance",
            "Tuesday 3.71 < 4.5": "white on the tutorial's pink card colour",
            "52° 1.64 < 4.5": "the tutorial's light-text colour asset (#EDF2F6 at 53.5 %), which has no high-contrast appearance",
            "69° 3.58 < 4.5": "white on the tutorial's pink card colour",
        ])
    }

    /// The footnote in systemGray passes at #6C6C70 (5.1:1 on white); the placeholder, at tertiaryLabel's 70 %
    /// (the value taken for placeholderText, which Apple publishes none for at increased contrast), comes within a
    /// hundredth of the minimum, up from 1.73.
    @Test("Wiki's home screen at increased contrast: the grey footnote no longer falls short, the placeholder by a hundredth; the tutorial's card and button colours do")
    func wikiIncreased() throws {
        check(try failures(Self.wiki(.increased)), known: Self.wikiTutorialColours.merging([
            "Type a title 4.49 < 4.5": "iOS's placeholderText at increased contrast, #3C3C43 at 70 % (tertiaryLabel's), which Meadow matches",
        ]) { tutorial, _ in tutorial })
    }

    @Test("Landmarks' home screen at increased contrast: the tab bar's titles no longer fall short")
    func landmarksIncreased() throws {
        check(try failures(Self.landmarks(.increased)), known: [:])
    }

    /// The Wiki texts that fall short in the tutorial's own colours, at either contrast: white on the four cards
    /// and the green button, green on the pale green one.
    private static let wikiTutorialColours: [String: String] = [
            "0 2.42 < 4.5": "white on the tutorial's All Wikis card colour",
            "All Wikis 2.42 < 4.5": "white on the tutorial's All Wikis card colour",
            "0 2.30 < 4.5": "white on the tutorial's blue card colour",
            "Private 2.30 < 4.5": "white on the tutorial's blue card colour",
            "0 3.03 < 4.5": "white on the tutorial's purple card colour",
            "Bookmarked 3.03 < 4.5": "white on the tutorial's purple card colour",
            "0 2.41 < 4.5": "white on the tutorial's green card colour",
            "Templates 2.41 < 4.5": "white on the tutorial's green card colour",
            "Create New Wiki 2.41 < 4.5": "white on the tutorial's green button",
            "Create New Folder 2.03 < 4.5": "the tutorial's green on its own colour at 20 %",
    ]

    // MARK: The apps

    private static func weather(_ contrast: ColorSchemeContrast) throws -> SnapshotDriver {
        let view = WeatherApp().environment(\._colorSchemeContrast, contrast)
        return SnapshotDriver(view, device: .iPhone15, assetCatalog: try AssetCatalog.forModule("WeatherUI"))
    }

    private static func wiki(_ contrast: ColorSchemeContrast) throws -> SnapshotDriver {
        let view = WikiUI.ContentView().environment(WikiLibrary(storage: SampleWikiStorage())).environment(\._colorSchemeContrast, contrast)
        return SnapshotDriver(view, device: .iPhone15, assetCatalog: try AssetCatalog.forModule("WikiUI"))
    }

    private static func landmarks(_ contrast: ColorSchemeContrast) throws -> SnapshotDriver {
        let view = LandmarksUI.ContentView().environment(ModelData()).environment(\._colorSchemeContrast, contrast)
        return SnapshotDriver(view, device: .iPhone15, assetCatalog: try AssetCatalog.forModule("LandmarksUI"))
    }

    // MARK: Colours

    /// WCAG's large text: 18 points (24 CSS pixels, an iOS point being one), or 14 points (18.67 pixels) bold.
    private static func isLarge(_ font: Font) -> Bool {
        font.size >= 24 || (font.size >= 18.67 && font.weight.value >= Font.Weight.bold.value)
    }

    /// WCAG's contrast ratio of two opaque colours: (L1 + 0.05) / (L2 + 0.05), the lighter's relative luminance
    /// over the darker's.
    static func contrast(_ a: RGBA, _ b: RGBA) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG's relative luminance of an sRGB colour.
    static func luminance(_ color: RGBA) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `color` at its alpha times `alpha`, over the opaque `background`.
    private static func composite(_ color: RGBA, alpha: Double, over background: RGBA) -> RGBA {
        let a = color.alpha * alpha
        func mix(_ f: Double, _ b: Double) -> Double { f * a + b * (1 - a) }
        return RGBA(red: mix(color.red, background.red), green: mix(color.green, background.green), blue: mix(color.blue, background.blue), alpha: 1)
    }

    /// The pixel of median luminance among those of `image` inside `frame` (in points).
    private static func medianPixel(of image: CairoImage, in frame: CGRect, scale: CGFloat) -> RGBA {
        var pixels: [RGBA] = []
        let minX = max(Int(frame.minX * scale), 0), maxX = min(Int(frame.maxX * scale), image.width)
        let minY = max(Int(frame.minY * scale), 0), maxY = min(Int(frame.maxY * scale), image.height)
        for y in minY..<max(maxY, minY + 1) where y < image.height {
            for x in minX..<max(maxX, minX + 1) where x < image.width {
                let p = image.pixel(x: x, y: y)
                pixels.append(RGBA(red: Double(p.red) / 255, green: Double(p.green) / 255, blue: Double(p.blue) / 255, alpha: 1))
            }
        }
        return pixels.sorted { luminance($0) < luminance($1) }[pixels.count / 2]
    }

    // MARK: The display list

    /// A text item drawn, in window coordinates, with the opacity of the groups around it.
    private struct DrawnText {
        let string: String
        let font: Font
        let rect: CGRect
        let color: RGBA
        let opacity: Double
    }

    private static func texts(in list: DisplayList, origin: CGPoint, opacity: Double) -> [DrawnText] {
        list.items.flatMap { item -> [DrawnText] in
            switch item {
            case .text(let run, let rect, let color):
                [DrawnText(string: run.string, font: run.font, rect: rect.offsetBy(dx: origin.x, dy: origin.y), color: color, opacity: opacity)]
            case .group(.offset(let offset), let inner):
                texts(in: inner, origin: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height), opacity: opacity)
            case .group(.opacity(let alpha), let inner):
                texts(in: inner, origin: origin, opacity: opacity * alpha)
            case .group(_, let inner):
                texts(in: inner, origin: origin, opacity: opacity)
            default:
                []
            }
        }
    }

    /// `list` without its text items.
    private static func withoutText(_ list: DisplayList) -> DisplayList {
        // Made by hand, every nested list too: identity 0, so no layer kept of the frame is taken for it.
        DisplayList(items: list.items.compactMap { item in
            switch item {
            case .text: nil
            case .group(let effect, let inner): .group(effect, withoutText(inner))
            default: item
            }
        })
    }
}
