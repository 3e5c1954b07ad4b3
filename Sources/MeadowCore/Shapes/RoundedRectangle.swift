import Foundation

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle` (continuous corners by default); its corner
/// size animates.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        return path
    }

    public nonisolated var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount, cornerSize: cornerSize, style: style) }

    /// A rounded rectangle `amount` points in from each edge of its bounds with its corners' radii `amount` less,
    /// as SwiftUI's `RoundedRectangle._Inset`: its corners stay concentric with the rectangle's.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public var cornerSize: CGSize
        public var style: RoundedCornerStyle

        public func path(in rect: CGRect) -> Path {
            guard let inner = rect.shapeInset(by: amount) else { return Path() }
            let corner = CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
            return RoundedRectangle(cornerSize: corner, style: style).path(in: inner)
        }

        public func inset(by amount: CGFloat) -> Self {
            Self(amount: self.amount + amount, cornerSize: cornerSize, style: style)
        }

        public nonisolated var animatableData: AnimatablePair<CGFloat, CGSize.AnimatableData> {
            get { AnimatablePair(amount, cornerSize.animatableData) }
            set { (amount, cornerSize.animatableData) = (newValue.first, newValue.second) }
        }
    }
}
