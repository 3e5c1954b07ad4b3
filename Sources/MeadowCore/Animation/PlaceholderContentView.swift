/// The view an animator modifier (`keyframeAnimator`, `phaseAnimator`) modifies, as its content closure receives
/// it, as SwiftUI's `PlaceholderContentView`.
public struct PlaceholderContentView<Content: View>: View {
    let content: Content

    public var body: some View { content }
}
