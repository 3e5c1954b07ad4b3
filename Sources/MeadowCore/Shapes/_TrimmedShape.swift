import Foundation

/// A shape cut to the part of its outline between two fractions of its length, as SwiftUI's `_TrimmedShape`
/// (what `trim(from:to:)` makes): both fractions animate, with the shape's own animatable data.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The size of the untrimmed shape: a trimmed circle still sizes itself as a square.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    public nonisolated var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension Shape {
    /// The part of the shape's outline between two fractions of its length, as SwiftUI's `trim(from:to:)`:
    /// `Circle().trim(from: 0, to: 0.7).stroke(...)` draws 70 % of a ring clockwise from its rightmost point.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
