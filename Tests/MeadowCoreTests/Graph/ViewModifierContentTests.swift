import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A custom modifier that pads its content and tints it with the colour it is given.
private struct Tinted: ViewModifier {
    let color: Color

    func body(content: Content) -> some View {
        content.padding(4).background(color)
    }
}

/// A counter with its own state, counting how often it appears.
private struct Tally: View {
    let appearances: CallCounter
    @State private var count = 0

    var body: some View {
        Button("Count \(count)") { count += 1 }
            .onAppear { appearances.record() }
    }
}

/// A screen whose state changes the modifier around the counter, so the modifier's body is evaluated again.
private struct Scoreboard: View {
    let highlighted: StateProbe<Bool>
    let appearances: CallCounter
    @State private var isHighlighted = false

    var body: some View {
        let _ = highlighted.binding = $isHighlighted
        Tally(appearances: appearances)
            .modifier(Tinted(color: isHighlighted ? .yellow : .clear))
    }
}

@MainActor
@Suite("ViewModifier content")
struct ViewModifierContentTests {
    @Test("The content of a custom modifier keeps its state and does not appear again when the modifier's body is evaluated again, as in SwiftUI")
    func contentKeepsItsState() throws {
        let highlighted = StateProbe<Bool>()
        let appearances = CallCounter()
        let driver = InteractionDriver(Scoreboard(highlighted: highlighted, appearances: appearances), device: iPhone14)
        driver.tap(try #require(driver.find(text: "Count 0")))
        #expect(driver.find(text: "Count 1") != nil)
        highlighted.set(true)
        #expect(driver.find(text: "Count 1") != nil, "the counter kept its count")
        #expect(appearances.count == 1, "the counter appeared once")
    }
}
