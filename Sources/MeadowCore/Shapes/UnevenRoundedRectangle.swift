import Foundation

/// A rectangle with a radius of its own at each corner, as SwiftUI's `UnevenRoundedRectangle` (continuous corners
/// by default); its radii animate. Leading is left and trailing right: right-to-left layout is not modelled.
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        let radii = RectangleCornerRadii(
            topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
            topTrailing: topTrailingRadius)
        self.init(cornerRadii: radii, style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    public nonisolated var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount, cornerRadii: cornerRadii, style: style) }

    /// An uneven rounded rectangle `amount` points in from each edge with each corner's radius `amount` less, as
    /// SwiftUI's `UnevenRoundedRectangle._Inset`.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public var cornerRadii: RectangleCornerRadii
        public var style: RoundedCornerStyle

        public func path(in rect: CGRect) -> Path {
            guard let inner = rect.shapeInset(by: amount) else { return Path() }
            func less(_ radius: CGFloat) -> CGFloat { max(radius - amount, 0) }
            let radii = RectangleCornerRadii(
                topLeading: less(cornerRadii.topLeading), bottomLeading: less(cornerRadii.bottomLeading),
                bottomTrailing: less(cornerRadii.bottomTrailing), topTrailing: less(cornerRadii.topTrailing))
            return Path(roundedRect: inner, cornerRadii: radii, style: style)
        }

        public func inset(by amount: CGFloat) -> Self {
            Self(amount: self.amount + amount, cornerRadii: cornerRadii, style: style)
        }

        public nonisolated var animatableData: AnimatablePair<CGFloat, RectangleCornerRadii.AnimatableData> {
            get { AnimatablePair(amount, cornerRadii.animatableData) }
            set { (amount, cornerRadii.animatableData) = (newValue.first, newValue.second) }
        }
    }
}
