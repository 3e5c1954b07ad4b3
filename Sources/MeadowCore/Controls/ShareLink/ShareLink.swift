import Foundation

/// A control that shares items, as SwiftUI's `ShareLink`, drawn as iOS draws it: a borderless button whose label
/// is, unless given another, the `square.and.arrow.up` symbol beside "Share" (`DefaultShareLinkLabel`).
///
/// iOS opens the share sheet; Meadow on Linux has none, so a tap copies the items to the clipboard as text (a
/// string as it is, a URL as its absolute string, several one per line; see `Transferable`) and says so in an
/// alert titled "Copied to Clipboard" showing what was copied, with an OK button. The subject, the message and the
/// preview are not shown.
///
/// A GNOME app would say it with a toast at the bottom of the window (libadwaita's `AdwToast`), gone after a few
/// seconds; Meadow keeps the alert: the app is drawn as on an iPhone, where a share sheet is a presentation the user
/// dismisses, and the alert shows the whole copied text (a long URL, several items) for as long as the user needs to
/// check what went to the clipboard, which a toast that leaves by itself cannot.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>:
    View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let label: Label
    @State private var showsCopied = false
    @Environment(\.clipboardWriter) private var clipboard

    init(items: Data, subject: Text?, message: Text?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label
    }

    /// The text a tap copies.
    var copiedText: String { items.map(\.sharedText).joined(separator: "\n") }

    public var body: some View {
        Button {
            clipboard(copiedText)
            showsCopied = true
        } label: {
            label
        }
        .alert("Copied to Clipboard", isPresented: $showsCopied) {
            Button("OK") {}
        } message: {
            Text(copiedText)
        }
    }
}

extension ShareLink {
    /// A link sharing `item`, previewed by `preview`, showing `label`.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// A link sharing `items`, each previewed by `preview`, showing `label`.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A link sharing the string `item`, showing `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// A link sharing the URL `item`, showing `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// A link sharing the strings `items`, showing `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == String {
        self.init(items: items, subject: subject, message: message, label: label())
    }

    /// A link sharing the URLs `items`, showing `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link titled "Share" sharing `item`, previewed by `preview`.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(Text("Share"), item: item, subject: subject, message: message, preview: preview)
    }

    /// A link titled `title` sharing `item`, previewed by `preview`.
    public init<I: Transferable>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }

    /// A link titled with the localised string of `titleKey` sharing `item`, previewed by `preview`.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(Text(titleKey), item: item, subject: subject, message: message, preview: preview)
    }

    /// A link titled `title` sharing `item`, previewed by `preview`.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(Text(title), item: item, subject: subject, message: message, preview: preview)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link titled "Share" sharing the string `item`.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(Text("Share"), item: item, subject: subject, message: message)
    }

    /// A link titled "Share" sharing the URL `item`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(Text("Share"), item: item, subject: subject, message: message)
    }

    /// A link titled `title` sharing the string `item`.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }

    /// A link titled `title` sharing the URL `item`.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }

    /// A link titled with the localised string of `titleKey` sharing the string `item`.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(Text(titleKey), item: item, subject: subject, message: message)
    }

    /// A link titled with the localised string of `titleKey` sharing the URL `item`.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(Text(titleKey), item: item, subject: subject, message: message)
    }

    /// A link titled `title` sharing the string `item`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(Text(title), item: item, subject: subject, message: message)
    }

    /// A link titled `title` sharing the URL `item`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(Text(title), item: item, subject: subject, message: message)
    }
}
