import Foundation

/// A rounded rectangle whose corner radius is half its shorter side, as SwiftUI's `Capsule`.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount, style: style) }

    /// A capsule `amount` points in from each edge of its bounds, as SwiftUI's `Capsule._Inset`: its ends stay
    /// round.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public var style: RoundedCornerStyle

        public func path(in rect: CGRect) -> Path {
            rect.shapeInset(by: amount).map { Capsule(style: style).path(in: $0) } ?? Path()
        }

        public func inset(by amount: CGFloat) -> Self { Self(amount: self.amount + amount, style: style) }

        public nonisolated var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
    }
}
