import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import MeadowCairo

/// Red and blue stripes, twice as tall as the screen, scrolling under a tab bar, whose material blurs the page.
private struct StripesUnderTabBar: View {
    var body: some View {
        TabView {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<34) { index in
                        (index.isMultiple(of: 2) ? Color.red : Color.blue).frame(height: 50)
                    }
                }
            }
            .tabItem { Label("Stripes", systemImage: "star") }
        }
    }
}

/// A bar's material is a blur of the page clipped to the bar. The renderer keeps the blurred pixels for the frames
/// after, and keeps only what the clip shows: the page behind the bar and the blur's reach around it.
@MainActor
@Suite("Blurred layers inside a clip")
struct BarMaterialLayerTests {
    @Test("A tab bar's material keeps the page's pixels behind the bar, not the whole page's")
    func barMaterialKeepsTheBarsPixels() {
        let screen = ScreenRenderer(rootView: StripesUnderTabBar(), device: .iPhone15, assetCatalog: .empty)
        let image = screen.renderImage()
        let screenBytes = image.width * image.height * 4
        // The bar and the home indicator's area below it are 83 of the screen's 852 points; the page's pixels
        // and their blur, kept whole, were more than the whole screen's (5.7 MB).
        #expect(screen.renderer.layers.bytes > 0, "the material's layers are kept: \(screen.renderer.layerSummary)")
        #expect(screen.renderer.layers.bytes < screenBytes / 4, "\(screen.renderer.layerSummary)")
        // Behind the bar the stripes show softened through the material: neither pure red nor pure blue.
        let behindBar = image.color(x: 20, y: 800 * 2)
        #expect(behindBar != PixelColor(255, 59, 48) && behindBar != PixelColor(0, 122, 255), "\(behindBar)")
    }
}
