import Foundation

extension View {
    /// Names the view for assistive technologies, as SwiftUI's `accessibilityLabel(_:)`: the label replaces the
    /// text a screen reader would read, and should not repeat the role ("Play", not "Play button").
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityAttributes { $0.setIfUnset(\.label, label.plainString) }
    }

    /// Names the view with the localised string of `labelKey`.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Names the view with `label`, verbatim.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(verbatim: String(label)))
    }

    /// Gives the view a value read after its label, as SwiftUI's `accessibilityValue(_:)` (a slider's "50 %").
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        accessibilityAttributes { $0.setIfUnset(\.value, valueDescription.plainString) }
    }

    /// Gives the view the localised string of `valueKey` as its value.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// Gives the view `value`, verbatim, as its value.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(verbatim: String(value)))
    }

    /// Tells what activating the view does, read after a pause, as SwiftUI's `accessibilityHint(_:)`.
    public func accessibilityHint(_ hintText: Text) -> some View {
        accessibilityAttributes { $0.setIfUnset(\.hint, hintText.plainString) }
    }

    /// The hint from the localised string of `hintKey`.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// The hint `hint`, verbatim.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(verbatim: String(hint)))
    }

    /// Names the view for tests and tools, as SwiftUI's `accessibilityIdentifier(_:)`: a screen reader does not
    /// read it; it shows in the laid-out tree and the accessibility tree.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibilityAttributes { $0.setIfUnset(\.identifier, identifier) }
    }
}
