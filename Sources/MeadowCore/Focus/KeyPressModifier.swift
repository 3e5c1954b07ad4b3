import Foundation

/// Handles the key events that reach a view; what every `onKeyPress` builds.
struct KeyPressModifier: ViewModifier, PrimitiveModifier {
    let phases: KeyPress.Phases
    let matches: (KeyPress) -> Bool
    let action: (KeyPress) -> KeyPress.Result

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let handler = node.reused { KeyPressNode() }
        handler.phases = phases
        handler.matches = matches
        handler.action = action
        context.buildContent(content, of: handler)
        return handler
    }
}

/// A view with a key press handler; lays out as its child.
final class KeyPressNode: ViewNode, KeyHandlingNode {
    var phases: KeyPress.Phases = []
    var matches: (KeyPress) -> Bool = { _ in false }
    var action: (KeyPress) -> KeyPress.Result = { _ in .ignored }

    override var kind: LayoutNode.Kind { .onKeyPress }

    /// Offers `press` to the handler; true when its phase and key match and the action handled it.
    func handle(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase), matches(press) else { return false }
        return action(press) == .handled
    }
}

extension View {
    /// Performs `action` when `key` goes down or repeats while the view has focus; `.handled` stops the event.
    ///
    /// A key event goes to the focused view first, then to its ancestors, innermost first. With nothing
    /// focused it goes to the handlers wrapping the whole screen (see `ViewGraph.keyPressed`).
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        onKeyPress(key, phases: [.down, .repeat]) { _ in action() }
    }

    /// Performs `action` for the events of `key` in `phases` while the view has focus.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(KeyPressModifier(phases: phases, matches: { $0.key == key }, action: action))
    }

    /// Performs `action` for the events of any of `keys` in `phases` while the view has focus.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(KeyPressModifier(phases: phases, matches: { keys.contains($0.key) }, action: action))
    }

    /// Performs `action` for the events in `phases` of a key whose characters all belong to `characters`.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(
            KeyPressModifier(
                phases: phases,
                matches: { !$0.characters.isEmpty && $0.characters.unicodeScalars.allSatisfy(characters.contains) },
                action: action))
    }

    /// Performs `action` for the events of any key in `phases` while the view has focus.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(KeyPressModifier(phases: phases, matches: { _ in true }, action: action))
    }

    /// Performs `action` when any key goes down or repeats while the view has focus.
    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(phases: [.down, .repeat], action: action)
    }
}

extension LayoutNode.Kind {
    /// A `OnKeyPress` node of the laid-out tree.
    public static let onKeyPress = Self("OnKeyPress")
}
