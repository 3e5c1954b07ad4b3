import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `shape`'s path in `rect`: the shape named by a static member, as `.clipShape(.rect)` names one.
@MainActor
private func path<S: Shape>(_ shape: S, in rect: CGRect) -> Path {
    shape.path(in: rect)
}

@MainActor
@Suite("Shape static members")
struct ShapeStaticsTests {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test("The static members name the built-in shapes with SwiftUI's defaults")
    func membersNameShapes() {
        #expect(path(.rect, in: bounds) == Rectangle().path(in: bounds))
        #expect(path(.rect(cornerRadius: 8), in: bounds) == RoundedRectangle(cornerRadius: 8).path(in: bounds))
        #expect(
            path(.rect(cornerSize: CGSize(width: 8, height: 4), style: .circular), in: bounds)
                == RoundedRectangle(cornerSize: CGSize(width: 8, height: 4), style: .circular).path(in: bounds))
        #expect(path(.rect(topLeadingRadius: 10), in: bounds) == UnevenRoundedRectangle(topLeadingRadius: 10).path(in: bounds))
        #expect(
            path(.rect(cornerRadii: RectangleCornerRadii(bottomTrailing: 6)), in: bounds)
                == UnevenRoundedRectangle(bottomTrailingRadius: 6).path(in: bounds))
        #expect(path(.circle, in: bounds) == Circle().path(in: bounds))
        #expect(path(.capsule, in: bounds) == Capsule().path(in: bounds))
        #expect(path(.capsule(style: .continuous), in: bounds) == Capsule(style: .continuous).path(in: bounds))
        #expect(path(.ellipse, in: bounds) == Ellipse().path(in: bounds))
    }

    @Test("A view clipped to .rect(cornerRadius:) and backed by .capsule lays out as without them")
    func membersInModifiers() {
        let view = Color.red.frame(width: 80, height: 40).accessibilityIdentifier("box")
            .clipShape(.rect(cornerRadius: 8)).background(Capsule.capsule.fill(Color.blue))
        expectFrame(layout(view, width: 200, height: 100).node(identifier: "box"), rect(60, 30, 80, 40))
    }
}
