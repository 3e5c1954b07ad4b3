import Foundation
import Testing

@testable import MeadowCore

/// A frame on the canvas of the one before draws only its damage and copies the rest from the frame before, into
/// the buffer of the frame before last once no one holds it (`Compositor.beginFrame`).
@Suite("The compositor's frames: damage, copies and recycled buffers")
struct CompositorFrameTests {
    private let square = CGRect(x: 10, y: 10, width: 20, height: 20)
    private let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
    private let whole = CGRect(x: 0, y: 0, width: 200, height: 100)

    @Test("The first frame is drawn whole, on a new surface of the canvas's pixels")
    func firstFrameIsWhole() {
        let compositor = TestCompositor(layerBudget: 10_000)
        let start = compositor.beginFrame(DisplayList(items: [filled(square)]), on: testCanvas)
        #expect(start.damage == nil && !compositor.isContinuing)
        #expect(start.frame.width == 200 && start.frame.height == 100 && start.frame.copies.isEmpty)
    }

    @Test("A changed item damages its rect in device pixels, and the rest is copied from the frame before")
    func changedItemIsDamaged() throws {
        let compositor = TestCompositor(layerBudget: 10_000)
        let first = compositor.beginFrame(DisplayList(items: [filled(square)]), on: testCanvas).frame
        compositor.endFrame()
        let second = compositor.beginFrame(DisplayList(items: [filled(square, blue)]), on: testCanvas)
        let damage = CGRect(x: 17, y: 17, width: 46, height: 46)
        #expect(second.damage == [damage] && compositor.isContinuing)
        #expect(second.frame !== first)
        let copy = try #require(second.frame.copies.first)
        #expect(second.frame.copies.count == 1 && copy.from == ObjectIdentifier(first))
        #expect(copy.rects == DeviceDamage.parts(of: [whole], outside: [damage]))
        #expect(copy.rects == [
            CGRect(x: 0, y: 0, width: 200, height: 17), CGRect(x: 0, y: 63, width: 200, height: 37),
            CGRect(x: 0, y: 17, width: 17, height: 46), CGRect(x: 63, y: 17, width: 137, height: 46),
        ])
    }

    @Test("A frame with nothing changed has no damage and copies the whole frame before")
    func unchangedFrameHasNoDamage() {
        let compositor = TestCompositor(layerBudget: 10_000)
        let list = DisplayList(items: [filled(square)])
        let first = compositor.beginFrame(list, on: testCanvas).frame
        compositor.endFrame()
        let second = compositor.beginFrame(list, on: testCanvas)
        #expect(second.damage == [])
        #expect(second.frame.copies.count == 1 && second.frame.copies[0].from == ObjectIdentifier(first))
        #expect(second.frame.copies[0].rects == [whole])
    }

    @Test("The third frame is drawn into the first's buffer, copying only what the second changed outside its damage")
    func bufferIsRecycled() {
        let compositor = TestCompositor(layerBudget: 10_000)
        weak var first = compositor.beginFrame(DisplayList(items: [filled(square)]), on: testCanvas).frame
        compositor.endFrame()
        var second: RecordingFrame? = compositor.beginFrame(DisplayList(items: [filled(square, blue)]), on: testCanvas).frame
        second?.damagedRects = [CGRect(x: 17, y: 17, width: 46, height: 46)]
        compositor.endFrame()
        let moved = square.offsetBy(dx: 5, dy: 0)
        let third = compositor.beginFrame(DisplayList(items: [filled(moved, blue)]), on: testCanvas)
        #expect(first != nil && third.frame === first, "no one holds the first frame but the compositor")
        #expect(third.damage == [CGRect(x: 17, y: 17, width: 56, height: 46)])
        #expect(third.frame.copies.last?.from == second.map(ObjectIdentifier.init) && third.frame.copies.last?.rects == [], "the second's damage is all drawn again")
        second = nil
    }

    @Test("A spare let go (an idle window's) is freed: the next frame gets a new buffer, copied whole outside its damage")
    func releasedSpareIsFreed() {
        let compositor = TestCompositor(layerBudget: 10_000)
        weak var first = compositor.beginFrame(DisplayList(items: [filled(square)]), on: testCanvas).frame
        compositor.endFrame()
        let second = compositor.beginFrame(DisplayList(items: [filled(square, blue)]), on: testCanvas).frame
        compositor.endFrame()
        compositor.releaseSpareFrame()
        #expect(first == nil, "no one holds the first frame's buffer any more")
        let third = compositor.beginFrame(DisplayList(items: [filled(square)]), on: testCanvas)
        #expect(third.frame !== second && compositor.isContinuing)
        #expect(third.damage == [CGRect(x: 17, y: 17, width: 46, height: 46)])
        #expect(third.frame.copies.count == 1 && third.frame.copies[0].from == ObjectIdentifier(second))
        #expect(third.frame.copies[0].rects == DeviceDamage.parts(of: [whole], outside: [CGRect(x: 17, y: 17, width: 46, height: 46)]))
    }

    @Test("A frame before last that someone still holds is not drawn into: the frame gets a new buffer")
    func heldBufferIsNotRecycled() {
        let compositor = TestCompositor(layerBudget: 10_000)
        let first = compositor.beginFrame(DisplayList(items: [filled(square)]), on: testCanvas).frame
        compositor.endFrame()
        _ = compositor.beginFrame(DisplayList(items: [filled(square, blue)]), on: testCanvas)
        compositor.endFrame()
        let third = compositor.beginFrame(DisplayList(items: [filled(square)]), on: testCanvas)
        #expect(third.frame !== first)
        #expect(third.frame.copies.count == 1 && third.frame.copies[0].rects.count == 4, "all but the damage copied")
    }

    @Test("Another canvas (a new size, scale or background) starts a whole frame again")
    func newCanvasDrawsWhole() {
        let compositor = TestCompositor(layerBudget: 10_000)
        let list = DisplayList(items: [filled(square)])
        _ = compositor.beginFrame(list, on: testCanvas)
        compositor.endFrame()
        let larger = FrameCanvas(size: CGSize(width: 100, height: 50), scale: 3, background: testCanvas.background)
        let start = compositor.beginFrame(list, on: larger)
        #expect(start.damage == nil && !compositor.isContinuing)
        #expect(start.frame.width == 300 && start.frame.height == 150 && start.frame.copies.isEmpty)
    }

    @Test("A canvas under a pixel still has one, and one past Cairo's limit is cut to it")
    func canvasPixels() {
        #expect(FrameCanvas(size: .zero, scale: 2, background: nil).pixelWidth == 1)
        #expect(FrameCanvas(size: CGSize(width: CGFloat.nan, height: 1e9), scale: 2, background: nil).pixelWidth == 1)
        #expect(FrameCanvas(size: CGSize(width: 1, height: 1e9), scale: 2, background: nil).pixelHeight == 32_767)
        #expect(FrameCanvas(size: CGSize(width: 393, height: 852), scale: 2, background: nil).pixelHeight == 1_704)
    }
}
