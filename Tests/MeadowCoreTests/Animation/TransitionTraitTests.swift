import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A badge that lights itself up as it appears: its own state changes while its insertion runs.
private struct Badge: View {
    @State private var lit = false

    var body: some View {
        Text(lit ? "lit" : "dark")
            .onAppear { lit = true }
    }
}

/// A shelf that brings the badge in from below.
private struct Shelf: View {
    let showing: StateProbe<Bool>
    @State private var isShowing = false

    var body: some View {
        let _ = showing.binding = $isShowing
        VStack {
            if isShowing {
                Badge().transition(.move(edge: .bottom))
            }
        }
        .frame(width: 100, height: 100)
    }
}

@MainActor
@Suite("Transition trait")
struct TransitionTraitTests {
    @Test("A view whose own state changes while it comes in keeps the transition set around it, as in SwiftUI")
    func transitionSurvivesOwnChange() throws {
        let showing = StateProbe<Bool>()
        let driver = InteractionDriver(Shelf(showing: showing), device: iPhone14)
        withAnimation(.linear(duration: 1)) { showing.set(true) }
        driver.step(0.5)
        let badge = try #require(driver.find(text: "lit"), "the badge's body was evaluated again by its own change")
        let rises = drawnItems(driver.makeDisplayList()).compactMap { $0.transform?.translation.height }
        #expect(rises.contains { $0 > 0 && $0 < badge.frame.height }, "the badge is still moving up from below")
    }
}
