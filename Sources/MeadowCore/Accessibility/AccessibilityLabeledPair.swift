/// One side of a label / content pair an element belongs to: its role, and the pair's identifier within its
/// namespace (`accessibilityLabeledPair(role:id:in:)`); elements with equal keys are paired.
struct AccessibilityLabeledPair {
    struct Key: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
    }

    let role: AccessibilityLabeledPairRole
    let key: Key
}
