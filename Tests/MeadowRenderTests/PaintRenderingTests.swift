import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// A Landmarks-style tab view: two tabs with symbols, the second selected.
private struct TwoTabs: View {
    @State private var selection = 1

    var body: some View {
        TabView(selection: $selection) {
            Text("Featured page")
                .tabItem { Label("Featured", systemImage: "star") }
                .tag(0)
            Text("List page")
                .tabItem { Label("List", systemImage: "list.bullet") }
                .tag(1)
        }
    }
}

@MainActor
@Suite("Tab bar and gradient rendering")
struct PaintRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("The tab bar of two tabs: hairline, bar background through the home indicator's area, the selected item blue")
    func tabBar() {
        let image = ViewHarness(TwoTabs(), device: .iPhone15).renderImage()
        snapshots.assertMatches(image, named: "tab-bar-two-tabs")
        // At scale 2 the bar's top hairline is pixel row 769 × 2; the bar's background, #F8F8F8 at 80 % over
        // white, is below it down to the screen's edge.
        #expect(image.color(x: 10, y: 769 * 2).isClose(to: PixelColor(175, 175, 175), tolerance: 3))
        #expect(image.color(x: 10, y: 851 * 2).isClose(to: PixelColor(249, 249, 249), tolerance: 2))
    }

    @Test("A linear gradient from pink at the top to orange 60 % down, and pads the orange below")
    func linearGradient() {
        let start = Color(red: 239.0 / 255, green: 120.0 / 255, blue: 221.0 / 255)
        let end = Color(red: 239.0 / 255, green: 172.0 / 255, blue: 120.0 / 255)
        let view = Rectangle()
            .fill(LinearGradient(
                gradient: Gradient(colors: [start, end]), startPoint: UnitPoint(x: 0.5, y: 0),
                endPoint: UnitPoint(x: 0.5, y: 0.6)))
            .frame(width: 100, height: 100)
        let image = ViewHarness(view, size: CGSize(width: 100, height: 100), scale: 1).renderImage()
        snapshots.assertMatches(image, named: "gradient-linear")
        #expect(image.color(x: 50, y: 0).isClose(to: PixelColor(239, 120, 221), tolerance: 2))
        #expect(image.color(x: 50, y: 30).isClose(to: PixelColor(239, 146, 171), tolerance: 2))
        #expect(image.color(x: 50, y: 90).isClose(to: PixelColor(239, 172, 120), tolerance: 2))
    }

    @Test("An angular gradient sweeps red to blue and back clockwise from the right of its centre")
    func angularGradient() {
        let view = Circle()
            .fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .red]), center: .center))
            .frame(width: 100, height: 100)
        let image = ViewHarness(view, size: CGSize(width: 100, height: 100), scale: 1).renderImage()
        snapshots.assertMatches(image, named: "gradient-angular")
        // A quarter turn clockwise from the right (screen down) is the second stop, yellow; half a turn, green.
        #expect(image.color(x: 50, y: 90).isClose(to: PixelColor(255, 204, 0), tolerance: 12))
        #expect(image.color(x: 10, y: 50).isClose(to: PixelColor(52, 199, 89), tolerance: 12))
        #expect(image.color(x: 50, y: 10).isClose(to: PixelColor(0, 122, 255), tolerance: 12))
    }
}
