import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var count: Int
}

/// A row per chore from `ForEach($chores)`, each a button adding one to its own chore through the element's
/// binding; above them, how many chores there are, read as `$chores.count`.
private struct ChoreList: View {
    @State var chores = [Chore(id: 1, title: "Dishes", count: 0), Chore(id: 2, title: "Laundry", count: 0)]

    var body: some View {
        VStack {
            Text("\($chores.count) chores")
            ForEach($chores) { $chore in
                Button("\(chore.title) \(chore.count)") { chore.count += 1 }
            }
        }
    }
}

@MainActor
@Suite("A binding to a collection is a collection of bindings, as SwiftUI's")
struct BindingCollectionTests {
    @Test("Each element's binding reads and writes the collection at its index")
    func elementBindings() {
        var values = [1, 2, 3]
        let binding = Binding(get: { values }, set: { values = $0 })
        #expect(binding.count == 3)
        #expect(binding.map(\.wrappedValue) == [1, 2, 3])
        binding[1].wrappedValue = 20
        #expect(values == [1, 20, 3])
        #expect(binding.last?.wrappedValue == 3)
        #expect(binding[1].wrappedValue == 20)
    }

    @Test("ForEach($items) { $item in } shows each element and writes through its binding")
    func forEachOverBinding() throws {
        let driver = InteractionDriver(ChoreList(), device: canvas(300, 300))
        #expect(driver.find(text: "2 chores") != nil)
        driver.tap(try #require(driver.find(text: "Laundry 0")))
        driver.tap(try #require(driver.find(text: "Laundry 1")))
        #expect(driver.find(text: "Laundry 2") != nil)
        #expect(driver.find(text: "Dishes 0") != nil)
    }

    @Test("A binding to an identifiable value has the value's id")
    func identifiable() {
        let binding = Binding.constant(Chore(id: 7, title: "Bins", count: 0))
        #expect(binding.id == 7)
    }
}
