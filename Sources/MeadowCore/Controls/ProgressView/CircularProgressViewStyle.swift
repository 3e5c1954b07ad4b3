/// The activity indicator whatever the progress, as SwiftUI's `CircularProgressViewStyle` on iOS: it has no
/// determinate circular look there, so a known progress turns the indicator too.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration, look: .circular)
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The activity indicator, whatever the progress.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
