import Combine
import Testing

private class Counter: ObservableObject {
    @Published var count = 0
    @Published var title = "Counter"
    var unpublished = 0
}

private final class NamedCounter: Counter {
    @Published var name = "first"
}

private final class Mirroring: ObservableObject {
    @Published var source = 1
    @Published var doubled = 0

    init() {
        $source.map { $0 * 2 }.assign(to: &$doubled)
    }
}

@Suite("@Published and ObservableObject")
struct PublishedTests {
    @Test("objectWillChange fires before a @Published property changes, once per change")
    func willChangeFiresBefore() {
        let counter = Counter()
        var seen: [Int] = []
        let cancellable = counter.objectWillChange.sink { seen.append(counter.count) }
        counter.count = 1
        counter.title = "Renamed"
        counter.unpublished = 5
        #expect(seen == [0, 1])
        #expect(counter.count == 1)
        _ = cancellable
    }

    @Test("Every @Published property of the object, its superclass's included, sends the same objectWillChange")
    func subclassPropertiesShareThePublisher() {
        let counter = NamedCounter()
        #expect(counter.objectWillChange === counter.objectWillChange)
        var changes = 0
        let cancellable = counter.objectWillChange.sink { changes += 1 }
        counter.name = "second"
        counter.count = 3
        #expect(changes == 2)
        _ = cancellable
    }

    @Test("Two objects of one class have separate publishers")
    func objectsAreSeparate() {
        let a = Counter()
        let b = Counter()
        var changes = 0
        let cancellable = a.objectWillChange.sink { changes += 1 }
        b.count = 1
        #expect(changes == 0)
        a.count = 1
        #expect(changes == 1)
        _ = cancellable
    }

    @Test("$property publishes the current value, then each new value before the property stores it")
    func projectedPublisher() {
        let counter = Counter()
        var seen: [String] = []
        let cancellable = counter.$count.sink { seen.append("\($0) (was \(counter.count))") }
        counter.count = 4
        #expect(seen == ["0 (was 0)", "4 (was 0)"])
        _ = cancellable
    }

    @Test("assign(to: &$property) keeps a property following a publisher, and announces the change")
    func assignToPublished() {
        let model = Mirroring()
        #expect(model.doubled == 2)
        var changes = 0
        let cancellable = model.objectWillChange.sink { changes += 1 }
        model.source = 5
        #expect(model.doubled == 10)
        #expect(changes == 2)
        _ = cancellable
    }

    @Test("An object that assigns to its own property is not kept alive by that subscription")
    func assignDoesNotLeak() {
        weak var weakModel: Mirroring?
        do {
            let model = Mirroring()
            weakModel = model
            model.source = 2
        }
        #expect(weakModel == nil)
    }

    @Test("An optional @Published property without an initial value starts as nil")
    func optionalStartsNil() {
        final class Selection: ObservableObject {
            @Published var selected: String?
        }
        let selection = Selection()
        #expect(selection.selected == nil)
        var seen: [String?] = []
        let cancellable = selection.$selected.sink { seen.append($0) }
        selection.selected = "a"
        #expect(seen == [nil, "a"])
        _ = cancellable
    }

    @Test("A class with its own objectWillChange keeps it")
    func customPublisher() {
        final class Manual: ObservableObject {
            let objectWillChange = PassthroughSubject<Void, Never>()
            var value = 0 {
                willSet { objectWillChange.send() }
            }
        }
        let manual = Manual()
        var changes = 0
        let cancellable = manual.objectWillChange.sink { changes += 1 }
        manual.value = 1
        #expect(changes == 1)
        _ = cancellable
    }
}
