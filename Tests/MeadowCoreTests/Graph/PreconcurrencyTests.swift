import Foundation
import MeadowCore
import Testing

// Code that builds against Apple's SwiftUI in Swift 5 mode: views made and modified outside the main actor, in a
// global function, a static property of a plain type and a method of a plain class. `View`, `ViewModifier`,
// `Shape` and the rest are `@MainActor @preconcurrency` as in Apple's SDK, so this file compiling (this target is
// Swift 5 mode) is half the test; the other half checks the views it makes lay out.

private struct Badge: View {
    var title = "New"

    var body: some View {
        Text(title).padding(4)
    }
}

private struct Emphasis: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(10)
    }
}

private func makeBadge() -> some View {
    Badge(title: "Made outside the main actor").modifier(Emphasis())
}

private enum Samples {
    static let badge = Badge()
}

private final class Presenter {
    func view() -> some View {
        Samples.badge.frame(width: 120, height: 40)
    }
}

@MainActor
@Suite("Views made outside the main actor, as Swift 5 code written for Apple's SwiftUI does")
struct PreconcurrencyTests {
    @Test("A view made in a global function, a static property and a plain class's method lays out")
    func viewsMadeOutsideTheMainActor() {
        let made = layout(makeBadge(), width: 400, height: 100)
        #expect(made.node(text: "Made outside the main actor") != nil)
        let presented = layout(Presenter().view(), width: 400, height: 100)
        #expect(presented.frame.size == CGSize(width: 120, height: 40))
        #expect(presented.node(text: "New") != nil)
    }
}
