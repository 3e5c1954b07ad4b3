import Foundation

/// A circle centred in its bounds, as SwiftUI's `Circle`; it sizes itself as a square of the smaller side.
public struct Circle: InsettableShape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A circle whose radius is `amount` less than the circle's, centred in its bounds, as SwiftUI's
    /// `Circle._Inset`; it sizes itself as the circle does.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat

        public func path(in rect: CGRect) -> Path { rect.shapeInset(by: amount).map { Circle().path(in: $0) } ?? Path() }
        public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { Circle().sizeThatFits(proposal) }
        public func inset(by amount: CGFloat) -> Self { Self(amount: self.amount + amount) }

        public nonisolated var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
    }
}
