import Foundation

/// A title with an icon, as SwiftUI's `Label`, drawn by the `labelStyle` around it.
///
/// The default style on iOS shows the icon and then the title side by side (`.titleAndIcon`); a tab bar shows
/// the icon above the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        style.makeErasedBody(configuration: LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: AnyView(title)),
            icon: LabelStyleConfiguration.Icon(content: AnyView(icon))))
        .accessibilityAttributes { [title] attributes in
            // A label with a text title is read as its title, its icon unspoken.
            guard let text = title as? Text else { return }
            attributes.setIfUnset(\.childBehavior, .ignore)
            attributes.setIfUnset(\.label, text.plainString)
            attributes.addedTraits.insert(.isStaticText)
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a symbol of the project's symbol set as its icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a text title and an image asset as its icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
