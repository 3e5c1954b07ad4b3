import Foundation

/// The font, padding and corner radius of a `.bordered` or `.borderedProminent` button at each `ControlSize`.
///
/// iOS publishes no numbers for these; they follow UIKit's `UIButton.Configuration` sizes as iOS 15 to 18 draw a
/// bordered button (estimates): a regular button is its body-font label with 12 points of padding at the sides
/// and 7 above and below, 34 points tall with iOS's body line, with corners of 8; a large one pads by 20 and 14
/// (about 50 tall) with corners of 12; small and mini take the subheadline and footnote fonts with less padding.
struct BorderedButtonMetrics: Equatable {
    /// The label's font where nothing around the button set one.
    let font: Font
    /// The padding at the label's leading and trailing edges.
    let horizontalPadding: CGFloat
    /// The padding above and below the label.
    let verticalPadding: CGFloat
    /// The corner radius of the automatic (rounded-rectangle) border shape.
    let cornerRadius: CGFloat

    init(_ size: ControlSize) {
        switch size {
        case .mini: (font, horizontalPadding, verticalPadding, cornerRadius) = (.footnote, 8, 3, 6)
        case .small: (font, horizontalPadding, verticalPadding, cornerRadius) = (.subheadline, 10, 5, 7)
        case .regular: (font, horizontalPadding, verticalPadding, cornerRadius) = (.body, 12, 7, 8)
        case .large: (font, horizontalPadding, verticalPadding, cornerRadius) = (.body, 20, 14, 12)
        case .extraLarge: (font, horizontalPadding, verticalPadding, cornerRadius) = (.body, 24, 17, 14)
        }
    }
}
