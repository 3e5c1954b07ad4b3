import Foundation

/// One screen of a navigation stack: its view under its own navigation bar, placed by the stack at its
/// `position` (see `NavigationStackNode`), dimmed while covered.
final class NavigationScreenNode: ViewNode {
    /// The screen's identity in the stack.
    let id: AnyHashable
    /// 0 on screen, 1 off the trailing edge, -1 covered; animated by the stack.
    let position = AnimatedProperty<CGFloat>(0)

    /// The black over a covered screen: 10 %, as React Navigation's iOS card (Flutter's barrier is about 9 %).
    static let coveredDimming = 0.1

    init(id: AnyHashable) {
        self.id = id
    }

    override var kind: LayoutNode.Kind { .navigationScreen }

    /// The screen's own navigation bar: the shallowest in it, not one of a stack nested in its content.
    var navigationBar: NavigationBarNode? {
        var level: [ViewNode] = children
        while !level.isEmpty {
            if let bar = level.lazy.compactMap({ $0 as? NavigationBarNode }).first { return bar }
            level = level.filter { !($0 is NavigationStackNode) }.flatMap(\.children)
        }
        return nil
    }

    /// How much black covers the screen now: none on top, `coveredDimming` when fully covered.
    var dimming: Double {
        Double(max(0, -position.value(at: clock.time))) * Self.coveredDimming
    }
}

extension LayoutNode.Kind {
    /// One screen of a navigation stack: its root or a pushed view.
    public static let navigationScreen = Self("NavigationScreen")
}
