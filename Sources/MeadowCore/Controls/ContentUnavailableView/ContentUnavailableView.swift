import Foundation

/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView` (iOS 17): centred in the
/// space it is offered, the label's icon large above its title, then the description, then the actions.
///
/// Composed from existing views. The icon is 48 points in the secondary colour, 8 points above the bold `title2`
/// title; the description is `subheadline` in the secondary colour, centred, 8 points below; the actions 16 below
/// that. `ContentUnavailableView.search` and `.search(text:)` are iOS's "No Results" for a search.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    private let label: Label
    private let description: Description
    private let actions: Actions

    /// A view built from a label, a description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(UnavailableLabelStyle())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The icon large and faint above the bold title.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == MeadowCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view titled with the localised `title`, the symbol `systemImage` above it and `description` below.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { MeadowCore.Label(title, systemImage: name) }, description: { description })
    }

    /// A view titled `title` as it is, the symbol `systemImage` above it and `description` below.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { MeadowCore.Label(title, systemImage: name) }, description: { description })
    }

    /// iOS's "No Results" for a search that found nothing.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// iOS's "No Results" for a search for `text` that found nothing.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
