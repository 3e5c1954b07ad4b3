import Foundation
import Testing

@testable import MeadowSDL

/// A touchpad's two fingers become steps of a pinch around the pointer (SwiftUI's MagnifyGesture and
/// RotateGesture on a Mac trackpad).
@Suite("Touchpad pinch")
struct TouchpadPinchTests {
    @Test("Two touchpad fingers spreading and turning make a step of their ratio and angle since the last")
    func stepOfTwoFingers() throws {
        var pinch = TouchpadPinch()
        pinch.fingerDown(1, at: CGPoint(x: 0.4, y: 0.5))
        let oneFinger = pinch.step()
        #expect(oneFinger == nil)
        pinch.fingerDown(2, at: CGPoint(x: 0.6, y: 0.5))
        pinch.fingerMoved(2, to: CGPoint(x: 0.8, y: 0.5))
        let step = pinch.step()
        let spread = try #require(step)
        #expect(abs(spread.scale - 2) < 1e-9)
        #expect(spread.angle == 0)
        pinch.fingerMoved(2, to: CGPoint(x: 0.4, y: 0.9))
        let secondStep = pinch.step()
        let turn = try #require(secondStep)
        #expect(abs(turn.scale - 1) < 1e-9)
        #expect(abs(turn.angle - .pi / 2) < 1e-9)
        let stillStep = pinch.step()
        #expect(stillStep == nil)
    }

    @Test("A touchpad finger lifting ends the pinch's steps")
    func liftEndsSteps() {
        var pinch = TouchpadPinch()
        pinch.fingerDown(1, at: CGPoint(x: 0.4, y: 0.5))
        pinch.fingerDown(2, at: CGPoint(x: 0.6, y: 0.5))
        pinch.fingerUp(2)
        pinch.fingerMoved(1, to: CGPoint(x: 0.1, y: 0.5))
        let afterLift = pinch.step()
        #expect(afterLift == nil)
    }
}
