import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// iOS 14's `LinearProgressViewStyle(tint:)`, as a quiz game colours its question bar: the completed part in the
/// style's colour, the same bar as `.progressViewStyle(.linear).tint(_:)`, which iOS 15 replaced it with.
@MainActor
@Suite("LinearProgressViewStyle(tint:)")
struct LinearProgressViewStyleTintTests {
    private func bar(_ view: some View) -> CairoImage {
        ViewHarness(view.frame(width: 200).padding(20), size: CGSize(width: 240, height: 60), scale: 2).renderImage()
    }

    @Test("The style's tint fills the completed part exactly as tint(_:) around the linear style does")
    func tintedLikeTintModifier() {
        let styled = bar(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .red)))
        let tinted = bar(ProgressView(value: 0.5).progressViewStyle(.linear).tint(.red))
        let plain = bar(ProgressView(value: 0.5).progressViewStyle(.linear))
        #expect(pixelsDiffering(styled, tinted, byMoreThan: 0) == 0)
        #expect(pixelsDiffering(styled, plain, byMoreThan: 8) > 200)
    }

    @Test("The style without a tint keeps the tint set around it")
    func untintedStyleKeepsOuterTint() {
        let inner = bar(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle()).tint(.green))
        let outer = bar(ProgressView(value: 0.5).tint(.green))
        #expect(pixelsDiffering(inner, outer, byMoreThan: 0) == 0)
    }
}
