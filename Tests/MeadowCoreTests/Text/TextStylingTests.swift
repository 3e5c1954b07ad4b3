import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The runs a view's display list draws, by string.
@MainActor
private func runs<V: View>(of view: V) -> [String: TextStyleRun] {
    var found: [String: TextStyleRun] = [:]
    func visit(_ list: DisplayList) {
        for item in list.items {
            switch item {
            case .text(let run, _, _): found[run.string] = run
            case .group(_, let inner): visit(inner)
            default: break
            }
        }
    }
    visit(LayoutHarness(view, size: CGSize(width: 300, height: 300)).displayList)
    return found
}

/// The run a lone `Text` showing "Meadow" draws.
@MainActor
private func run<V: View>(_ view: V) throws -> TextStyleRun {
    try #require(runs(of: view)["Meadow"])
}

/// SwiftUI's `Color.red` in light mode.
private let red = Color.red.resolve(in: EnvironmentValues())

/// SwiftUI's `Text` styling modifiers, each on a `Text` (returning `Text`) and, from iOS 16, on any view for every
/// `Text` inside it.
@MainActor
@Suite("Text styling")
struct TextStylingTests {
    @Test("bold(), italic() and fontWeight(_:) change the weight and slant of the body font")
    func weightAndSlant() throws {
        #expect(try run(Text("Meadow").bold()).fontWeight == 700)
        #expect(try run(Text("Meadow").fontWeight(.light)).fontWeight == 300)
        #expect(try run(Text("Meadow").italic()).isItalic)
        #expect(try run(Text("Meadow").italic().italic(false)).isItalic == false)
        #expect(try run(Text("Meadow").font(.headline).bold().bold(false)).fontWeight == 600, "headline's own weight")
    }

    @Test("The later of bold() and fontWeight(_:) on a Text wins, as each sets the weight")
    func laterWeightWins() throws {
        #expect(try run(Text("Meadow").fontWeight(.light).bold()).fontWeight == 700)
        #expect(try run(Text("Meadow").bold().fontWeight(.light)).fontWeight == 300)
    }

    @Test("strikethrough and underline give the run a line of their pattern and colour, or the text's colour")
    func lines() throws {
        let struck = try run(Text("Meadow").strikethrough(color: .red))
        #expect(struck.strikethrough == TextDecorationLine(pattern: .solid, color: red))
        #expect(struck.underline == nil)
        let underlined = try run(Text("Meadow").underline(pattern: .dash))
        #expect(underlined.underline == TextDecorationLine(pattern: .dash, color: nil))
        #expect(try run(Text("Meadow").strikethrough(false)).strikethrough == nil)
    }

    @Test("kerning and tracking add up to the spacing after each character; baselineOffset raises the text")
    func spacing() throws {
        let spaced = try run(Text("Meadow").kerning(1.5).tracking(2))
        #expect(spaced.characterSpacing == 3.5)
        #expect(try run(Text("Meadow").baselineOffset(-4)).baselineOffset == -4)
    }

    @Test("fontDesign, monospaced and monospacedDigit change the design and digits of the font, not its size")
    func designs() throws {
        let serif = try run(Text("Meadow").fontDesign(.serif))
        #expect(serif.fontDesign == .serif)
        #expect(serif.fontSize == 17)
        #expect(try run(Text("Meadow").font(.system(.title, design: .rounded)).monospaced()).fontDesign == .monospaced)
        #expect(try run(Text("Meadow").monospacedDigit()).hasMonospacedDigits)
        #expect(try run(Text("Meadow").fontDesign(.serif).fontDesign(nil)).fontDesign == .default)
    }

    @Test("Every styling modifier returns a Text, so a styled text chains and stays a Text")
    func chainsAsText() throws {
        let isDone = true
        let styled: Text = Text("Meadow").bold().italic().strikethrough(isDone).underline(false, color: .red)
            .kerning(1).tracking(0.5).baselineOffset(2).fontDesign(.serif).monospaced().monospacedDigit()
            .fontWeight(.heavy)
        let resolved = try run(styled)
        #expect(resolved.fontWeight == 800 && resolved.isItalic)
        #expect(resolved.strikethrough == TextDecorationLine(pattern: .solid, color: nil))
        #expect(resolved.underline == nil)
        #expect(resolved.characterSpacing == 1.5 && resolved.baselineOffset == 2)
        #expect(resolved.fontDesign == .monospaced && resolved.hasMonospacedDigits)
    }

    @Test("The View versions style every Text inside, and a Text's own setting wins over them")
    func viewVersions() throws {
        let view = VStack {
            Text("plain")
            Text("own").bold(false).strikethrough(false).italic(false)
        }
        .bold().italic().strikethrough(color: .red).underline().tracking(2).fontDesign(.serif)
        let found = runs(of: view)
        let plain = try #require(found["plain"])
        #expect(plain.fontWeight == 700)
        #expect(plain.isItalic)
        #expect(plain.strikethrough == TextDecorationLine(pattern: .solid, color: red))
        #expect(plain.underline == TextDecorationLine(pattern: .solid, color: nil))
        #expect(plain.characterSpacing == 2)
        #expect(plain.fontDesign == .serif)
        let own = try #require(found["own"])
        #expect(own.fontWeight == 400)
        #expect(!own.isItalic)
        #expect(own.strikethrough == nil)
        #expect(own.underline != nil)
    }

    @Test("An inner View modifier wins over an outer one: bold(false) inside bold() and fontWeight inside bold()")
    func innerViewWins() throws {
        #expect(try run(VStack { Text("Meadow") }.bold(false).bold()).fontWeight == 400)
        #expect(try run(VStack { Text("Meadow") }.fontWeight(.heavy).bold()).fontWeight == 800)
        #expect(try run(VStack { Text("Meadow") }.fontWeight(.light).bold()).fontWeight == 300)
        #expect(try run(VStack { Text("Meadow") }.strikethrough(false).strikethrough()).strikethrough == nil)
    }

    @Test("View.bold() sets the environment's fontWeight, which symbols read too")
    func boldIsEnvironmentWeight() {
        var environment = EnvironmentValues()
        #expect(environment.fontWeight == nil)
        environment.textModifiers.weight = .some(.bold)
        #expect(environment.fontWeight == .bold)
        environment.fontWeight = nil
        #expect(environment.fontWeight == nil)
    }

    @Test("Tracking widens each character by itself: 6 characters of 8.5 points with 2 points after each")
    func trackingWidensText() {
        expectSize(layout(Text("Meadow").tracking(2), width: 300, height: 100).node(text: "Meadow"), CGSize(width: 63, height: 17))
        expectSize(layout(Text("Meadow").kerning(-1), width: 300, height: 100).node(text: "Meadow"), CGSize(width: 45, height: 17))
    }

    @Test("lineSpacing separates lines: three 17-point lines 6 apart are 63 tall, one line stays 17, a fixed height fits what it can")
    func lineSpacingSeparatesLines() throws {
        let wrapped = layout(Text("aaaa bbbb cccc").lineSpacing(6), width: 40, height: 200)
        expectSize(wrapped.node(text: "aaaa bbbb cccc"), CGSize(width: 34, height: 63))
        expectSize(layout(Text("aaaa").lineSpacing(6), width: 300, height: 200).node(text: "aaaa"), CGSize(width: 34, height: 17))
        // 40 points hold two lines and the spacing between them (17 + 6 + 17), not three.
        let cut = layout(Text("aaaa bbbb cccc").lineSpacing(6).frame(width: 40, height: 40), width: 300, height: 200)
        expectSize(cut.node(text: "aaaa bbbb cccc"), CGSize(width: 34, height: 40))
        #expect(try run(VStack { Text("Meadow") }.lineSpacing(3)).lineSpacing == 3)
    }

    @Test("A baseline offset makes the line that much taller and moves the first baseline down only when raised")
    func baselineOffsetGrowsLine() {
        let raised = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A")
            Text("B").baselineOffset(5)
        }
        let tree = layout(raised, width: 300, height: 100)
        // 17-point lines with the baseline at 12.75; B's line is 22 tall with its baseline at 17.75.
        expectSize(tree.node(text: "B"), CGSize(width: 8.5, height: 22))
        let plain = tree.node(text: "A")
        let b = tree.node(text: "B")
        #expect(plain.map { $0.frame.minY + 12.75 } == b.map { $0.frame.minY + 17.75 })
        expectSize(layout(Text("B").baselineOffset(-3), width: 300, height: 100).node(text: "B"), CGSize(width: 8.5, height: 20))
    }
}
