import Foundation

/// A shape, colour or other leaf that paints its bounds: takes the proposal (10 where unspecified).
///
/// Its colour animates, and so does its path when the shape has animatable data (a trim, an inset, a corner size).
final class ShapeNode: ViewNode {
    private(set) var shape: any Shape = Rectangle()
    private var morph: (any ShapeMorph)?
    var paint: ShapePaint = .fill(ForegroundStyle(), FillStyle())
    /// Whether the shape stands for a `Color` used as a view.
    var isColor = false
    private let color = AnimatedProperty<RGBA>(.placeholder)

    override var kind: LayoutNode.Kind { isColor ? .color : .shape(String(describing: type(of: shape))) }

    /// Sets the shape and its paint, resolving the colour in `environment`.
    func configure(shape newShape: any Shape, paint newPaint: ShapePaint, environment: EnvironmentValues) {
        if morph?.retarget(newShape, animation: animation, for: self) != true {
            morph = makeMorph(newShape)
        }
        shape = newShape
        paint = newPaint
        let style: any ShapeStyle
        switch newPaint {
        case .fill(let fill, _): style = fill
        case .stroke(let stroke, _): style = stroke
        }
        animate(color, to: style.resolveColor(in: environment))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The shape on screen now: on its way to the new one while its path animates.
    var presentedShape: any Shape { morph?.shape(at: clock.time) ?? shape }

    /// The colour on screen now: on its way to the new one while it animates.
    var presentedColor: RGBA { color.value(at: clock.time) }

    override func drawsContent(at point: CGPoint) -> Bool {
        switch paint {
        case .fill(_, let style): shape.path(in: localBounds).contains(localPoint(point), eoFill: style.isEOFilled)
        case .stroke: frame.contains(point)
        }
    }
}

/// Animates a shape's `animatableData` between its old and new values.
@MainActor
protocol ShapeMorph: AnimationTrack {
    /// Moves toward `shape`, registering with `node`'s clock while it animates; false when `shape` is of another
    /// type and cannot morph.
    func retarget(_ shape: any Shape, animation: Animation?, for node: ViewNode) -> Bool
    func shape(at time: Double) -> any Shape
}

@MainActor
private final class TypedShapeMorph<S: Shape>: ShapeMorph {
    private var template: S
    private var data: AnimatedValue<S.AnimatableData>
    /// The shape node that owns the morph (see `AnimatedProperty.owner`).
    unowned(unsafe) var owner: ViewNode?

    init(_ shape: S) {
        template = shape
        data = AnimatedValue(shape.animatableData)
    }

    func retarget(_ shape: any Shape, animation: Animation?, for node: ViewNode) -> Bool {
        guard let shape = shape as? S else { return false }
        template = shape
        owner = node
        data.set(shape.animatableData, animation: animation, now: node.clock.time)
        if data.isAnimating(at: node.clock.time) { node.clock.track(self) }
        return true
    }

    func shape(at time: Double) -> any Shape {
        var shape = template
        shape.animatableData = data.value(at: time)
        return shape
    }

    func isAnimating(at time: Double) -> Bool { data.isAnimating(at: time) }

    var logicalCompletionTime: Double? { data.logicalCompletionTime(now: (owner?.clock ?? .detached).time) }

    func delayAnimation(by seconds: Double) {
        data.delayAnimation(by: seconds)
    }

    func settle(at time: Double) {
        data.settle(at: time)
        owner?.invalidateDrawing()
    }
}

/// The morph of `shape`, or nil when it has no animatable data.
@MainActor
private func makeMorph<S: Shape>(_ shape: S) -> (any ShapeMorph)? {
    S.AnimatableData.self == EmptyAnimatableData.self ? nil : TypedShapeMorph(shape)
}

extension LayoutNode.Kind {
    /// A `Color` node of the laid-out tree.
    public static let color = Self("Color")
}
