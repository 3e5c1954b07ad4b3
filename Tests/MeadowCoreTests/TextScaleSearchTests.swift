import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Fixed metrics, every width measured `padding` points wider, and the font sizes asked for noted: with a padding
/// the width no longer grows in proportion to the font size.
@MainActor
private final class NotingTextSystem: TextSystem {
    let fixed = FixedMetricsTextSystem()
    let padding: CGFloat
    private(set) var sizes: Set<CGFloat> = []

    init(padding: CGFloat = 0) {
        self.padding = padding
    }

    func measure(_ run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> TextMetrics {
        sizes.insert(run.fontSize)
        var metrics = fixed.measure(run, width: width.map { $0 - padding }, maxLines: maxLines)
        metrics.size.width += padding
        return metrics
    }

    func lineMetrics(of run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> [TextLineMetrics] {
        fixed.lineMetrics(of: run, width: width.map { $0 - padding }, maxLines: maxLines)
    }

    func fontMetrics(of run: TextStyleRun) -> FontMetrics { fixed.fontMetrics(of: run) }

    func caretRect(at index: String.Index, in run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> CGRect {
        fixed.caretRect(at: index, in: run, width: width.map { $0 - padding }, maxLines: maxLines)
    }

    func characterIndex(at point: CGPoint, in run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> String.Index {
        fixed.characterIndex(at: point, in: run, width: width.map { $0 - padding }, maxLines: maxLines)
    }
}

/// `minimumScaleFactor`'s search for the largest font scale at which a Text fits (`TextNode.fit`).
@MainActor
@Suite("Text shrunk to fit: the scale search")
struct TextScaleSearchTests {
    /// The scale seven halvings of [0.5, 1] settle on for a line whose width at `scale` is `width(scale)` in a
    /// frame `frame` points wide (a word may overrun it by `TextNode.widthTolerance`).
    private func bisected(frame: CGFloat, width: (CGFloat) -> CGFloat) -> CGFloat {
        var (low, high) = (CGFloat(0.5), CGFloat(1))
        for _ in 0..<TextNode.scaleSearchSteps {
            let mid = (low + high) / 2
            if width(mid) <= frame + TextNode.widthTolerance { low = mid } else { high = mid }
        }
        return low
    }

    /// The height "Temperature" is laid out at in a 65-point frame, measured by `textSystem`.
    private func laidOutHeight(_ textSystem: NotingTextSystem) throws -> CGFloat {
        let view = Text("Temperature").font(.system(size: 17)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 65)
        let tree = LayoutHarness(view, size: CGSize(width: 400, height: 400), textSystem: textSystem).layoutTree
        return try #require(tree.node(text: "Temperature")).frame.height
    }

    @Test("A line whose width follows its font size is shrunk after trying the two scales around its proportional fit, not seven")
    func proportionalWidthTriesTwoScales() throws {
        let textSystem = NotingTextSystem()
        let scale = bisected(frame: 65) { 11 * 8.5 * $0 }
        #expect(try laidOutHeight(textSystem) == 17 * scale)
        // Full size, the least scale, and the two scales the search would end between.
        #expect(textSystem.sizes.count == 4, "font sizes measured: \(textSystem.sizes.sorted())")
    }

    @Test("A line whose width does not follow its font size gets the scale the whole search finds")
    func otherWidthsAreSearched() throws {
        let textSystem = NotingTextSystem(padding: 10)
        let scale = bisected(frame: 65) { 11 * 8.5 * $0 + 10 }
        #expect(try laidOutHeight(textSystem) == 17 * scale)
        #expect(scale != bisected(frame: 65) { 11 * 8.5 * $0 }, "the padding moves the answer off the proportional one")
    }
}
