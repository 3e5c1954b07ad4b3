import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A bar as wide as `fraction` of its bounds, animating through `animatableData` without declaring `Animatable`:
/// SwiftUI's `Shape` is `Animatable`, so apps write shapes this way.
private struct Bar: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

private struct GrowingBar: View {
    let probe: StateProbe<Bool>
    @State var full = false

    var body: some View {
        let _ = probe.binding = $full
        Bar(fraction: full ? 1 : 0.2).fill(Color.red).frame(width: 100, height: 10)
    }
}

@MainActor
@Suite("Animatable shapes")
struct AnimatableShapeTests {
    @Test("A shape's own animatableData morphs its path: half way through a linear change the bar is half way grown")
    func customShapeMorphs() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(GrowingBar(probe: probe), device: canvas(100, 10))
        withAnimation(.linear(duration: 1)) { probe.set(true) }
        _ = driver.layoutTree
        driver.graph.advance(to: 0.5)
        let widths = drawnItems(driver.makeDisplayList()).compactMap { $0.fillBounds?.width }
        #expect(widths.count == 1)
        #expect(abs((widths.first ?? 0) - 60) < 1e-9)
        driver.graph.advance(to: 1)
        #expect(drawnItems(driver.makeDisplayList()).compactMap { $0.fillBounds?.width } == [100])
    }
}
