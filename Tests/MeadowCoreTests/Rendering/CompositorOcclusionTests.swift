import Foundation
import Testing

@testable import MeadowCore

/// A kept layer is reused by a group that moved by whole pixels, not by one a fraction of a pixel elsewhere
/// (`LayerKey`); a blurred layer is not painted under opaque items drawn after it (`Compositor.occludedRect`).
@Suite("Layer keys and occlusion")
struct CompositorOcclusionTests {
    private let scale2 = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)

    private func key(origin: CGPoint, reduction: CGFloat = 1, transform: CGAffineTransform? = nil) -> LayerKey {
        LayerKey(kind: .shadow, identity: 1, radius: 4, transform: transform ?? scale2, origin: origin, reduction: reduction)
    }

    @Test("A group moved by whole device pixels keeps its key; a fraction of a pixel, or another scale, is another")
    func wholePixelMovesShareAKey() {
        #expect(key(origin: CGPoint(x: 10.25, y: 3)) == key(origin: CGPoint(x: 42.25, y: -7)))
        #expect(key(origin: CGPoint(x: 10.25, y: 3)) != key(origin: CGPoint(x: 10.5, y: 3)))
        #expect(key(origin: CGPoint(x: 10.25, y: 3)) == key(origin: CGPoint(x: 10.2501, y: 3)), "within 1/64 of a pixel")
        #expect(key(origin: .zero) != key(origin: .zero, transform: CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 0, ty: 0)))
        #expect(key(origin: .zero).placement == [2, 0, 0, 2, 0, 0])
    }

    @Test("A layer on a coarser grid is keyed without the fraction of a pixel: it is interpolated anyway")
    func coarseLayersIgnoreTheFraction() {
        #expect(key(origin: CGPoint(x: 10.25, y: 3), reduction: 2) == key(origin: CGPoint(x: 10.5, y: 3.75), reduction: 2))
        #expect(key(origin: CGPoint(x: 10.25, y: 3), reduction: 2).placement == [2, 0, 0, 2])
    }

    private let opaque = RGBA(red: 0, green: 0, blue: 1, alpha: 1)

    @Test("The largest opaque item drawn later occludes, in the whole device pixels it covers")
    func opaqueItemsOcclude() {
        let items: [DisplayItem] = [
            filled(CGRect(x: 0, y: 0, width: 100, height: 100), opaque),
            filled(CGRect(x: 0.25, y: 10, width: 50, height: 20.5), opaque),
            filled(CGRect(x: 0, y: 50, width: 10, height: 10), opaque),
            filled(CGRect(x: 0, y: 0, width: 100, height: 100), RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)),
        ]
        let level = (items: items[1...], toDevice: scale2)
        #expect(TestCompositor.occludedRect(after: [level]) == CGRect(x: 1, y: 20, width: 99, height: 41))
        #expect(TestCompositor.occludedRect(after: [(items[3...], scale2)]) == nil, "a translucent item occludes nothing")
    }

    @Test("Items in a rotated list occlude nothing")
    func rotatedListsDoNotOcclude() {
        let items = [filled(CGRect(x: 0, y: 0, width: 100, height: 100), opaque)]
        let rotated = CGAffineTransform(a: 0, b: 2, c: -2, d: 0, tx: 0, ty: 0)
        #expect(TestCompositor.occludedRect(after: [(items[...], rotated)]) == nil)
        #expect(TestCompositor.occludedRect(after: [(items[...], rotated), (items[...], scale2)]) == CGRect(x: 0, y: 0, width: 200, height: 200))
    }
}
