import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `Canvas` as SwiftUI's: it takes the proposal like a shape, and what its renderer draws through a
/// `GraphicsContext` is recorded as display items, in call order, through the context's state at each call.
@MainActor
@Suite("Canvas lays out as a shape and records what its renderer draws")
struct CanvasTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let redRGBA = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
    static let blueRGBA = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
    static let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    /// The items a 200 × 100 canvas drawing with `renderer` records, in its own coordinates.
    private func recorded(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayItem] {
        recorded(Canvas(renderer: renderer))
    }

    private func recorded<Symbols: View>(_ canvas: Canvas<Symbols>) -> [DisplayItem] {
        let list = LayoutHarness(canvas.frame(width: 200, height: 100), size: CGSize(width: 200, height: 100)).displayList
        return Self.canvasItems(in: list.items)
    }

    /// The items inside the offset groups that place the canvas (at the origin) in the root's coordinates, their
    /// groups' lists without the identities the graph gives them, to compare with lists made by hand.
    private static func canvasItems(in items: [DisplayItem]) -> [DisplayItem] {
        if items.count == 1, case .group(.offset(.zero), let inner) = items[0] { return canvasItems(in: inner.items) }
        return anonymous(items)
    }

    private static func anonymous(_ items: [DisplayItem]) -> [DisplayItem] {
        items.map { item in
            guard case .group(let effect, let list) = item else { return item }
            return .group(effect, DisplayList(items: anonymous(list.items)))
        }
    }

    @Test("A canvas takes the whole size it is offered, and 10 points where none is (§2.1, as a shape)")
    func greedyLayout() {
        expectFrame(layout(Canvas { _, _ in }, width: 300, height: 200).node(kind: .canvas), rect(0, 0, 300, 200))
        expectFrame(layout(Canvas { _, _ in }.fixedSize(), width: 300, height: 200).node(kind: .canvas), rect(145, 95, 10, 10))
    }

    @Test("The renderer gets the canvas's size")
    func rendererSize() {
        var size = CGSize.zero
        _ = recorded { _, canvasSize in size = canvasSize }
        #expect(size == CGSize(width: 200, height: 100))
    }

    @Test("Fills and strokes are recorded in call order, in the colours they are given")
    func fillAndStroke() {
        let items = recorded { context, _ in
            context.fill(Self.square, with: .color(Self.red))
            context.stroke(Self.square, with: .color(.blue), lineWidth: 3)
        }
        let blue = Color.blue.resolve(in: EnvironmentValues())
        #expect(items == [.fill(Self.square, Self.redRGBA, FillStyle()), .stroke(Self.square, blue, StrokeStyle(lineWidth: 3))])
    }

    @Test("A linear gradient shading lies in user space, from its start point to its end point")
    func linearGradient() {
        let gradient = Gradient(colors: [Self.red, Color(red: 0, green: 0, blue: 1)])
        let items = recorded { context, _ in
            context.fill(Self.square, with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)))
        }
        let fill = GradientFill(
            geometry: .linear(start: .zero, end: CGPoint(x: 10, y: 0)),
            stops: [GradientFill.Stop(color: Self.redRGBA, location: 0), GradientFill.Stop(color: Self.blueRGBA, location: 1)])
        #expect(items == [.gradientFill(Self.square, fill, FillStyle())])
    }

    @Test("Clip, opacity and translation apply to what is drawn after them: clip outermost, the move innermost")
    func stateWraps() {
        let clip = Path(CGRect(x: 0, y: 0, width: 50, height: 50))
        let items = recorded { context, _ in
            context.clip(to: clip)
            context.translateBy(x: 10, y: 20)
            context.opacity = 0.5
            context.fill(Self.square, with: .color(Self.red))
        }
        let moved = DisplayList(items: [.group(.offset(CGSize(width: 10, height: 20)), DisplayList(items: [.fill(Self.square, Self.redRGBA, FillStyle())]))])
        let faded = DisplayList(items: [.group(.opacity(0.5), moved)])
        #expect(items == [.group(.clip(clip, FillStyle()), faded)])
    }

    @Test("A clip is kept in the coordinates it was made in: a later transform does not move it")
    func clipBeforeTransform() {
        let items = recorded { context, _ in
            context.translateBy(x: 5, y: 5)
            context.clip(to: Self.square)
            context.translateBy(x: 100, y: 0)
            context.fill(Self.square, with: .color(Self.red))
        }
        guard case .group(.clip(let clip, _), _) = items.first else {
            Issue.record("no clip group in \(items)")
            return
        }
        #expect(clip.boundingRect == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test("A scale or rotation draws through an affine transform effect of the whole user-space transform")
    func affineTransform() {
        let items = recorded { context, _ in
            context.translateBy(x: 10, y: 0)
            context.scaleBy(x: 2, y: 3)
            context.fill(Self.square, with: .color(Self.red))
        }
        let transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0)
        let effect = DisplayEffect.custom(AnyGraphicsEffect(AffineTransformEffect(transform: transform)))
        #expect(items == [.group(effect, DisplayList(items: [.fill(Self.square, Self.redRGBA, FillStyle())]))])
        #expect(DisplayList(items: items).bounds == CGRect(x: 10, y: 0, width: 20, height: 30))
    }

    @Test("A copy of the context has its own state but draws into the same canvas, in call order")
    func copiesShareTheCanvas() {
        let items = recorded { context, _ in
            var copy = context
            copy.opacity = 0.25
            copy.fill(Self.square, with: .color(Self.red))
            context.fill(Self.square, with: .color(.blue))
        }
        #expect(items.count == 2)
        #expect(items.first == .group(.opacity(0.25), DisplayList(items: [.fill(Self.square, Self.redRGBA, FillStyle())])))
        #expect(items.last == .fill(Self.square, Color.blue.resolve(in: EnvironmentValues()), FillStyle()))
    }

    @Test("Filters apply to each later drawing, in the order they were added")
    func filters() {
        let items = recorded { context, _ in
            context.addFilter(.blur(radius: 4))
            context.addFilter(.shadow(color: Color(red: 0, green: 0, blue: 0), radius: 2, x: 1, y: 3))
            context.fill(Self.square, with: .color(Self.red))
        }
        let blurred = DisplayList(items: [.group(.blur(radius: 4), DisplayList(items: [.fill(Self.square, Self.redRGBA, FillStyle())]))])
        let shadow = DisplayEffect.shadow(RGBA(red: 0, green: 0, blue: 0, alpha: 1), radius: 2, offset: CGSize(width: 1, height: 3))
        #expect(items == [.group(shadow, blurred)])
    }

    @Test("A blend mode groups each later drawing outermost, outside its clip; a colour-matrix filter wraps it inside")
    func blendModeAndColorMatrix() {
        let items = recorded { context, _ in
            context.fill(Self.square, with: .color(Self.red))
            context.blendMode = .multiply
            context.addFilter(.grayscale(1))
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
            context.fill(Self.square, with: .color(Self.red))
        }
        let fill = DisplayItem.fill(Self.square, Self.redRGBA, FillStyle())
        let grey = DisplayList(items: [.group(.colorMatrix(ColorMatrix.saturation(0)), DisplayList(items: [fill]))])
        let clipped = DisplayList(items: [.group(.clip(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), FillStyle()), grey)])
        #expect(items == [fill, .group(.blendMode(.multiply), clipped)])
    }

    @Test("drawLayer composites what its content draws once, with the context's opacity")
    func layer() {
        let items = recorded { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Self.square, with: .color(Self.red))
                layer.fill(Self.square, with: .color(Self.red))
            }
        }
        let fill = DisplayItem.fill(Self.square, Self.redRGBA, FillStyle())
        #expect(items == [.group(.opacity(0.5), DisplayList(items: [fill, fill]))])
    }

    @Test("clipToLayer clips to what its content draws, as a mask")
    func layerClip() {
        let items = recorded { context, _ in
            context.clipToLayer { $0.fill(Self.square, with: .color(Self.red)) }
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Self.red))
        }
        guard case .group(.mask(let mask), _) = items.first else {
            Issue.record("no mask group in \(items)")
            return
        }
        #expect(mask.items == [.fill(Self.square, Self.redRGBA, FillStyle())])
    }

    @Test("Text drawn at a point is centred on it by default, at its measured size")
    func textAtPoint() {
        // FixedMetricsTextSystem: a 17-point body character is 8.5 points wide, a line 17 tall.
        let items = recorded { context, _ in context.draw(Text("Hi"), at: CGPoint(x: 100, y: 50)) }
        guard case .text(let run, let frame, _) = items.first else {
            Issue.record("no text in \(items)")
            return
        }
        #expect(run.string == "Hi")
        #expect(frame == CGRect(x: 91.5, y: 41.5, width: 17, height: 17))
    }

    @Test("A resolved text measures as the text system lays it out, and takes a shading's colour")
    func resolvedText() {
        var size = CGSize.zero
        let items = recorded { context, _ in
            var text = context.resolve(Text("Hello"))
            size = text.measure(in: CGSize(width: 1000, height: 1000))
            text.shading = .color(Self.red)
            context.draw(text, at: .zero, anchor: .topLeading)
        }
        #expect(size == CGSize(width: 42.5, height: 17))
        guard case .text(_, let frame, let color) = items.first else {
            Issue.record("no text in \(items)")
            return
        }
        #expect(frame == CGRect(x: 0, y: 0, width: 42.5, height: 17))
        #expect(color == Self.redRGBA)
    }

    @Test("A symbol view is laid out at its ideal size and drawn where the renderer puts it")
    func symbol() {
        var symbolSize = CGSize.zero
        let canvas = Canvas { context, _ in
            guard let symbol = context.resolveSymbol(id: "dot") else { return }
            symbolSize = symbol.size
            context.draw(symbol, at: CGPoint(x: 50, y: 40), anchor: .topLeading)
        } symbols: {
            Self.red.frame(width: 20, height: 10).tag("dot")
        }
        let items = recorded(canvas)
        #expect(symbolSize == CGSize(width: 20, height: 10))
        guard items.count == 1, case .group(.offset(let offset), let drawing) = items[0] else {
            Issue.record("no symbol group in \(items)")
            return
        }
        #expect(offset == CGSize(width: 50, height: 40))
        #expect(drawing.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("An id no symbol is tagged with resolves to nil")
    func missingSymbol() {
        var resolved = true
        _ = recorded(Canvas { context, _ in resolved = context.resolveSymbol(id: 2) != nil } symbols: { Self.red.tag(1) })
        #expect(!resolved)
    }
}
