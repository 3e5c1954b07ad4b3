import Foundation
@testable import MeadowCore
import MeadowTestSupport
import Testing

/// A blue square with a shadow beside a red square that can turn orange and move.
private struct TwoSquares: View {
    let probe: StateProbe<Int>
    /// 1 turns the red square orange; 2 moves it 30 points down instead.
    @State var change = 0

    var body: some View {
        let _ = probe.binding = $change
        HStack(spacing: 0) {
            BlueSquare()
            (change == 1 ? Color.orange : Color.red).accessibilityIdentifier("square").frame(width: 20, height: 20)
                .offset(x: 5, y: change == 2 ? 36 : 6)
        }
    }
}

/// A blue square with a shadow: a view of its own, whose body does not depend on its parent's state.
private struct BlueSquare: View {
    var body: some View {
        Color.blue.frame(width: 50, height: 50).shadow(radius: 2)
    }
}

/// A masked square that zooms in and fades in when it appears, as the launcher's apps do.
private struct ZoomingSquare: View {
    let probe: StateProbe<Bool>
    @State var shown = false

    var body: some View {
        let _ = probe.binding = $shown
        ZStack {
            if shown {
                Color.green.frame(width: 40, height: 40)
                    .mask { Circle() }
                    .transition(.scale(scale: 0.2).combined(with: .opacity))
            }
        }
        .frame(width: 100, height: 100)
    }
}

/// The first group in `list` (depth first) with a mask, and the list holding it.
private func maskGroup(in list: DisplayList) -> (group: DisplayItem, holder: DisplayList)? {
    for item in list.items {
        guard case .group(let effect, let nested) = item else { continue }
        if case .mask = effect { return (item, list) }
        if let found = maskGroup(in: nested) { return found }
    }
    return nil
}

/// A red square shown under the explicit id its state holds.
private struct IdentifiedSquare: View {
    let probe: StateProbe<Int>
    @State var id = 0

    var body: some View {
        let _ = probe.binding = $id
        Color.red.frame(width: 20, height: 20).id(id)
    }
}

/// A square scaled by the factor its state holds.
private struct ScaledSquare: View {
    let probe: StateProbe<CGFloat>
    @State var scale: CGFloat = 1

    var body: some View {
        let _ = probe.binding = $scale
        Color.red.frame(width: 20, height: 20).scaleEffect(scale)
    }
}

/// A blue square holding a red one, moved down by a state.
private struct SlidingSquares: View {
    let probe: StateProbe<CGFloat>
    @State var y: CGFloat = 0

    var body: some View {
        let _ = probe.binding = $y
        ZStack {
            Color.blue.frame(width: 60, height: 60)
            Color.red.frame(width: 20, height: 20)
        }
        .offset(y: y)
    }
}

/// The lists in `list`, at any depth, held by offset groups that say they animate.
private func slidingLists(in list: DisplayList) -> [DisplayList] {
    list.items.flatMap { item -> [DisplayList] in
        guard case .group(let effect, let nested) = item else { return [] }
        let own: [DisplayList] = if case .offset = effect, nested.isAnimating { [nested] } else { [] }
        return own + slidingLists(in: nested)
    }
}

/// The list inside the first transform group of `list`, at any depth.
private func transformedList(in list: DisplayList) -> DisplayList? {
    for item in list.items {
        guard case .group(let effect, let nested) = item else { continue }
        if case .transform = effect { return nested }
        if let found = transformedList(in: nested) { return found }
    }
    return nil
}

/// Whether `list` holds a transform group, at any depth.
private func hasTransform(_ list: DisplayList) -> Bool {
    list.items.contains { item in
        guard case .group(let effect, let nested) = item else { return false }
        if case .transform = effect { return true }
        return hasTransform(nested)
    }
}

/// A list found inside a display list, with the offsets of the groups around it.
private struct FoundList {
    var list: DisplayList
    /// The offset of the group holding the list, in its parent's coordinates.
    var offset: CGSize
    /// The sum of the offsets of every group around the list: where its coordinates start in the root's.
    var origin: CGPoint
}

/// The list that directly holds a fill of `color`, searched depth first through the offset groups.
private func list(filledWith color: Color, in list: DisplayList, offset: CGSize = .zero, origin: CGPoint = .zero) -> FoundList? {
    let rgba = color.resolve(in: EnvironmentValues())
    for item in list.items {
        switch item {
        case .fill(_, let fill, _) where fill == rgba:
            return FoundList(list: list, offset: offset, origin: origin)
        case .group(.offset(let inner), let nested):
            let moved = CGPoint(x: origin.x + inner.width, y: origin.y + inner.height)
            if let found = MeadowCoreTests.list(filledWith: color, in: nested, offset: inner, origin: moved) { return found }
        case .group(_, let nested):
            if let found = MeadowCoreTests.list(filledWith: color, in: nested, offset: offset, origin: origin) { return found }
        default:
            continue
        }
    }
    return nil
}

/// Every list with an identity in `list`, outermost first, as (identity, version) pairs.
private func identities(in list: DisplayList) -> [[Int]] {
    let own = list.identity == 0 ? [] : [[list.identity, list.version]]
    return own + list.items.flatMap { item -> [[Int]] in
        guard case .group(_, let nested) = item else { return [] }
        return identities(in: nested)
    }
}

@MainActor
@Suite("Display list: local coordinates, identity and version")
struct DisplayListTests {
    private func makeDriver(_ probe: StateProbe<Int>) -> InteractionDriver {
        InteractionDriver(TwoSquares(probe: probe), device: canvas(200, 100))
    }

    @Test("A nested, offset child draws at its own origin, in a group placed in its parent's coordinates")
    func itemsAreInParentCoordinates() throws {
        let driver = makeDriver(StateProbe())
        let square = try #require(driver.find(identifier: "square")).frame
        let stack = try #require(driver.layoutTree.allNodes.first { $0.kind == .hStack }).frame
        let found = try #require(list(filledWith: .red, in: driver.makeDisplayList()))
        guard case .fill(let path, _, _) = found.list.items.first else {
            Issue.record("the square's list does not start with its fill")
            return
        }
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 20), "the fill is at the square's own origin")
        #expect(
            found.offset == CGSize(width: square.minX - stack.minX, height: square.minY - stack.minY),
            "its group places it in the stack's coordinates, offset included")
        #expect(found.origin == square.origin, "the groups around it add up to its frame in the root")
    }

    @Test("A frame in which nothing changed draws every group with the same identity and version")
    func unchangedFrameKeepsVersions() {
        let driver = makeDriver(StateProbe())
        let first = identities(in: driver.makeDisplayList())
        driver.step(0.5)
        let second = identities(in: driver.makeDisplayList())
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    @Test("A node whose drawing changes keeps its identity and gets a new version; a sibling keeps both")
    func changedDrawingBumpsVersion() throws {
        let probe = StateProbe<Int>()
        let driver = makeDriver(probe)
        let before = driver.makeDisplayList()
        let red = try #require(list(filledWith: .red, in: before)).list
        let blue = try #require(list(filledWith: .blue, in: before)).list
        probe.set(1)
        let after = driver.makeDisplayList()
        let orange = try #require(list(filledWith: .orange, in: after)).list
        let blueAfter = try #require(list(filledWith: .blue, in: after)).list
        #expect(orange.identity == red.identity)
        #expect(orange.version != red.version)
        #expect(blueAfter.identity == blue.identity && blueAfter.version == blue.version)
        #expect(identities(in: after).first != identities(in: before).first, "the stack holding it changed too")
    }

    @Test("A group keeps its identity and version while the node's other effects come and go around it: a transition's scale and opacity")
    func groupKeepsIdentityThroughTransition() throws {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(ZoomingSquare(probe: probe), device: canvas(100, 100))
        _ = driver.makeDisplayList()
        withAnimation(.linear(duration: 0.5)) { probe.set(true) }
        driver.step(0.25)
        let midway = driver.makeDisplayList()
        let moving = try #require(maskGroup(in: midway), "the square is masked while it zooms")
        #expect(hasTransform(midway), "midway, the transition scales the square")
        driver.step(0.5)
        let settled = try #require(maskGroup(in: driver.makeDisplayList()), "the square is masked at rest")
        #expect(settled.group == moving.group, "the same group, identity and version, inside another holder")
        guard case .group(_, let settledInner) = settled.group, case .group(_, let movingInner) = moving.group else { return }
        #expect(settledInner.identity != 0 && settledInner.identity == movingInner.identity)
        #expect(settled.holder.identity != moving.holder.identity, "the list holding it changed")
    }

    @Test("The same view under another explicit id draws with another identity; back under the first id, the first")
    func explicitIDsTellDrawingsApart() throws {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(IdentifiedSquare(probe: probe), device: canvas(100, 100))
        let first = try #require(list(filledWith: .red, in: driver.makeDisplayList())).list.identity
        probe.set(1)
        let second = try #require(list(filledWith: .red, in: driver.makeDisplayList())).list.identity
        probe.set(0)
        let again = try #require(list(filledWith: .red, in: driver.makeDisplayList())).list.identity
        #expect(first != 0 && second != 0)
        #expect(first != second, "a view with another id is another view, with retained layers of its own")
        #expect(first == again)
    }

    @Test("A transition's transform and an animated scale say that they animate; the same scale at rest does not")
    func animatedTransformsSaySo() throws {
        let shown = StateProbe<Bool>()
        let zooming = InteractionDriver(ZoomingSquare(probe: shown), device: canvas(100, 100))
        withAnimation(.linear(duration: 0.5)) { shown.set(true) }
        zooming.step(0.25)
        #expect(try #require(transformedList(in: zooming.makeDisplayList())).isAnimating, "the transition's scale animates")

        let scale = StateProbe<CGFloat>()
        let scaled = InteractionDriver(ScaledSquare(probe: scale), device: canvas(100, 100))
        withAnimation(.linear(duration: 0.5)) { scale.set(0.5) }
        scaled.step(0.25)
        #expect(try #require(transformedList(in: scaled.makeDisplayList())).isAnimating, "the scale animates")
        scaled.step(0.5)
        #expect(try #require(transformedList(in: scaled.makeDisplayList())).isAnimating == false, "at rest at a half")
    }

    @Test("An animated offset says its group animates, that group alone, and only while it moves")
    func animatedOffsetSaysSo() throws {
        let probe = StateProbe<CGFloat>()
        let driver = InteractionDriver(SlidingSquares(probe: probe), device: canvas(100, 200))
        #expect(slidingLists(in: driver.makeDisplayList()).isEmpty, "at rest")
        withAnimation(.spring()) { probe.set(100.3) }
        driver.step(0.1)
        let moving = slidingLists(in: driver.makeDisplayList())
        #expect(moving.count == 1, "the moved view's group, not the squares riding inside it")
        let moved = try #require(moving.first)
        #expect(list(filledWith: .blue, in: moved) != nil && list(filledWith: .red, in: moved) != nil)
        driver.step(0.1)
        let later = try #require(slidingLists(in: driver.makeDisplayList()).first)
        #expect(later.identity == moved.identity && later.version == moved.version, "it moves, and draws the same")
        driver.step(5)
        #expect(slidingLists(in: driver.makeDisplayList()).isEmpty, "at rest again")
    }

    @Test("A node that only moves keeps its version: its parent's group places it elsewhere")
    func movingKeepsVersion() throws {
        let probe = StateProbe<Int>()
        let driver = makeDriver(probe)
        let before = try #require(list(filledWith: .red, in: driver.makeDisplayList()))
        probe.set(2)
        let after = try #require(list(filledWith: .red, in: driver.makeDisplayList()))
        #expect(after.list.identity == before.list.identity && after.list.version == before.list.version)
        #expect(after.offset.height == before.offset.height + 30)
    }

    @Test("A frame keeps the drawings of the nodes that did not change and makes again only the changed one's and its ancestors'")
    func unchangedNodesKeepTheirDrawings() throws {
        let probe = StateProbe<Int>()
        let driver = makeDriver(probe)
        _ = driver.makeDisplayList()
        let root = try #require(driver.graph.rootNode)
        let nodes = allNodes(root)
        #expect(nodes.allSatisfy { $0.retainedDrawing != nil }, "a drawn frame keeps every node's drawing")
        probe.set(1)
        driver.layOut()
        let red = try #require(nodes.first { $0.accessibilityIdentifier == "square" })
        var path: [ViewNode] = []
        var node: ViewNode? = red
        while let current = node {
            path.append(current)
            node = current.parent
        }
        #expect(path.allSatisfy { $0.retainedDrawing == nil }, "the orange square and every ancestor draw again")
        let blue = try #require(nodes.first { node in node is CompositeNode && node !== root && !path.contains { $0 === node } })
        #expect(allNodes(blue).allSatisfy { $0.retainedDrawing != nil }, "the blue square, whose body was not evaluated again, keeps its drawing")
        let after = driver.makeDisplayList()
        #expect(list(filledWith: .orange, in: after) != nil)
    }
}

@MainActor
private func allNodes(_ node: ViewNode) -> [ViewNode] {
    [node] + node.children.flatMap(allNodes)
}
