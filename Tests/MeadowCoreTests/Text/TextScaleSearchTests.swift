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
    /// The scale seven halvings of [0.5, 1] settle on for a line whose width (or height) at `scale` is
    /// `length(scale)` in a frame `frame` points wide (or tall) that it may overrun by `tolerance`.
    private func bisected(
        frame: CGFloat, tolerance: CGFloat, length: (CGFloat) -> CGFloat
    ) -> CGFloat {
        var (low, high) = (CGFloat(0.5), CGFloat(1))
        for _ in 0..<TextNode.scaleSearchSteps {
            let mid = (low + high) / 2
            if length(mid) <= frame + tolerance { low = mid } else { high = mid }
        }
        return low
    }

    /// The height "Temperature" is laid out at in a 65-point frame, measured by `textSystem`.
    private func laidOutHeight(_ textSystem: NotingTextSystem) throws -> CGFloat {
        let view = Text("Temperature").font(.system(size: 17)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 65)
        let tree = LayoutHarness(view, size: CGSize(width: 400, height: 400), textSystem: textSystem).layoutTree
        return try #require(tree.node(text: "Temperature")).frame.height
    }

    @Test("A line whose width follows its font size is shrunk after trying the two scales around its proportional fit, not eight")
    func proportionalWidthTriesTwoScales() throws {
        let textSystem = NotingTextSystem()
        let scale = bisected(frame: 65, tolerance: TextNode.widthTolerance) { 11 * 8.5 * $0 }
        #expect(try laidOutHeight(textSystem) == 17 * scale)
        // Full size and the two scales the search would end between.
        #expect(textSystem.sizes.count == 3, "font sizes measured: \(textSystem.sizes.sorted())")
    }

    @Test("A line too tall for its frame is shrunk to the search's scale after trying the two scales around its proportional fit")
    func proportionalHeightTriesTwoScales() throws {
        let textSystem = NotingTextSystem()
        // As the Weather detail's day: a 60-point line in a frame 40 points tall, one line at every scale.
        let view = Text("Monday").font(.system(size: 60)).minimumScaleFactor(0.5).frame(height: 40)
        let tree = LayoutHarness(view, size: CGSize(width: 400, height: 400), textSystem: textSystem).layoutTree
        let height = try #require(tree.node(text: "Monday")).frame.height
        let scale = bisected(frame: 40, tolerance: TextNode.heightTolerance) { 60 * $0 }
        #expect(height == 60 * scale)
        #expect(textSystem.sizes.count == 3, "font sizes measured: \(textSystem.sizes.sorted())")
    }

    @Test("A line whose width does not follow its font size gets the scale the whole search finds")
    func otherWidthsAreSearched() throws {
        let textSystem = NotingTextSystem(padding: 10)
        let scale = bisected(frame: 65, tolerance: TextNode.widthTolerance) { 11 * 8.5 * $0 + 10 }
        #expect(try laidOutHeight(textSystem) == 17 * scale)
        #expect(scale != bisected(frame: 65, tolerance: TextNode.widthTolerance) { 11 * 8.5 * $0 }, "the padding moves the answer off the proportional one")
    }
}
