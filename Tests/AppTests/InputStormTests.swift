import Foundation
import LandmarksUI
import MeadowCore
import MeadowTesting
import Testing
import WeatherUI
import WikiStore
import WikiUI

@testable import LandmarksUI
@testable import LauncherUI
@testable import WeatherUI
@testable import WikiUI

// Issue 9's input storms: random pointer, wheel, key and text input at random moments through the window host's
// entry points, with the clock stepped between events. No crash, every frame finite, the apps' invariants hold,
// and every animation settles once input stops. The seeds are fixed so a failure is the same on every run.
@MainActor
@Suite("Input storms")
struct InputStormTests {
    static let events = 1_000

    /// Where the Weather detail sheet is: open at its resting place, closed below the screen, or in between.
    enum SheetPosition: Equatable { case open, closed, between(CGFloat) }

    /// How far the sheet's content is drawn from its layout frame: the close button stands out above the panel, so
    /// this is measured against the closed sheet at launch, which sits a screen height below the open one.
    func sheetOffset(_ tree: LayoutNode) -> CGFloat? {
        tree.node(identifier: "detail").map { $0.contentFrame.minY - $0.frame.minY }
    }

    func sheetPosition(_ tree: LayoutNode, closedOffset: CGFloat, screenHeight: CGFloat) -> SheetPosition? {
        guard let offset = sheetOffset(tree) else { return nil }
        if abs(offset - (closedOffset - screenHeight)) < 0.5 { return .open }
        if offset >= closedOffset - 0.5 { return .closed }
        return .between(offset)
    }

    func isBlurred(_ list: DisplayList) -> Bool {
        list.items.contains { item in
            guard case .group(let effect, let inner) = item else { return false }
            if case .blur(let radius) = effect, radius > 0 { return true }
            return isBlurred(inner)
        }
    }

    @Test("Weather survives a storm of input with at most one detail sheet, which comes to rest open or closed", arguments: [UInt64(1), 2, 3])
    func weatherStorm(seed: UInt64) throws {
        let catalog = try AssetCatalog.forModule("WeatherUI")
        let graph = ViewGraph(rootView: WeatherApp(), device: .iPhone15, textSystem: FixedMetricsTextSystem(), assetCatalog: catalog)
        let storm = InputStorm(graph: graph, seed: seed)
        graph.update()
        graph.layout()
        let closedOffset = try #require(sheetOffset(graph.layoutTree()))
        var problems: [String] = []
        storm.run(events: Self.events) { graph in
            let tree = graph.layoutTree()
            let sheets = tree.allNodes.filter { $0.accessibilityIdentifier == "detail" }.count
            if sheets > 1 { problems.append("\(sheets) detail sheets at \(graph.time) s") }
            if let problem = LayoutFuzzer.frameProblem(in: tree) { problems.append("at \(graph.time) s: \(problem)") }
        }
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
        #expect(storm.settle(), "seed \(seed): an animation is still running 30 s after the storm")
        let position = sheetPosition(graph.layoutTree(), closedOffset: closedOffset, screenHeight: graph.device.size.height)
        #expect(position == .open || position == .closed, "seed \(seed): the sheet rests at \(String(describing: position))")
        #expect(isBlurred(graph.makeDisplayList()) == (position == .open), "seed \(seed): the background is blurred only under an open sheet")
    }

    @Test("The Launcher survives a storm of input, settles, and Escape brings it home", arguments: [UInt64(1), 2])
    func launcherStorm(seed: UInt64) throws {
        let catalog = try AssetCatalog.forModule("LauncherUI")
        let graph = ViewGraph(
            rootView: LauncherView(apps: HomeScreenApp.samples),
            device: .iPhone15, textSystem: FixedMetricsTextSystem(), assetCatalog: catalog)
        let storm = InputStorm(graph: graph, seed: seed)
        var problems: [String] = []
        storm.run(events: Self.events) { graph in
            let tree = graph.layoutTree()
            let indicators = tree.allNodes.filter { $0.accessibilityIdentifier == "home-indicator" }.count
            if indicators > 1 { problems.append("\(indicators) apps open at \(graph.time) s") }
            if let problem = LayoutFuzzer.frameProblem(in: tree) { problems.append("at \(graph.time) s: \(problem)") }
        }
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
        #expect(storm.settle(), "seed \(seed): an animation is still running 30 s after the storm")
        graph.keyPressed(KeyPress(phase: .down, key: .escape, characters: "\u{1B}"))
        #expect(storm.settle())
        #expect(graph.layoutTree().node(identifier: "home-indicator") == nil, "seed \(seed): no app is open after Escape")
        #expect(graph.layoutTree().node(identifier: "weather") != nil, "seed \(seed): the home screen shows")
    }

    @Test("Wiki survives a storm of input on a real database: every saved title is valid and unique, the cards count what is saved", arguments: [UInt64(1), 2])
    func wikiStorm(seed: UInt64) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wiki-storm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try WikiDatabase(path: folder.appendingPathComponent("wiki.sqlite").path)
        let catalog = try AssetCatalog.forModule("WikiUI")
        let graph = ViewGraph(
            rootView: WikiUI.ContentView().environment(WikiLibrary(storage: database)), device: .iPhone15,
            textSystem: FixedMetricsTextSystem(), assetCatalog: catalog)
        let storm = InputStorm(graph: graph, seed: seed)
        var problems: [String] = []
        storm.run(events: Self.events) { graph in
            let tree = graph.layoutTree()
            let fields = tree.allNodes.filter { $0.accessibilityIdentifier == "title-field" }.count
            if fields != 1 { problems.append("\(fields) title fields at \(graph.time) s") }
            if let problem = LayoutFuzzer.frameProblem(in: tree) { problems.append("at \(graph.time) s: \(problem)") }
        }
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
        // A focused field's or page's caret blinks for as long as it has focus, as on iOS; the editing ends, as
        // when the keyboard is dismissed.
        graph.endEditing()
        #expect(storm.settle(), "seed \(seed): an animation is still running 30 s after the storm")
        let saved = try database.entries(on: .all)
        for entry in saved {
            #expect((try? WikiTitleProblem.checked(entry.title)) == entry.title, "seed \(seed): saved title \(entry.title.debugDescription)")
        }
        #expect(Set(saved.map { $0.title.lowercased() }).count == saved.count, "seed \(seed): a title is used twice")
        let counts = try database.counts()
        #expect(counts.all == saved.filter { $0.kind == .wiki }.count)
        if graph.layoutTree().node(identifier: "navigation-back-button") == nil {
            #expect(graph.layoutTree().node(identifier: "All Wikis count")?.text == "\(counts.all)", "seed \(seed): the card counts what is saved")
        }
    }

    @Test("Landmarks survives a storm of input: every row's star and the saved favourites agree with the model", arguments: [UInt64(1), 2])
    func landmarksStorm(seed: UInt64) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-storm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("favorites.json")
        let modelData = try ModelData(favoritesStore: FavoritesStore(url: file))
        let catalog = try AssetCatalog.forModule("LandmarksUI")
        let graph = ViewGraph(
            rootView: LandmarksUI.ContentView().environment(modelData), device: .iPhone15, textSystem: FixedMetricsTextSystem(),
            assetCatalog: catalog)
        let storm = InputStorm(graph: graph, seed: seed)
        var problems: [String] = []
        storm.run(events: Self.events) { graph in
            if let problem = LayoutFuzzer.frameProblem(in: graph.layoutTree()) { problems.append("at \(graph.time) s: \(problem)") }
        }
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
        #expect(storm.settle(), "seed \(seed): an animation is still running 30 s after the storm")
        let favorites = Set(modelData.landmarks.filter(\.isFavorite).map(\.name))
        for row in graph.layoutTree().allNodes where row.kind == .custom("LandmarkRow") {
            guard let name = row.first(where: { $0.kind == .text })?.text else { continue }
            let starred = row.allNodes.contains { $0.kind == .image && $0.text == "star.fill" }
            #expect(starred == favorites.contains(name), "seed \(seed): \(name)'s row and the model disagree")
        }
        let reloaded = try ModelData(favoritesStore: FavoritesStore(url: file))
        #expect(Set(reloaded.landmarks.filter(\.isFavorite).map(\.name)) == favorites, "seed \(seed): what is saved is what is shown")
    }
}
