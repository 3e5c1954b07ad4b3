import Foundation
@testable import MeadowCore
import Testing

@Suite("RoundedRectangle")
struct RoundedRectangleTests {
    @Test("A corner radius over half the shorter side makes a capsule, as SwiftUI's cornerRadius(100) on a 150 × 70 button")
    func radiusClampsToShorterSide() {
        let path = RoundedRectangle(cornerRadius: 100).path(in: CGRect(x: 0, y: 0, width: 150, height: 70))
        // Inside the capsule's straight top edge, outside the ellipse the rect would hold.
        #expect(path.contains(CGPoint(x: 40, y: 2), eoFill: false))
        // Outside the round left end (35 from its centre is the edge).
        #expect(!path.contains(CGPoint(x: 5, y: 15), eoFill: false))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 150, height: 70))
    }

    @Test("A radius within half the shorter side is kept")
    func smallRadiusKept() {
        let path = RoundedRectangle(cornerRadius: 10).path(in: CGRect(x: 0, y: 0, width: 150, height: 70))
        #expect(path.contains(CGPoint(x: 4, y: 12), eoFill: false))
        #expect(!path.contains(CGPoint(x: 1, y: 1), eoFill: false))
    }
}
