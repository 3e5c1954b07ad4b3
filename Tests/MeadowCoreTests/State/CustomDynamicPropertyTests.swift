import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A property wrapper of an app's own built from SwiftUI's: a counter kept in `@State`, labelled from the
/// environment's locale.
@MainActor
@propertyWrapper
private struct TapCount: DynamicProperty {
    @State private var count = 0
    @Environment(\.locale) private var locale

    var wrappedValue: String { "\(count) taps (\(locale.identifier))" }

    func increment() { count += 1 }
}

private struct Tapper: View {
    @TapCount var label: String
    let title: String

    var body: some View {
        VStack {
            Text(title)
            Text(label)
            Button("Tap") { _label.increment() }
        }
    }
}

/// A parent whose own state changes the child's input.
private struct TitledTapper: View {
    @State var title = "first"

    var body: some View {
        VStack {
            Button("Rename") { title = "second" }
            Tapper(title: title)
        }
    }
}

@MainActor
@Suite("A DynamicProperty of the app's own")
struct CustomDynamicPropertyTests {
    @Test("Its @State and @Environment are linked to the view as SwiftUI links them: the state survives, the environment is read")
    func nestedProperties() throws {
        // [APPLE:DynamicProperty]: SwiftUI updates the dynamic properties a DynamicProperty structure holds before it
        // evaluates the body of the view that declares it.
        let driver = InteractionDriver(TitledTapper().environment(\.locale, Locale(identifier: "fr_FR")))
        #expect(driver.find(text: "0 taps (fr_FR)") != nil)
        driver.tap(try #require(driver.find(text: "Tap")))
        driver.tap(try #require(driver.find(text: "Tap")))
        #expect(driver.find(text: "2 taps (fr_FR)") != nil)
        driver.tap(try #require(driver.find(text: "Rename")))
        #expect(driver.find(text: "second") != nil)
        #expect(driver.find(text: "2 taps (fr_FR)") != nil)
    }
}
