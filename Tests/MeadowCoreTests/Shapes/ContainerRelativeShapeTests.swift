import Foundation
import Testing

@testable import MeadowCore

@MainActor
@Suite("ContainerRelativeShape")
struct ContainerRelativeShapeTests {
    @Test("With no container shape defined, ContainerRelativeShape is a rectangle filling its bounds, as SwiftUI's")
    func isARectangle() {
        let rect = CGRect(x: 10, y: 20, width: 80, height: 40)
        #expect(ContainerRelativeShape().path(in: rect) == Path(rect))
        #expect(ContainerRelativeShape().inset(by: 5).path(in: rect) == Path(CGRect(x: 15, y: 25, width: 70, height: 30)))
        let tree = layout(ContainerRelativeShape().fill(.red).frame(width: 80, height: 40), width: 200, height: 100)
        #expect(tree.node(kind: .shape("ContainerRelativeShape"))?.frame == CGRect(x: 60, y: 30, width: 80, height: 40))
    }
}
