import Foundation

/// The label style of a context, as SwiftUI's `DefaultLabelStyle`: on iOS, outside a tab bar or toolbar, the title
/// and icon side by side (`TitleAndIconLabelStyle`).
public struct DefaultLabelStyle: LabelStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The style of the context the label is in.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
