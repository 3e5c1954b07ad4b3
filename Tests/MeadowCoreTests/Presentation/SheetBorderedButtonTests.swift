import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A sheet whose Done button, in a bordered style, dismisses it.
private struct DoneSheetContent: View {
    let prominent: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Body")
            if prominent {
                Button("Done") { dismiss() }.buttonStyle(.borderedProminent)
            } else {
                Button("Done") { dismiss() }.buttonStyle(.bordered)
            }
        }
    }
}

/// A sheet with a bordered counter button.
private struct CounterSheetContent: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Taps \(taps)")
            Button("Add") { taps += 1 }.buttonStyle(.borderedProminent)
        }
    }
}

private struct SheetPresenter<Content: View>: View {
    let content: () -> Content
    @State private var showing = true

    var body: some View {
        Color.clear.sheet(isPresented: $showing, content: content)
    }
}

@MainActor
@Suite("Bordered buttons in a sheet")
struct SheetBorderedButtonTests {
    /// SwiftUI: a `.bordered` or `.borderedProminent` button acts on a tap wherever it is. Pressing one makes its
    /// platter again; inside a sheet that press also builds the sheet's content again, which must keep the
    /// button's node (and the touch on it) rather than make a new one.
    @Test("A bordered or prominent Done button in a sheet dismisses it", arguments: [false, true])
    func doneDismisses(prominent: Bool) throws {
        let driver = InteractionDriver(SheetPresenter { DoneSheetContent(prominent: prominent) }, device: iPhone14)
        driver.settle()
        driver.tap(try #require(driver.find(text: "Done")))
        driver.settle()
        #expect(driver.find(text: "Body") == nil)
    }

    /// A press changes only the button's look: SwiftUI evaluates the style's body again, and nothing else.
    @Test("Pressing a prominent button in a sheet evaluates its style's two bodies and no other, as outside a sheet", arguments: [false, true])
    func pressEvaluatesOnlyTheStyle(inSheet: Bool) throws {
        let driver =
            inSheet
            ? InteractionDriver(SheetPresenter { CounterSheetContent() }, device: iPhone14)
            : InteractionDriver(CounterSheetContent(), device: iPhone14)
        driver.settle()
        let button = try #require(driver.find(text: "Add")).contentFrame
        let before = driver.graph.bodyEvaluations
        driver.graph.pointerDown(at: CGPoint(x: button.midX, y: button.midY))
        driver.layOut()
        // `StyledButtonBody`, whose configuration reads the press, and the platter's body it makes.
        #expect(driver.graph.bodyEvaluations - before == 2)
    }

    @Test("A prominent counter button in a sheet counts each tap")
    func counterCounts() throws {
        let driver = InteractionDriver(SheetPresenter { CounterSheetContent() }, device: iPhone14)
        driver.settle()
        driver.tap(try #require(driver.find(text: "Add")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Add")))
        driver.settle()
        #expect(driver.find(text: "Taps 2") != nil)
    }
}
