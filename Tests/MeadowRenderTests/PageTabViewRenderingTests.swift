import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// An onboarding screen: pages of a colour each with a symbol, a title and a line of text, paged with index dots
/// on a dark capsule.
private struct Onboarding: View {
    var body: some View {
        TabView(selection: .constant(1)) {
            page("Welcome", symbol: "star.fill", colour: .orange).tag(0)
            page("Stay in touch", symbol: "bubble.left", colour: .indigo).tag(1)
            page("Get started", symbol: "book.fill", colour: .green).tag(2)
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }

    private func page(_ title: String, symbol: String, colour: Color) -> some View {
        VStack(spacing: 16) {
            Image(systemName: symbol).font(.system(size: 64))
            Text(title).font(.largeTitle.bold())
            Text("Swipe to see what comes next.").font(.body)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(colour)
    }
}

@MainActor
@Suite("TabView page style rendering")
struct PageTabViewRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)

    @Test("The second of three pages fills the screen's safe area, three white dots on a dark capsule at the bottom")
    func onboarding() {
        let image = ViewHarness(Onboarding(), device: .iPhone15).renderImage()
        snapshots.assertMatches(image, named: "page-tab-view-onboarding")
    }
}
