import Foundation
import Testing

@testable import MeadowCore

/// Which groups the compositor draws from layers that move with them: a scroll view's content, a group an animated
/// offset slides, a group whose transform animates; and when a layer is made, reused, or drawn again in part.
@Suite("The compositor's layers for scrolled, sliding and moving groups")
struct CompositorLayerTests {
    private let surface = CGRect(x: 0, y: 0, width: 200, height: 100)
    private let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
    private let green = RGBA(red: 0, green: 1, blue: 0, alpha: 1)

    /// A scroll view's content of three rows 100 × 20 points, the second in `middle`.
    private func rows(version: Int, middle: RGBA? = nil) -> DisplayList {
        let items = (0..<3).map { row in
            filled(CGRect(x: 0, y: CGFloat(row) * 20, width: 100, height: 20), row == 1 ? middle ?? red : red)
        }
        return identified(items, identity: 7, version: version, isScrolled: true)
    }

    private let key = LayerKey(kind: .scrolled, identity: 7, radius: 0, placement: [2, 0, 0, 2, 0, 0])

    /// The content drawn at scale 2 with its origin at `y` device pixels.
    private func scroll(
        _ compositor: TestCompositor, _ list: DisplayList, y: CGFloat, made: inout [RecordingLayer]
    ) -> LayerPlan<RecordingLayer> {
        let drawn = CGRect(x: 0, y: y, width: 200, height: 120).integral
        return compositor.scrolledContent(
            list, key: key, anchor: CGPoint(x: 0, y: y), matrix: CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: y),
            isOnScreen: true, surface: surface, clip: surface, drawn: drawn, scale: 2
        ) { area, anchor in
            let layer = RecordingLayer(area: area, anchor: anchor)
            made.append(layer)
            return layer
        }
    }

    /// Starts a frame of `list` on the test canvas.
    private func frame(_ compositor: TestCompositor, _ list: DisplayList) {
        _ = compositor.beginFrame(list, on: testCanvas)
    }

    @Test("Scrolled content is drawn in place in a lone frame; moved by whole pixels it gets a layer a screen taller")
    func scrollMakesALayer() throws {
        let compositor = TestCompositor(layerBudget: 1_000_000)
        var made: [RecordingLayer] = []
        frame(compositor, rows(version: 1))
        guard case .inPlace = scroll(compositor, rows(version: 1), y: 0, made: &made) else { throw Failure.plan }
        compositor.endFrame()
        frame(compositor, rows(version: 1))
        guard case .layer(let plan) = scroll(compositor, rows(version: 1), y: -10, made: &made) else { throw Failure.plan }
        #expect(made.count == 1 && plan.layer === made[0])
        #expect(plan.layer.area == CGRect(x: 0, y: -110, width: 200, height: 320), "a screen above and below it")
        #expect(plan.layer.anchor == CGPoint(x: 0, y: -10))
        #expect(plan.fill == CGRect(x: 0, y: 0, width: 200, height: 100) && plan.redraw.isEmpty)
        #expect(plan.origin == CGPoint(x: 0, y: -110))
        #expect(plan.drawnAt == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: -10))
        #expect(compositor.layers.count == 1)
    }

    @Test("The next frame scrolled by whole pixels reuses the layer: painted moved, filling only what it lacks")
    func scrollReusesTheLayer() throws {
        let compositor = TestCompositor(layerBudget: 1_000_000)
        var made: [RecordingLayer] = []
        for y: CGFloat in [0, -10] {
            frame(compositor, rows(version: 1))
            _ = scroll(compositor, rows(version: 1), y: y, made: &made)
            compositor.endFrame()
        }
        frame(compositor, rows(version: 1))
        guard case .layer(let plan) = scroll(compositor, rows(version: 1), y: -30, made: &made) else { throw Failure.plan }
        #expect(made.count == 1 && plan.layer === made[0])
        #expect(plan.drawnAt.ty == -10, "drawn into the layer where the content was when it was made")
        #expect(plan.fill == CGRect(x: 0, y: 20, width: 200, height: 90), "the 90 rows of pixels that show")
        #expect(plan.origin == CGPoint(x: 0, y: -130) && plan.redraw.isEmpty)
        #expect(compositor.layers.hits == 1 && compositor.layers.misses == 0)
    }

    @Test("Content that changed as it scrolled is drawn again in its layer where it changed, within what is filled")
    func changedContentIsRedrawn() throws {
        let compositor = TestCompositor(layerBudget: 1_000_000)
        var made: [RecordingLayer] = []
        for y: CGFloat in [0, -10] {
            frame(compositor, rows(version: 1))
            _ = scroll(compositor, rows(version: 1), y: y, made: &made)
            compositor.endFrame()
        }
        made[0].filledArea = CGRect(x: 0, y: 0, width: 200, height: 100)
        let changed = rows(version: 2, middle: green)
        frame(compositor, changed)
        guard case .layer(let plan) = scroll(compositor, changed, y: -20, made: &made) else { throw Failure.plan }
        #expect(made.count == 1 && plan.layer === made[0])
        // The middle row, 40 to 80 device pixels down the content, drawn 10 up in the layer, grown by 3.
        #expect(plan.redraw == [CGRect(x: 0, y: 27, width: 200, height: 46)])
        #expect(compositor.layers.layer(for: key, version: 2) === made[0], "kept for the new version now")
    }

    @Test("Content moved by a fraction of a pixel at rest is drawn in place; content off the surface draws nothing")
    func fractionalMoveDrawsInPlace() throws {
        let compositor = TestCompositor(layerBudget: 1_000_000)
        var made: [RecordingLayer] = []
        frame(compositor, rows(version: 1))
        _ = scroll(compositor, rows(version: 1), y: 0, made: &made)
        compositor.endFrame()
        frame(compositor, rows(version: 1))
        guard case .inPlace = scroll(compositor, rows(version: 1), y: -0.5, made: &made) else { throw Failure.plan }
        compositor.endFrame()
        frame(compositor, rows(version: 1))
        guard case .hidden = scroll(compositor, rows(version: 1), y: -200, made: &made) else { throw Failure.plan }
        #expect(made.isEmpty)
    }

    @Test("Content longer than the layers allow gets a layer a screen past what shows, not past all of it")
    func longContentLayerCoversWhatShows() throws {
        let compositor = TestCompositor(layerBudget: 10_000_000)
        let long = identified([filled(CGRect(x: 0, y: 0, width: 100, height: 1_000))], identity: 8, version: 1, isScrolled: true)
        var made: [RecordingLayer] = []
        func scroll(to y: CGFloat) -> LayerPlan<RecordingLayer> {
            compositor.scrolledContent(
                long, key: key, anchor: CGPoint(x: 0, y: y), matrix: CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: y),
                isOnScreen: true, surface: surface, clip: surface, drawn: CGRect(x: 0, y: y, width: 200, height: 2_000),
                scale: 2
            ) { area, anchor in
                made.append(RecordingLayer(area: area, anchor: anchor))
                return made[made.count - 1]
            }
        }
        frame(compositor, long)
        _ = scroll(to: 0)
        compositor.endFrame()
        frame(compositor, long)
        guard case .layer(let plan) = scroll(to: -10) else { throw Failure.plan }
        #expect(plan.layer.area == CGRect(x: 0, y: -100, width: 200, height: 300))
    }

    private let slidingKey = LayerKey(kind: .sliding, identity: 9, radius: 0, placement: [2, 0, 0, 2, 0, 0])

    /// A sliding group 50 × 20 points drawn at scale 2 with its origin at (`x`, 10) device pixels.
    private func slide(
        _ compositor: TestCompositor, _ list: DisplayList, x: CGFloat, made: inout [RecordingLayer]
    ) -> LayerPlan<RecordingLayer> {
        compositor.slidingGroup(
            list, key: slidingKey, anchor: CGPoint(x: x, y: 10), matrix: CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: x, ty: 10),
            surface: surface, clip: surface, drawn: CGRect(x: x, y: 10, width: 100, height: 40), scale: 2
        ) { area, anchor in
            made.append(RecordingLayer(area: area, anchor: anchor))
            return made[made.count - 1]
        }
    }

    @Test("A sliding group gets a layer of its pixels in a sequence of frames, reused while it moves unchanged")
    func slidingGroupReusesItsLayer() throws {
        let compositor = TestCompositor(layerBudget: 1_000_000)
        let sheet = identified([filled(CGRect(x: 0, y: 0, width: 50, height: 20))], identity: 9, version: 1, isAnimating: true)
        var made: [RecordingLayer] = []
        frame(compositor, sheet)
        guard case .inPlace = slide(compositor, sheet, x: 0, made: &made) else { throw Failure.plan }
        compositor.endFrame()
        frame(compositor, sheet)
        guard case .layer(let first) = slide(compositor, sheet, x: 20, made: &made) else { throw Failure.plan }
        #expect(first.layer.area == CGRect(x: 20, y: 10, width: 100, height: 40) && first.origin == CGPoint(x: 20, y: 10))
        compositor.endFrame()
        frame(compositor, sheet)
        guard case .layer(let second) = slide(compositor, sheet, x: 50, made: &made) else { throw Failure.plan }
        #expect(made.count == 1 && second.layer === first.layer)
        #expect(second.origin == CGPoint(x: 50, y: 10) && second.fill == CGRect(x: 20, y: 10, width: 100, height: 40))
        #expect(second.drawnAt.tx == 20)
        let changed = identified(sheet.items, identity: 9, version: 2, isAnimating: true)
        guard case .layer(let third) = slide(compositor, changed, x: 60, made: &made) else { throw Failure.plan }
        #expect(made.count == 2 && third.layer !== first.layer, "a new version draws a new layer")
        #expect(compositor.layers.hits == 1 && compositor.layers.misses == 2)
    }

    @Test("A list made by hand, or larger than four surfaces, slides drawn in place")
    func slidingInPlace() throws {
        let compositor = TestCompositor(layerBudget: 1_000_000)
        let byHand = DisplayList(items: [filled(CGRect(x: 0, y: 0, width: 50, height: 20))])
        var made: [RecordingLayer] = []
        frame(compositor, byHand)
        compositor.endFrame()
        frame(compositor, byHand)
        guard case .inPlace = slide(compositor, byHand, x: 20, made: &made) else { throw Failure.plan }
        let huge = identified(byHand.items, identity: 9, version: 1)
        let plan = compositor.slidingGroup(
            huge, key: slidingKey, anchor: .zero, matrix: .identity, surface: surface, clip: surface,
            drawn: CGRect(x: 0, y: 0, width: 400, height: 201), scale: 2
        ) { area, anchor in RecordingLayer(area: area, anchor: anchor) }
        guard case .inPlace = plan else { throw Failure.plan }
        #expect(made.isEmpty)
    }

    @Test("A group whose transform changes from the frame before is moving; one whose transform stays is not")
    func transformChangeIsMoving() {
        let compositor = TestCompositor(layerBudget: 1_000_000)
        let card = identified([filled(CGRect(x: 0, y: 0, width: 50, height: 20))], identity: 3, version: 1)
        let rest = Transform(scale: CGSize(width: 1, height: 1), rotation: 0, anchor: .zero)
        let zoomed = Transform(scale: CGSize(width: 1.5, height: 1.5), rotation: 0, anchor: .zero)
        frame(compositor, card)
        #expect(!compositor.isMoving(card, rest), "a lone frame")
        compositor.endFrame()
        frame(compositor, card)
        #expect(compositor.isMoving(card, zoomed))
        compositor.endFrame()
        frame(compositor, card)
        #expect(!compositor.isMoving(card, zoomed), "at rest again")
        #expect(!compositor.isMoving(DisplayList(items: card.items), rest), "a list made by hand never is")
        let animated = identified(card.items, identity: 4, version: 1, isAnimating: true)
        #expect(compositor.isMoving(animated, zoomed), "the display list says an animation moves it, in a sequence")
    }

    @Test("A group drawn from a content layer is copied from it next frame when unchanged and moved by whole pixels")
    func compositedGroupIsCopied() {
        let compositor = TestCompositor(layerBudget: 1_000_000)
        let inner = identified([filled(CGRect(x: 0, y: 0, width: 50, height: 20))], identity: 5, version: 1)
        let item = DisplayItem.group(.offset(CGSize(width: 10, height: 0)), inner)
        let group = TestCompositor.singleGroup(DisplayList(items: [item]))
        #expect(group?.identity == 5 && group?.item == item)
        let layer = RecordingLayer(area: CGRect(x: 20, y: 0, width: 100, height: 40))
        let rest = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        frame(compositor, DisplayList(items: [item]))
        if let group { compositor.noteComposited(group, layer: layer, rest: rest) }
        compositor.endFrame()
        #expect(compositor.hasCompositedGroups)
        frame(compositor, DisplayList(items: [item]))
        #expect(compositor.compositedLayer(of: (item, 5), rest: rest, covering: CGRect(x: 20, y: 0, width: 100, height: 40)) === layer)
        #expect(compositor.compositedLayer(of: (item, 5), rest: rest, covering: CGRect(x: 20, y: 0, width: 101, height: 40)) == nil)
        var moved = rest
        moved.tx = 4
        let copy = compositor.compositedCopy(of: item, identity: 5, matrix: moved) { CGRect(x: 24, y: 0, width: 100, height: 40) }
        #expect(copy?.layer === layer && copy?.offset == CGSize(width: 4, height: 0))
        moved.tx = 4.5
        #expect(compositor.compositedCopy(of: item, identity: 5, matrix: moved) { CGRect(x: 24, y: 0, width: 100, height: 40) } == nil)
        let other = DisplayItem.group(.offset(CGSize(width: 11, height: 0)), inner)
        #expect(compositor.compositedCopy(of: other, identity: 5, matrix: rest) { .null } == nil, "another group")
    }

    @Test("Opacity groups holding all of a moving group are peeled off, their opacities multiplied")
    func peelingOpacity() {
        let inner = identified([filled(CGRect(x: 0, y: 0, width: 50, height: 20))], identity: 5, version: 1)
        let list = DisplayList(items: [.group(.opacity(0.5), DisplayList(items: [.group(.opacity(0.5), inner)]))])
        let (content, opacity) = TestCompositor.peelingOpacity(list)
        #expect(content == inner && opacity == 0.25)
    }

    private enum Failure: Error {
        case plan
    }
}
