import Foundation
import MeadowTestSupport
import Observation
import Testing

@testable import MeadowCore

@Observable
private final class Library {
    var title = "Books"
    var count = 0
    var books = [Book(name: "Dune"), Book(name: "Emma")]
}

@Observable
private final class Book: Identifiable {
    var name: String

    init(name: String) { self.name = name }
}

/// Counts body evaluations per view name.
@MainActor
private final class Evaluations {
    var counts: [String: Int] = [:]

    func record(_ name: String) { counts[name, default: 0] += 1 }
}

private struct TitleLabel: View {
    let library: Library
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.record("title")
        Text(library.title)
    }
}

private struct CountLabel: View {
    @Environment(Library.self) var library
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.record("count")
        Text("\(library.count) books")
    }
}

private struct BookList: View {
    let library: Library
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.record("list")
        VStack {
            ForEach(library.books) { book in Text(book.name) }
        }
    }
}

private struct Shelf: View {
    let library: Library
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.record("shelf")
        VStack {
            TitleLabel(library: library, evaluations: evaluations)
            CountLabel(evaluations: evaluations)
            BookList(library: library, evaluations: evaluations)
        }
        .environment(library)
    }
}

/// Edits the library's title through a binding that `@Bindable` makes.
private struct TitleEditor: View {
    @Bindable var library: Library
    let probe: StateProbe<String>

    var body: some View {
        let _ = probe.binding = $library.title
        Text("editing \(library.title)")
    }
}

/// Owns its library in `@State`.
private struct OwnedLibrary: View {
    @State private var library = Library()
    let probe: StateProbe<Library>

    var body: some View {
        let _ = probe.binding = $library
        Text("\(library.count) owned")
    }
}

/// Reads the library's title, and evaluates its body again whenever its own counter changes.
private struct CountedTitle: View {
    let library: Library
    @State private var taps = 0
    let probe: StateProbe<Int>

    var body: some View {
        let _ = probe.binding = $taps
        Text("\(library.title) \(taps)")
    }
}

/// Shows the library's title while its own flag is on.
private struct OptionalTitle: View {
    let library: Library
    let evaluations: Evaluations
    @State private var shown = true
    let probe: StateProbe<Bool>

    var body: some View {
        let _ = probe.binding = $shown
        VStack {
            if shown { TitleLabel(library: library, evaluations: evaluations) }
        }
    }
}

@MainActor
@Suite("Observation")
struct ObservationTests {
    @Test("Changing a property re-evaluates only the bodies that read it")
    func onlyReadersUpdate() {
        // [APPLE:observation]: a view's body depends on the observable properties it read.
        let library = Library()
        let evaluations = Evaluations()
        let driver = InteractionDriver(Shelf(library: library, evaluations: evaluations), device: canvas(300, 300))
        _ = driver.layoutTree
        #expect(evaluations.counts == ["shelf": 1, "title": 1, "count": 1, "list": 1])
        library.count = 4
        #expect(driver.find(text: "4 books") != nil)
        #expect(evaluations.counts == ["shelf": 1, "title": 1, "count": 2, "list": 1])
        library.title = "Novels"
        #expect(driver.find(text: "Novels") != nil)
        #expect(evaluations.counts == ["shelf": 1, "title": 2, "count": 2, "list": 1])
    }

    @Test("A property read only inside a ForEach's row closure updates the view that built the ForEach")
    func forEachRowsTracked() {
        let library = Library()
        let evaluations = Evaluations()
        let driver = InteractionDriver(Shelf(library: library, evaluations: evaluations), device: canvas(300, 300))
        _ = driver.layoutTree
        library.books[1].name = "Persuasion"
        #expect(driver.find(text: "Persuasion") != nil)
        #expect(evaluations.counts["list"] == 2)
        #expect(evaluations.counts["shelf"] == 1)
    }

    @Test("Writing a property that no body read evaluates nothing")
    func unreadPropertyIsQuiet() {
        let library = Library()
        let evaluations = Evaluations()
        let driver = InteractionDriver(TitleLabel(library: library, evaluations: evaluations), device: canvas(300, 300))
        _ = driver.layoutTree
        library.count = 9
        _ = driver.layoutTree
        #expect(evaluations.counts == ["title": 1])
        #expect(!driver.graph.needsUpdate)
    }

    @Test("@Bindable makes a binding that writes the model, and the readers update")
    func bindableWrites() {
        let library = Library()
        let probe = StateProbe<String>()
        let driver = InteractionDriver(TitleEditor(library: library, probe: probe), device: canvas(300, 300))
        _ = driver.layoutTree
        probe.set("Poems")
        #expect(library.title == "Poems")
        #expect(driver.find(text: "editing Poems") != nil)
    }

    @Test("An observable object kept in @State updates its reader")
    func stateHoldsObservable() {
        let probe = StateProbe<Library>()
        let driver = InteractionDriver(OwnedLibrary(probe: probe), device: canvas(300, 300))
        _ = driver.layoutTree
        probe.value?.count = 2
        #expect(driver.find(text: "2 owned") != nil)
    }

    @Test("A body evaluated again for its own state leaves one registration: a change reports once, and nothing stays in the model once the view is gone")
    func reevaluationReplacesRegistration() {
        let library = Library()
        weak var inbox: ObservationInbox?
        do {
            let probe = StateProbe<Int>()
            let driver = InteractionDriver(CountedTitle(library: library, probe: probe), device: canvas(300, 300))
            _ = driver.layoutTree
            inbox = driver.graph.observations
            for taps in 1...5 {
                probe.set(taps)
                #expect(driver.find(text: "Books \(taps)") != nil)
            }
            library.title = "Novels"
            #expect(driver.graph.observations.count == 1)
            #expect(driver.find(text: "Novels 5") != nil)
            for taps in 6...10 {
                probe.set(taps)
                #expect(driver.find(text: "Novels \(taps)") != nil)
            }
        }
        // A registration left in the library would hold the graph's inbox.
        #expect(inbox == nil)
    }

    @Test("A view that goes away leaves no registration behind: a change to what it read reports nothing")
    func removedViewStopsObserving() {
        let library = Library()
        let evaluations = Evaluations()
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(
            OptionalTitle(library: library, evaluations: evaluations, probe: probe), device: canvas(300, 300))
        _ = driver.layoutTree
        probe.set(false)
        #expect(driver.find(text: "Books") == nil)
        library.title = "Novels"
        #expect(driver.graph.observations.count == 0)
        #expect(evaluations.counts["title"] == 1)
    }

    @Test("A model that outlives the views that read it holds nothing of theirs")
    func modelOutlivesGraph() {
        let library = Library()
        weak var inbox: ObservationInbox?
        do {
            let evaluations = Evaluations()
            let driver = InteractionDriver(Shelf(library: library, evaluations: evaluations), device: canvas(300, 300))
            _ = driver.layoutTree
            inbox = driver.graph.observations
        }
        #expect(inbox == nil)
        library.title = "Novels"
    }
}
