import Foundation
import MeadowCore

/// The actions an element offers through AT-SPI's `Action` interface: its own, in order (the default one first,
/// named "click" as AccessKit names it), or, for an element with none that is not a container, a value or a text
/// field, "click" that taps its centre, as VoiceOver's double tap does for an element without an action on iOS
/// (it activates at the element's activation point, its centre): a text on a card with `onTapGesture` opens it.
struct AtspiActions {
    private let node: AccessibilityNode
    /// The actions' names, as `GetName` answers.
    let names: [String]
    /// Whether the only action is the tap at the centre.
    private let tapsCentre: Bool

    init(_ node: AccessibilityNode) {
        self.node = node
        let kinds = node.actionKinds
        let isContainer = !node.children.isEmpty || node.role == .window
        tapsCentre = kinds.isEmpty && !isContainer && !node.isAdjustable && !node.isTextEditable && node.isEnabled
        names = tapsCentre ? ["click"] : kinds.map(Self.name)
    }

    var count: Int { names.count }

    /// The action's name on the bus.
    private static func name(_ kind: AccessibilityActionKind) -> String {
        switch kind {
        case .default: "click"
        case .escape: "escape"
        case .magicTap: "magic tap"
        case .delete: "delete"
        case .showMenu: "show menu"
        default: kind.name ?? "action"
        }
    }

    /// Runs the action at `index` (`tap` taps a point of the window); false when there is none there.
    @MainActor
    func perform(at index: Int, tap: (CGPoint) -> Void) -> Bool {
        guard names.indices.contains(index) else { return false }
        if tapsCentre {
            tap(CGPoint(x: node.frame.midX, y: node.frame.midY))
            return true
        }
        return node.perform(node.actionKinds[index])
    }
}
