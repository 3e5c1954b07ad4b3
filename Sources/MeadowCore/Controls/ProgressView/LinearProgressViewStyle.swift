/// The bar whatever the progress, as SwiftUI's `LinearProgressViewStyle`: filled to the fraction completed, and an
/// empty track while the progress is not known.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration, look: .linear)
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The bar, whatever the progress.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
