import Foundation

extension Font {
    /// A font width, as SwiftUI's `Font.Width`: a value from -1 (narrowest) to 1 (widest), 0 the standard width,
    /// with UIKit's values for the widths San Francisco has (`UIFont.Width`: compressed -0.3, condensed -0.2,
    /// expanded 0.2).
    public struct Width: Hashable, Sendable {
        /// How narrow (negative) or wide (positive) the font is, 0 being its standard width.
        public var value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The narrowest width, as SF Pro Compressed.
        public static let compressed = Width(-0.3)
        /// A narrower width, as SF Pro Condensed.
        public static let condensed = Width(-0.2)
        /// The font's own width.
        public static let standard = Width(0)
        /// A wider width, as SF Pro Expanded.
        public static let expanded = Width(0.2)
    }

    /// This font in another width, as SwiftUI's `width(_:)`. A family draws the width only where it has a face of
    /// that width (fontconfig picks the nearest one it has): DejaVu, the serif design, has condensed faces; Inter,
    /// which stands in for San Francisco, has one width only.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }
}
