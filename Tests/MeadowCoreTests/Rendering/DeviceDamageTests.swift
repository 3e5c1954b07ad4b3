import Foundation
import MeadowCore
import Testing

/// A frame's damaged rects are merged where a union costs no more pixels than the rects apart, so no pixel is
/// copied, drawn and uploaded twice (`DeviceDamage.merged`); of the frame before's, only the parts this frame
/// does not draw again are copied (`DeviceDamage.parts`).
@Suite("A frame's damage in device pixels")
struct DeviceDamageTests {
    private let canvas = CGRect(x: 0, y: 0, width: 786, height: 1704)

    @Test("Damage in points becomes whole device pixels grown by a point and a pixel, within the canvas")
    func pointsToPixels() {
        let rects = DeviceDamage.rects([CGRect(x: 10.25, y: 20, width: 30, height: 0.5)], scale: 2, within: canvas)
        #expect(rects == [CGRect(x: 17, y: 37, width: 67, height: 7)])
        let edge = DeviceDamage.rects([CGRect(x: 0, y: 0, width: 20, height: 20)], scale: 2, within: canvas)
        #expect(edge == [CGRect(x: 0, y: 0, width: 43, height: 43)], "cut to the canvas")
        #expect(DeviceDamage.rects([CGRect(x: 500, y: 0, width: 20, height: 20)], scale: 2, within: canvas).isEmpty)
    }

    @Test("More than eight rects apart become their union")
    func manyRectsBecomeOne() {
        let rows = (0..<9).map { CGRect(x: 10, y: CGFloat($0) * 50, width: 20, height: 10) }
        let rects = DeviceDamage.rects(rows, scale: 2, within: canvas)
        #expect(rects == [CGRect(x: 17, y: -3, width: 46, height: 826).intersection(canvas)])
        #expect(DeviceDamage.rects(Array(rows.prefix(8)), scale: 2, within: canvas).count == 8)
    }

    @Test("A sheet's old and new place, overlapping, become their union")
    func overlappingRectsMerge() {
        let before = CGRect(x: 0, y: 316, width: 786, height: 1388)
        let after = CGRect(x: 0, y: 347, width: 786, height: 1357)
        #expect(DeviceDamage.merged([before, after]) == [before.union(after)])
    }

    @Test("Rects apart stay apart: their union would draw the pixels between them")
    func separateRectsStay() {
        let picker = CGRect(x: 30, y: 250, width: 726, height: 60)
        let card = CGRect(x: 30, y: 1100, width: 300, height: 400)
        #expect(DeviceDamage.merged([picker, card]) == [picker, card])
    }

    @Test("A union that overlaps a third rect merges with it too, whatever the order")
    func mergesChain() {
        let bar = CGRect(x: 0, y: 118, width: 786, height: 165)
        let picker = CGRect(x: 0, y: 253, width: 786, height: 168)
        let scroll = CGRect(x: 0, y: 347, width: 786, height: 1357)
        let sheet = CGRect(x: 0, y: 316, width: 786, height: 1388)
        let whole = CGRect(x: 0, y: 118, width: 786, height: 1586)
        #expect(DeviceDamage.merged([bar, picker, scroll, sheet]) == [whole])
        #expect(DeviceDamage.merged([sheet, bar, scroll, picker]) == [whole])
    }

    @Test("A cross stays two rects: its bounding box is larger than both arms together")
    func crossStays() {
        let across = CGRect(x: 0, y: 45, width: 100, height: 10)
        let down = CGRect(x: 45, y: 0, width: 10, height: 100)
        #expect(DeviceDamage.merged([across, down]) == [across, down])
    }

    @Test("Of a rect, the parts outside a cut inside it are the four bands around the cut")
    func partsAroundACut() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let cut = CGRect(x: 20, y: 30, width: 50, height: 40)
        let parts = DeviceDamage.parts(of: [rect], outside: [cut])
        let expected: [CGRect] = [
            CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 0, y: 70, width: 100, height: 30),
            CGRect(x: 0, y: 30, width: 20, height: 40), CGRect(x: 70, y: 30, width: 30, height: 40),
        ]
        #expect(parts == expected)
        let area: CGFloat = parts.reduce(0) { $0 + $1.width * $1.height }
        #expect(area == CGFloat(100 * 100 - 50 * 40), "they cover the rect but the cut, once")
    }

    @Test("A sheet that moved a little leaves only the band it uncovered to copy; a rect a cut misses stays whole")
    func partsOfAMovedSheet() {
        let before = CGRect(x: 0, y: 316, width: 786, height: 1388)
        let now = CGRect(x: 0, y: 320, width: 786, height: 1384)
        #expect(DeviceDamage.parts(of: [before], outside: [now]) == [CGRect(x: 0, y: 316, width: 786, height: 4)])
        let bar = CGRect(x: 0, y: 118, width: 786, height: 165)
        #expect(DeviceDamage.parts(of: [bar], outside: [now]) == [bar])
        #expect(DeviceDamage.parts(of: [now], outside: [before]).isEmpty, "nothing of it is left outside a rect that holds it")
    }
}
