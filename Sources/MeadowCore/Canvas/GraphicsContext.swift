import Foundation

/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`, handed to a `Canvas`'s renderer.
///
/// A value type: a copy has its own transform, clip, opacity, blend mode and filters, which apply to what it draws
/// afterwards, while every copy draws into the same canvas, in the order the drawing calls are made. Each drawing
/// call becomes display items (paths, gradients, text, images, symbols) in groups that apply the context's state:
/// its transform, then its filters, opacity, clips and blend mode. Not isolated to the main actor, as SwiftUI's,
/// so a renderer's helper functions can draw; the renderer runs on the main actor, where the context measures text.
public struct GraphicsContext {
    /// Where the drawing of a canvas goes: the list every copy of its context appends to, and what the context
    /// resolves text and symbols with.
    final class Recording {
        var list = DisplayList()
        let textSystem: any TextSystem
        let symbols: [AnyHashable: ResolvedSymbol]

        init(textSystem: any TextSystem, symbols: [AnyHashable: ResolvedSymbol]) {
            self.textSystem = textSystem
            self.symbols = symbols
        }
    }

    let recording: Recording
    /// The clips made so far, in the canvas's coordinates, outermost first.
    private var clips: [DisplayEffect] = []
    /// The filters added so far, each a group effect, in the order they apply.
    var filters: [DisplayEffect] = []

    /// The environment of the canvas.
    public private(set) var environment: EnvironmentValues
    /// The transform from the context's user space to the canvas's, applied to everything drawn after it is set.
    public var transform: CGAffineTransform = .identity
    /// The opacity that everything drawn next is drawn with, from 0 to 1.
    public var opacity: Double = 1
    /// How everything drawn next combines with what is already drawn.
    public var blendMode: BlendMode = .normal

    init(recording: Recording, environment: EnvironmentValues) {
        self.recording = recording
        self.environment = environment
    }

    // MARK: Transforms

    /// Moves the user space's origin by `x` and `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales the user space by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates the user space about its origin by `angle`, clockwise on screen.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    /// Applies `matrix` to the user space before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Options for clipping, as SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to what lies outside the shape instead of inside.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// How far, in a canvas this big, anything can reach: an inverse clip is the path cut out of a rect this size.
    private static let unboundedExtent: CGFloat = 1_000_000

    /// Clips what is drawn next to `path` filled by `style`, in user space; `.inverse` keeps what lies outside
    /// it (the path cut out of an unbounded rect, even-odd).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var clipped = path.applying(transform)
        var clipStyle = style
        if options.contains(.inverse) {
            let extent = Self.unboundedExtent
            var outside = Path(CGRect(x: -extent, y: -extent, width: 2 * extent, height: 2 * extent))
            outside.addPath(clipped)
            clipped = outside
            clipStyle = FillStyle(eoFill: true, antialiased: style.isAntialiased)
        }
        clips.append(.clip(clipped, clipStyle))
    }

    /// Clips what is drawn next to where `content` draws, by its opacity times `opacity`. `.inverse` is not
    /// drawn: the layer clips as it is.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        if options.contains(.inverse) { WarningLog.ignoredArguments.once("clipToLayer(options: .inverse): the layer clips as it is") }
        var mask = layerContext()
        try content(&mask)
        var drawing = mask.recording.list
        if opacity < 1 { drawing = DisplayList(items: [.group(.opacity(opacity), drawing)]) }
        clips.append(.mask(drawing))
    }

    /// The bounding rect of the clip, in user space; unbounded while nothing clips.
    public var clipBoundingRect: CGRect {
        var bounds = CGRect.infinite
        for clip in clips {
            switch clip {
            case .clip(let path, _): bounds = bounds.intersection(path.boundingRect)
            case .mask(let list): bounds = bounds.intersection(list.bounds)
            default: break
            }
        }
        return bounds.isInfinite || bounds.isNull ? bounds : bounds.applying(transform.inverted())
    }

    // MARK: Layers

    /// Draws what `content` draws into a new transparent layer, then composites the layer here with the
    /// context's filters, opacity, clip and blend mode. `content` gets a context with this one's transform and
    /// environment and nothing else of its state.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = layerContext()
        try content(&layer)
        record(layer.recording.list, inUserSpace: false)
    }

    /// A context drawing into a list of its own, with this one's transform and environment.
    private func layerContext() -> GraphicsContext {
        var layer = GraphicsContext(
            recording: Recording(textSystem: recording.textSystem, symbols: recording.symbols), environment: environment)
        layer.transform = transform
        return layer
    }

    // MARK: Recording

    /// Appends `drawing` through the context's state: moved by its transform when it is in user space, then
    /// through its filters, opacity, clips and blend mode.
    func record(_ drawing: DisplayList, inUserSpace: Bool = true) {
        guard !drawing.items.isEmpty else { return }
        var list = drawing
        func wrap(_ effect: DisplayEffect) { list = DisplayList(items: [.group(effect, list)]) }
        if inUserSpace, !transform.isIdentity {
            if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
                wrap(.offset(CGSize(width: transform.tx, height: transform.ty)))
            } else {
                wrap(.custom(AnyGraphicsEffect(AffineTransformEffect(transform: transform))))
            }
        }
        for filter in filters { wrap(filter) }
        if opacity < 1 { wrap(.opacity(max(opacity, 0))) }
        for clip in clips.reversed() { wrap(clip) }
        if blendMode != .normal { wrap(.blendMode(blendMode.mode)) }
        for item in list.items { recording.list.append(item) }
    }

    /// Appends `items`, drawn in user space, through the context's state.
    func record(_ items: [DisplayItem]) {
        record(DisplayList(items: items))
    }
}
