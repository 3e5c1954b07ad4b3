import Foundation

extension Font.TextStyle {
    /// The style's size in points at `size`, from the iOS Dynamic Type sizes of Apple's Human Interface Guidelines
    /// (Typography): the seven standard sizes, `large` the default, then the five larger accessibility sizes.
    func pointSize(at size: DynamicTypeSize) -> CGFloat {
        let sizes: [CGFloat] =
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        return sizes[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }

    /// How much larger the style is at `size` than at the default `large`: what a value scaled relative to the
    /// style (`@ScaledMetric`, `custom(_:size:relativeTo:)`) is multiplied by.
    package func scale(at size: DynamicTypeSize) -> CGFloat {
        pointSize(at: size) / pointSize(at: .large)
    }
}

extension Font {
    /// This font at Dynamic Type size `dynamicTypeSize`, as iOS draws a text style at the size the user chose: a
    /// text style at its default size takes the style's size from Apple's table; a custom font or a text style
    /// whose size was changed grows in the style's proportion; a fixed-size font (`system(size:)`,
    /// `custom(_:fixedSize:)`) keeps its size.
    func sized(for dynamicTypeSize: DynamicTypeSize) -> Font {
        guard let textStyle, dynamicTypeSize != .large else { return self }
        var font = self
        let defaultSize = textStyle.pointSize(at: .large)
        font.size =
            size == defaultSize ? textStyle.pointSize(at: dynamicTypeSize) : size * textStyle.scale(at: dynamicTypeSize)
        return font
    }
}
