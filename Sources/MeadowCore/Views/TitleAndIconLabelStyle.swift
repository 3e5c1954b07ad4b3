import Foundation

/// Shows a label's icon and then its title, side by side and centred vertically, as SwiftUI's
/// `TitleAndIconLabelStyle` on iOS. The gap between them is the stack's default spacing
/// (swiftui-system-metrics.md §6 gives no measured value).
public struct TitleAndIconLabelStyle: LabelStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and then the title, side by side.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
