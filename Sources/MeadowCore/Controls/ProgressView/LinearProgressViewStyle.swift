/// The bar whatever the progress, as SwiftUI's `LinearProgressViewStyle`: filled to the fraction completed, and an
/// empty track while the progress is not known.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The colour of the completed part, when the style was made with one.
    private let tint: Color?

    public init() {
        tint = nil
    }

    /// The bar with its completed part in `tint`, as iOS 14's `LinearProgressViewStyle(tint:)` (deprecated since
    /// iOS 15 for `tint(_:)`, which it matches: the same bar as `.progressViewStyle(.linear).tint(tint)`).
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        StyleTint(tint: tint) { ProgressView(configuration, look: .linear) }
    }
}

/// The style's tint over the bar, or the tint around it when the style has none.
private struct StyleTint<Content: View>: View {
    let tint: Color?
    @ViewBuilder let content: Content
    @Environment(\.tint) private var outerTint

    var body: some View {
        content.tint(tint ?? outerTint)
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The bar, whatever the progress.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
