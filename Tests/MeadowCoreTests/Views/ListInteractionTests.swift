import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A list row that counts its body evaluations.
private struct CountingRow: View {
    let index: Int
    let counter: CallCounter

    var body: some View {
        counter.record()
        return Text("Row \(index)")
    }
}

/// A list of fruit with a button above that removes the first or inserts one, animated.
private struct EditableList: View {
    @State private var fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
        VStack(spacing: 0) {
            Button("Remove") { withAnimation(.linear(duration: 0.5)) { _ = fruits.removeFirst() } }
                .frame(height: 50)
            Button("Insert") { withAnimation(.linear(duration: 0.5)) { fruits.insert("Apricot", at: 0) } }
                .frame(height: 50)
            List(fruits, id: \.self) { Text($0) }
        }
    }
}

/// A row with a counter of its own, tapped up by its button.
private struct CounterRow: View {
    let index: Int
    @State private var taps = 0

    var body: some View {
        Button("Row \(index): \(taps)") { taps += 1 }
    }
}

/// LandmarkList's shape: a "Favorites only" toggle over the rows it filters, animated by value.
private struct FilteredList: View {
    @State private var showFavoritesOnly = false

    private var filtered: [String] { showFavoritesOnly ? ["Alpha", "Gamma"] : ["Alpha", "Beta", "Gamma", "Delta"] }

    var body: some View {
        List {
            Toggle(isOn: $showFavoritesOnly) { Text("Favorites only") }
            ForEach(filtered, id: \.self) { Text($0) }
        }
        .animation(.default, value: filtered)
    }
}

/// FilteredList with a linear animation, so a frame partway through is at a known fraction of the way.
private struct LinearFilteredList: View {
    @State private var showFavoritesOnly = false

    private var filtered: [String] { showFavoritesOnly ? ["Alpha", "Gamma"] : ["Alpha", "Beta", "Gamma", "Delta"] }

    var body: some View {
        List {
            Toggle(isOn: $showFavoritesOnly) { Text("Favorites only") }
            ForEach(filtered, id: \.self) { Text($0) }
        }
        .animation(.linear(duration: 0.4), value: filtered)
    }
}

@MainActor
@Suite("List interaction")
struct ListInteractionTests {
    @Test("A 10,000-row list builds only the rows in or near the visible part, and the next ones as it scrolls")
    func lazyRows() {
        let counter = CallCounter()
        let driver = InteractionDriver(
            List(0..<10_000) { CountingRow(index: $0, counter: counter) }, device: canvas(393, 600))
        // Rows from y 22 every 44 points; the viewport (600) and half of it below are built: rows 0 to 19.
        #expect(counter.count == 20)
        #expect(driver.find(text: "Row 19") != nil)
        #expect(driver.find(text: "Row 20") == nil)
        driver.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 4400))
        // Scrolled 100 rows: rows from 300 above the top to 300 below the bottom, 92 to 119, are all that exist.
        var texts: [String] = []
        func visit(_ node: LayoutNode) {
            if node.kind == .text, let text = node.text { texts.append(text) }
            node.children.forEach(visit)
        }
        visit(driver.layoutTree)
        #expect(texts.first == "Row 92")
        #expect(texts.last == "Row 119")
        #expect(counter.count < 60)
    }

    @Test("A list scrolls with a drag, as a scroll view does")
    func dragScrolls() {
        let driver = InteractionDriver(List(0..<100) { Text("Row \($0)") }, device: canvas(393, 600))
        let before = driver.find(text: "Row 5")?.frame.minY ?? 0
        driver.drag(along: [CGPoint(x: 200, y: 500), CGPoint(x: 200, y: 480), CGPoint(x: 200, y: 400)], release: false)
        #expect(driver.find(text: "Row 5")?.frame.minY == before - 100)
    }

    @Test("A row with a button shows the pressed background while touched and taps the button from anywhere")
    func pressHighlight() {
        let taps = CallCounter()
        let driver = InteractionDriver(
            List {
                Button("Action") { taps.record() }
                Text("Static")
            }, device: canvas(393, 600))
        func pressedFills() -> Int {
            drawnItems(driver.makeDisplayList()).filter { drawn in
                if case .fill(_, let color, _) = drawn.item { return color == ListAppearance.pressedRowBackground.resolve(in: EnvironmentValues()) }
                return false
            }.count
        }
        driver.layOut()
        driver.graph.pointerDown(at: CGPoint(x: 300, y: 44))
        #expect(pressedFills() == 1, "the button's row, touched far from its label, shows pressed")
        driver.graph.pointerUp(at: CGPoint(x: 300, y: 44))
        #expect(pressedFills() == 0)
        #expect(taps.count == 1)
        driver.graph.pointerDown(at: CGPoint(x: 300, y: 88))
        #expect(pressedFills() == 0, "a row without a control does not highlight")
        driver.graph.pointerUp(at: CGPoint(x: 300, y: 88))
    }

    @Test("A row marked as a navigation link highlights when pressed")
    func navigationRowHighlight() {
        let driver = InteractionDriver(
            List { Text("Link").modifier(ViewTraitModifier<ShowsDisclosureIndicatorTraitKey>(value: true)) },
            device: canvas(393, 600))
        driver.layOut()
        driver.graph.pointerDown(at: CGPoint(x: 100, y: 44))
        let pressed = drawnItems(driver.makeDisplayList()).contains { drawn in
            if case .fill(_, let color, _) = drawn.item { return color == ListAppearance.pressedRowBackground.resolve(in: EnvironmentValues()) }
            return false
        }
        #expect(pressed)
    }

    @Test("Removing a row under withAnimation fades it out while the rows below move up")
    func animatedRemoval() {
        let driver = InteractionDriver(EditableList(), device: canvas(393, 700))
        let bananaStart = driver.find(text: "Banana")?.frame.minY ?? 0
        let appleStart = driver.find(text: "Apple")?.frame.minY ?? 0
        driver.tap(driver.find(text: "Remove")!)
        driver.step(0.2)
        let mid = driver.find(text: "Banana")?.frame.minY ?? 0
        #expect(mid < bananaStart && mid > appleStart, "Banana is on its way up")
        let fading = drawnItems(driver.makeDisplayList()).first { drawn in
            if case .text(let run, _, _) = drawn.item { return run.string == "Apple" }
            return false
        }
        #expect(fading?.opacity.map { $0 > 0 && $0 < 1 } == true, "Apple fades out")
        driver.settle()
        #expect(driver.find(text: "Banana")?.frame.minY == appleStart)
        #expect(driver.find(text: "Apple") == nil)
    }

    @Test("Inserting a row under withAnimation fades it in and moves the rows below down")
    func animatedInsertion() {
        let driver = InteractionDriver(EditableList(), device: canvas(393, 700))
        let appleStart = driver.find(text: "Apple")?.frame.minY ?? 0
        driver.tap(driver.find(text: "Insert")!)
        driver.step(0.1)
        #expect(driver.find(text: "Apricot")?.frame.minY == appleStart)
        let apple = driver.find(text: "Apple")?.frame.minY ?? 0
        #expect(apple > appleStart && apple < appleStart + 44)
        driver.settle()
        #expect(driver.find(text: "Apple")?.frame.minY == appleStart + 44)
    }

    @Test("Flipping a filter toggle under animation(_:value:) removes rows with their transition; the rest move up")
    func filterToggleAnimates() {
        let driver = InteractionDriver(FilteredList(), device: canvas(393, 600))
        let betaY = driver.find(text: "Beta")?.frame.minY ?? 0
        let gammaY = driver.find(text: "Gamma")?.frame.minY ?? 0
        let switchFrame = driver.layoutTree.node(kind: .toggleSwitch)!.frame
        driver.tap(at: CGPoint(x: switchFrame.midX, y: switchFrame.midY))
        driver.step(0.1)
        let moving = driver.find(text: "Gamma")?.frame.minY ?? 0
        #expect(moving < gammaY && moving > betaY, "Gamma is on its way to Beta's place")
        driver.settle()
        #expect(driver.find(text: "Gamma")?.frame.minY == betaY)
        #expect(driver.find(text: "Beta") == nil)
        #expect(driver.find(text: "Delta") == nil)
    }

    @Test("An inset grouped card grows and shrinks with the rows a filter inserts and removes, never jumping")
    func cardAnimatesWithRows() throws {
        // §2: the card starts 22 below the list's top, 16 in from each side; each row here is 44 high (the minimum).
        // Five rows make a 220-point card, three a 132-point one. Halfway through the linear 0.4 s, removed rows
        // have collapsed halfway toward the row before them and the rows below have moved halfway up, so the card
        // is 176 high; inserting them back grows it through the same 176.
        let driver = InteractionDriver(LinearFilteredList(), device: canvas(393, 600))
        func card() throws -> CGRect {
            let white = Color.secondarySystemGroupedBackground.resolve(in: EnvironmentValues())
            // The card is the tallest white fill across the list's width; rows at rest fill their own 44 points.
            let fills = drawnItems(driver.makeDisplayList()).compactMap { drawn -> CGRect? in
                guard case .fill(_, let color, _) = drawn.item, color == white else { return nil }
                return drawn.fillBounds.flatMap { $0.width == 361 ? $0 : nil }
            }
            return try #require(fills.max { $0.height < $1.height })
        }
        func toggle() throws {
            let frame = try #require(driver.layoutTree.node(kind: .toggleSwitch)).frame
            driver.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
        #expect(isClose(try card(), rect(16, 22, 361, 220)))
        try toggle()
        driver.step(0.2)
        let shrinking = try card()
        #expect(shrinking.minY == 22)
        #expect(abs(shrinking.height - 176) < 1e-9, "halfway from 220 to 132: \(shrinking.height)")
        driver.settle()
        #expect(isClose(try card(), rect(16, 22, 361, 132)))
        try toggle()
        driver.step(0.2)
        let growing = try card()
        #expect(abs(growing.height - 176) < 1e-9, "halfway from 132 to 220: \(growing.height)")
        // Beta grows from nothing under Alpha (66 to 110) while Gamma moves down from 110 to 154: halfway, Beta is
        // 22 high and Gamma right under it.
        let beta = try #require(driver.layoutTree.allNodes.first { $0.kind == .listRow && $0.first { $0.text == "Beta" } != nil })
        let gamma = try #require(driver.layoutTree.allNodes.first { $0.kind == .listRow && $0.first { $0.text == "Gamma" } != nil })
        expectFrame(beta, rect(16, 110, 361, 22))
        #expect(abs(gamma.frame.minY - 132) < 1e-9)
        driver.settle()
        #expect(isClose(try card(), rect(16, 22, 361, 220)))
    }

    @Test("A row scrolled away and back keeps its state")
    func scrolledRowKeepsState() {
        let driver = InteractionDriver(List(0..<200) { CounterRow(index: $0) }, device: canvas(393, 600))
        driver.tap(driver.find(text: "Row 0: 0")!)
        #expect(driver.find(text: "Row 0: 1") != nil)
        driver.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 3000))
        #expect(driver.find(text: "Row 0: 1") == nil, "row 0 is far above: not in the tree")
        driver.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: -3000))
        #expect(driver.find(text: "Row 0: 1") != nil)
    }

    @Test("A plain list pins the header of the section at the top until the next section pushes it up")
    func pinnedHeaders() {
        // §2: plain headers pin while scrolling. Header cells are 29 tall (13 of text, 8 above and below); section
        // A's 20 rows end at 29 + 20 × 44 = 909, where B's header starts.
        let list = List {
            ForEach(["A", "B"], id: \.self) { name in
                Section(name) { ForEach(0..<20, id: \.self) { Text("\(name)\($0)") } }
            }
        }.listStyle(.plain)
        let driver = InteractionDriver(list, device: canvas(393, 400))
        driver.scroll(at: CGPoint(x: 200, y: 200), by: CGSize(width: 0, height: 100))
        expectFrame(driver.find(text: "A"), rect(20, 8, 6.5, 13))
        let rows = driver.layoutTree.node(kind: .listContent)?.children ?? []
        #expect(rows.last?.first { $0.text == "A" } != nil, "the pinned header is drawn over the rows")
        driver.scroll(at: CGPoint(x: 200, y: 200), by: CGSize(width: 0, height: 790))
        expectFrame(driver.find(text: "A"), rect(20, -2, 6.5, 13))
        expectFrame(driver.find(text: "B"), rect(20, 27, 6.5, 13))
    }
}
