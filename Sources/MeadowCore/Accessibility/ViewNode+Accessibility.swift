extension ViewNode {
    /// The identifier `accessibilityIdentifier(_:)` gave this view, for tests and tools.
    var accessibilityIdentifier: String? { accessibility?.identifier }

    /// The node's accessibility attributes, made when a modifier first sets one.
    var accessibilityAttributes: AccessibilityAttributes {
        if let accessibility { return accessibility }
        let made = AccessibilityAttributes()
        accessibility = made
        return made
    }
}

extension View {
    /// This view with `update` run on its node's accessibility attributes at each build: how every accessibility
    /// modifier, public or used by a control's body, sets what it says.
    func accessibilityAttributes(_ update: @escaping (AccessibilityAttributes) -> Void) -> some View {
        modifier(NodeAttributeModifier { update($0.accessibilityAttributes) })
    }

    /// This view with the role a control built from views gives itself.
    func accessibilityRole(_ role: AccessibilityRole) -> some View {
        accessibilityAttributes { $0.setIfUnset(\.role, role) }
    }
}
