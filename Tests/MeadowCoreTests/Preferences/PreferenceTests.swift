import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Collects the names views publish, in view order.
private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The bounds of the view tagged as the target.
private struct TargetBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Every value a preference observer was called with, in order.
@MainActor
private final class Received<Value> {
    var values: [Value] = []
}

/// A leaf that publishes its own name, which it keeps in `@State`, two modifiers deep.
private struct NamedLeaf: View {
    let probe: StateProbe<String>
    @State var name: String

    var body: some View {
        let _ = probe.binding = $name
        Text(name).preference(key: NamesKey.self, value: [name]).padding(4)
    }
}

/// A leaf inside a stack of its own, beside a view that publishes nothing.
private struct Branch: View {
    let probe: StateProbe<String>
    let name: String

    var body: some View {
        VStack {
            NamedLeaf(probe: probe, name: name).frame(width: 80)
            Text("quiet")
        }
    }
}

/// Two branches whose names an observer at the root receives.
private struct Tree: View {
    let left: StateProbe<String>
    let right: StateProbe<String>
    let received: Received<[String]>

    var body: some View {
        HStack {
            Branch(probe: left, name: "left")
            Branch(probe: right, name: "right")
        }
        .onPreferenceChange(NamesKey.self) { received.values.append($0) }
    }
}

@MainActor
@Suite("Preferences")
struct PreferenceTests {
    @Test("A value set three levels down reaches an observer at the root, combined in view order by reduce")
    func valuesFlowUp() {
        let received = Received<[String]>()
        let driver = InteractionDriver(Tree(left: StateProbe(), right: StateProbe(), received: received), device: canvas(400, 200))
        _ = driver.layoutTree
        #expect(received.values == [["left", "right"]])
    }

    @Test("Changing a leaf's state delivers the new combined value once, and an update that changes nothing delivers none")
    func observerSeesChanges() {
        let received = Received<[String]>()
        let right = StateProbe<String>()
        let driver = InteractionDriver(Tree(left: StateProbe(), right: right, received: received), device: canvas(400, 200))
        _ = driver.layoutTree
        right.set("renamed")
        #expect(driver.find(text: "renamed") != nil)
        #expect(received.values == [["left", "right"], ["left", "renamed"]])
        driver.step(0.1)
        _ = driver.layoutTree
        #expect(received.values.count == 2)
    }

    @Test("preference(key:value:) replaces what the subviews set, transformPreference changes it")
    func writersReplaceAndTransform() {
        let received = Received<[String]>()
        let view = VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
            Text("b").preference(key: NamesKey.self, value: ["b"])
        }
        .preference(key: NamesKey.self, value: ["outer"])
        .transformPreference(NamesKey.self) { $0.append("appended") }
        .onPreferenceChange(NamesKey.self) { received.values.append($0) }
        _ = InteractionDriver(view, device: canvas(200, 200)).layoutTree
        #expect(received.values == [["outer", "appended"]])
    }

    @Test("An observer sees the key's default value when no view below sets one")
    func defaultValue() {
        let received = Received<[String]>()
        let view = Text("none").onPreferenceChange(NamesKey.self) { received.values.append($0) }
        _ = InteractionDriver(view, device: canvas(200, 200)).layoutTree
        #expect(received.values == [[]])
    }

    @Test("An observer above a writer on the same view sees the writer's value; one below it does not")
    func writerOrder() {
        let above = Received<[String]>()
        let below = Received<[String]>()
        let view = Text("x")
            .onPreferenceChange(NamesKey.self) { below.values.append($0) }
            .preference(key: NamesKey.self, value: ["x"])
            .onPreferenceChange(NamesKey.self) { above.values.append($0) }
        _ = InteractionDriver(view, device: canvas(200, 200)).layoutTree
        #expect(above.values == [["x"]])
        #expect(below.values == [[]])
    }

    @Test("overlayPreferenceValue builds views from the value and builds them again when a leaf changes it")
    func overlayFollowsValue() {
        let right = StateProbe<String>()
        let view = HStack {
            Branch(probe: StateProbe(), name: "left")
            Branch(probe: right, name: "right")
        }
        .overlayPreferenceValue(NamesKey.self) { names in Text(names.joined(separator: "+")) }
        let driver = InteractionDriver(view, device: canvas(400, 200))
        #expect(driver.find(text: "left+right") != nil)
        right.set("moved")
        #expect(driver.find(text: "left+moved") != nil)
        #expect(driver.find(text: "left+right") == nil)
    }

    @Test("An anchor to a view's bounds resolves in a GeometryReader's own coordinates")
    func anchorResolvesInProxy() {
        // [APPLE:anchorPreference]: `proxy[anchor]` converts the anchored geometry into the proxy's space.
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 200, height: 30)
            Color.blue.frame(width: 60, height: 40)
                .anchorPreference(key: TargetBoundsKey.self, value: .bounds) { $0 }
        }
        .frame(width: 300, height: 200)
        .backgroundPreferenceValue(TargetBoundsKey.self) { anchor in
            GeometryReader { proxy in
                let bounds = anchor.map { proxy[$0] } ?? .zero
                Color.red.frame(width: bounds.width, height: bounds.height)
                    .offset(x: bounds.minX, y: bounds.minY)
                    .accessibilityIdentifier("highlight")
            }
        }
        let driver = InteractionDriver(view, device: canvas(300, 200))
        // The stack is 200×70, centred in 300×200: the blue view is at (120, 95) in root coordinates, and the
        // reader fills the 300×200 frame from the origin, so the highlight's layout frame is 60×40 at the origin
        // and its drawn content sits at the anchor's place.
        let highlight = driver.find(identifier: "highlight")
        #expect(highlight?.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(highlight?.contentFrame == CGRect(x: 120, y: 95, width: 60, height: 40))
    }
}
