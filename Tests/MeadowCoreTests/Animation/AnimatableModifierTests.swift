import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Shows its `progress` as a percentage text and as a width of 100 + 100 × progress, the old-style way.
private struct ProgressLabel: AnimatableModifier {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            content
            Text("\(Int((progress * 100).rounded()))%").accessibilityIdentifier("label")
            Color.red.frame(width: 100 + 100 * progress, height: 10).accessibilityIdentifier("bar")
        }
    }
}

/// The same, as a `ViewModifier` that conforms to `Animatable` (SwiftUI's replacement for `AnimatableModifier`).
private struct ModernProgressLabel: ViewModifier, Animatable {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content.overlay(Text("\(Int((progress * 100).rounded()))%").accessibilityIdentifier("label"))
    }
}

private struct Progressing: View {
    let probe: StateProbe<Bool>
    let modern: Bool
    @State var done = false

    var body: some View {
        let _ = probe.binding = $done
        if modern {
            Color.blue.frame(width: 50, height: 50).modifier(ModernProgressLabel(progress: done ? 1 : 0))
        } else {
            Color.blue.frame(width: 50, height: 50).modifier(ProgressLabel(progress: done ? 1 : 0))
        }
    }
}

@MainActor
@Suite("Animatable modifiers")
struct AnimatableModifierTests {
    private func label(_ driver: InteractionDriver) -> String? {
        driver.find(identifier: "label")?.allNodes.compactMap(\.text).first
    }

    @Test(
        "An animatable modifier's body is evaluated every frame with its data interpolated along the animation",
        arguments: [false, true])
    func bodyFollowsTheInterpolatedData(modern: Bool) {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Progressing(probe: probe, modern: modern), device: canvas(400, 400))
        #expect(label(driver) == "0%")
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        #expect(label(driver) == "0%", "the change starts from the data on screen")
        driver.step(0.25)
        #expect(label(driver) == "25%")
        driver.step(0.5)
        #expect(label(driver) == "75%")
        #expect(driver.graph.isAnimating)
        driver.step(0.25)
        #expect(label(driver) == "100%")
        #expect(!driver.graph.isAnimating)
    }

    @Test("The views an animatable modifier's body makes take the interpolated value at once, with no animation of their own")
    func bodyViewsFollowTheCurve() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Progressing(probe: probe, modern: false), device: canvas(400, 400))
        withAnimation(.easeIn(duration: 1)) { probe.set(true) }
        _ = driver.layoutTree
        driver.step(0.5)
        let expected = 100 + 100 * UnitCurve.easeIn.value(at: 0.5)
        #expect(abs((driver.find(identifier: "bar")?.frame.width ?? 0) - expected) < 1e-9)
    }

    @Test("Without an animation an animatable modifier jumps to its new data")
    func unanimatedChangeJumps() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Progressing(probe: probe, modern: false), device: canvas(400, 400))
        probe.set(true)
        #expect(label(driver) == "100%")
        #expect(!driver.graph.isAnimating)
    }
}
