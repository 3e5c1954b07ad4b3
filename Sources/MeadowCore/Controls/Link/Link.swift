import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: drawn as a borderless button, its label in the accent colour,
/// and a tap hands the destination to the environment's `openURL` (the desktop's handler by default, as iOS opens
/// Safari).
public struct Link<Label: View>: View {
    private let destination: URL
    private let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button { openURL(destination) } label: { label }
            .accessibilityRemoveTraits(.isButton)
            .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled with the localised string of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` titled `title`, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
