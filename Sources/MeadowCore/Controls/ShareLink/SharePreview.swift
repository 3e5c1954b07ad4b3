/// How a shared item is previewed in the share sheet, as SwiftUI's `SharePreview`: a title, and an image and an
/// icon when given. Meadow copies shared items rather than showing a sheet, so the preview's title only names
/// what was copied.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview titled `title` with an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    /// A preview titled with the localised string of `titleKey`, with an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(Text(titleKey), image: image, icon: icon)
    }

    /// A preview titled `title`, with an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(Text(title), image: image, icon: icon)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title only.
    public init(_ title: Text) {
        self.title = title
        image = nil
        icon = nil
    }

    /// A preview titled with the localised string of `titleKey`.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(Text(titleKey))
    }

    /// A preview titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(Text(title))
    }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ title: Text, image: Image) {
        self.title = title
        self.image = image
        icon = nil
    }

    /// A preview titled with the localised string of `titleKey`, with an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(Text(titleKey), image: image)
    }

    /// A preview titled `title`, with an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.init(Text(title), image: image)
    }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ title: Text, icon: Icon) {
        self.title = title
        image = nil
        self.icon = icon
    }

    /// A preview titled with the localised string of `titleKey`, with an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.init(Text(titleKey), icon: icon)
    }

    /// A preview titled `title`, with an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.init(Text(title), icon: icon)
    }
}
