extension Label where Title == Text, Icon == Image {
    /// A label titled with the localised string of `titleKey` and a symbol as its icon, as SwiftUI's
    /// `init(_:systemImage:)` for a key.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label titled with the localised string of `titleKey` and an image asset as its icon, as SwiftUI's
    /// `init(_:image:)` for a key.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}
