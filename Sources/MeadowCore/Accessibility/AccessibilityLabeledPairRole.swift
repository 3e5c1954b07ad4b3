/// The part an element plays in a label / content pair made with `accessibilityLabeledPair(role:id:in:)`, as
/// SwiftUI's `AccessibilityLabeledPairRole`.
@frozen
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The element is the label of the pair: the explanatory text beside a control, saying what it does.
    case label
    /// The element is the content of the pair: the control or the data the label describes.
    case content
}
