import Foundation

/// An ellipse filling its bounds, as SwiftUI's `Ellipse`.
public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// An ellipse `amount` points in from each edge of its bounds, as SwiftUI's `Ellipse._Inset`.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat

        public func path(in rect: CGRect) -> Path { rect.shapeInset(by: amount).map { Path(ellipseIn: $0) } ?? Path() }
        public func inset(by amount: CGFloat) -> Self { Self(amount: self.amount + amount) }

        public nonisolated var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
    }
}
