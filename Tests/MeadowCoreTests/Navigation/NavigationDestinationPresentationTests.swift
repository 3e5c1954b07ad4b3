import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A root screen with a button that sets `isPresented`, whose destination is pushed while it is true.
private struct PresentingStack: View {
    let probe: StateProbe<Bool>
    @State private var isPresented = false

    var body: some View {
        probe.binding = $isPresented
        return NavigationStack {
            VStack {
                Button("Show") { isPresented = true }
                Spacer()
            }
            .navigationTitle("Root")
            .navigationDestination(isPresented: $isPresented) {
                Text("Detail").accessibilityIdentifier("detail").navigationTitle("Detail")
            }
        }
    }
}

/// A root screen whose destination is pushed for the bound item while it is not nil.
private struct ItemStack: View {
    let probe: StateProbe<Int?>
    @State private var item: Int?

    var body: some View {
        probe.binding = $item
        return NavigationStack {
            Color.clear
                .navigationTitle("Root")
                .navigationDestination(item: $item) { number in
                    Text("Item \(number)").accessibilityIdentifier("item-\(number)")
                }
        }
    }
}

/// `navigationDestination(isPresented:)` and `navigationDestination(item:)`: the stack pushes the destination when
/// the binding says so and resets the binding when the screen is popped, as SwiftUI does.
@MainActor
@Suite("navigationDestination(isPresented:) and (item:) push on the binding and reset it on pop")
struct NavigationDestinationPresentationTests {
    @Test("Setting isPresented to true pushes the destination; the back button pops it and sets isPresented to false")
    func pushAndPopResetsBinding() throws {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(PresentingStack(probe: probe))
        #expect(driver.find(identifier: "detail") == nil)
        driver.tap(try #require(driver.find(text: "Show")))
        driver.settle()
        #expect(try #require(driver.find(identifier: "detail")).frame.midX == 393 / 2, "the destination rests on screen, centred")
        #expect(probe.value == true)
        driver.tap(try #require(driver.find(identifier: "navigation-back-button")))
        driver.settle()
        #expect(driver.find(identifier: "detail") == nil)
        #expect(probe.value == false, "popping resets the binding")
        driver.tap(try #require(driver.find(text: "Show")))
        driver.settle()
        #expect(driver.find(identifier: "detail") != nil, "it can be pushed again")
    }

    @Test("Setting isPresented to false pops the destination")
    func falsePops() throws {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(PresentingStack(probe: probe))
        probe.set(true)
        driver.settle()
        #expect(driver.find(identifier: "detail") != nil)
        probe.set(false)
        driver.settle()
        #expect(driver.find(identifier: "detail") == nil)
        #expect(driver.find(text: "Show") != nil)
    }

    @Test("A .constant(true) binding pushes the destination as the screen appears; its back button still pops it")
    func constantTrue() throws {
        let driver = InteractionDriver(
            NavigationStack {
                Text("Root")
                    .navigationDestination(isPresented: .constant(true)) {
                        Text("Forecast").accessibilityIdentifier("forecast")
                    }
            })
        driver.settle()
        #expect(try #require(driver.find(identifier: "forecast")).frame.midX == 393 / 2)
        driver.tap(try #require(driver.find(identifier: "navigation-back-button")))
        driver.settle()
        #expect(driver.find(identifier: "forecast") == nil)
        #expect(driver.find(text: "Root") != nil)
    }

    @Test("A non-nil item pushes its destination, another item replaces it, and popping sets the item to nil")
    func item() throws {
        let probe = StateProbe<Int?>()
        let driver = InteractionDriver(ItemStack(probe: probe))
        probe.set(3)
        driver.settle()
        #expect(driver.find(identifier: "item-3") != nil)
        probe.set(4)
        driver.settle()
        #expect(driver.find(identifier: "item-3") == nil)
        #expect(driver.find(identifier: "item-4") != nil)
        driver.tap(try #require(driver.find(identifier: "navigation-back-button")))
        driver.settle()
        #expect(driver.find(identifier: "item-4") == nil)
        #expect(probe.value == .some(nil), "popping resets the item")
    }

    @Test("NavigationLink(value:) still pushes through navigationDestination(for:)")
    func valueLink() throws {
        let driver = InteractionDriver(
            NavigationStack {
                NavigationLink("Seven", value: 7)
                    .navigationDestination(for: Int.self) { Text("No. \($0)") }
            })
        driver.tap(try #require(driver.find(text: "Seven")))
        driver.settle()
        #expect(driver.find(text: "No. 7") != nil)
    }
}
