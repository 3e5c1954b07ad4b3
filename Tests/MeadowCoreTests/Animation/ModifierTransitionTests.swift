import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Turns its content by `degrees` about the top-leading corner: a transition's modifier that is not `Animatable`
/// itself, whose `rotationEffect` animates as any change does.
private struct Pivot: ViewModifier {
    let degrees: Double

    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(degrees), anchor: .topLeading)
    }
}

/// Moves its content right by `shift` points through `offset`: an `Animatable` modifier, evaluated again on every
/// frame its data moves.
private struct Shift: ViewModifier, Animatable {
    var shift: CGFloat

    var animatableData: CGFloat {
        get { shift }
        set { shift = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(x: shift)
    }
}

extension AnyTransition {
    /// Paul Hudson's pivot: the view turns in from a quarter turn back about its top-leading corner.
    fileprivate static let pivot = AnyTransition.modifier(active: Pivot(degrees: -90), identity: Pivot(degrees: 0))
    /// The view slides in from 100 points to the right through an `Animatable` modifier.
    fileprivate static let shift = AnyTransition.modifier(active: Shift(shift: 100), identity: Shift(shift: 0))
}

@MainActor
@Suite("Modifier transitions")
struct ModifierTransitionTests: ToasterSuite {
    private let quarterTurn = Double.pi / 2

    private func toast(_ driver: InteractionDriver) throws -> DrawnItem {
        try #require(fills(of: toastSize, in: driver.makeDisplayList()).first, "the toast is drawn")
    }

    /// The toast's rotation now, in radians, 0 when it is drawn unturned.
    private func rotation(_ driver: InteractionDriver) throws -> Double {
        try toast(driver).transform?.rotation ?? 0
    }

    @Test("A removal turns the leaving view from identity to active, frame by frame, then takes it away")
    func removalAnimatesToActive() throws {
        // [APPLE:anytransition/modifier(active:identity:)]: a transition from `identity` to `active` on removal.
        let (driver, probe) = makeDriver(.pivot, showing: true)
        #expect(try rotation(driver) == 0)
        toggle(probe, in: driver, to: false)
        #expect(abs(try rotation(driver)) < 1e-9, "the frame of the change still shows the identity")
        driver.step(0.25)
        #expect(abs(try rotation(driver) + quarterTurn * 0.25) < 1e-6, "a quarter of the way to a quarter turn back")
        driver.step(0.5)
        #expect(abs(try rotation(driver) + quarterTurn * 0.75) < 1e-6)
        let turned = try toast(driver)
        #expect(turned.transform?.anchor == CGPoint(x: 0, y: 0), "about the toast's own top-leading corner")
        #expect(turned.origin == CGPoint(x: 170, y: 205), "where it was when the change removed it")
        driver.settle()
        #expect(fills(of: toastSize, in: driver.makeDisplayList()).isEmpty)
        #expect(driver.find(identifier: "toast") == nil)
        #expect(!driver.graph.isAnimating)
    }

    @Test("An insertion shows the view through active first, then animates it to identity")
    func insertionAnimatesFromActive() throws {
        let (driver, probe) = makeDriver(.pivot, showing: false)
        toggle(probe, in: driver, to: true)
        #expect(abs(try rotation(driver) + quarterTurn) < 1e-6, "the first frame shows the active modifier")
        driver.step(0.25)
        #expect(abs(try rotation(driver) + quarterTurn * 0.75) < 1e-6)
        driver.step(0.5)
        #expect(abs(try rotation(driver) + quarterTurn * 0.25) < 1e-6)
        driver.settle()
        let settled = try toast(driver)
        #expect(settled.effects.isEmpty, "in place the view shows through identity, which turns nothing")
        #expect(settled.origin == CGPoint(x: 170, y: 205))
    }

    @Test("An Animatable modifier's data moves with the transition, its body laid out again on every frame")
    func animatableModifierMoves() throws {
        let (driver, probe) = makeDriver(.shift, showing: true)
        #expect(try toast(driver).fillBounds?.origin == CGPoint(x: 170, y: 205))
        toggle(probe, in: driver, to: false)
        driver.step(0.25)
        #expect(try toast(driver).fillBounds?.origin == CGPoint(x: 195, y: 205), "25 of the 100 points, leaving")
        driver.step(0.5)
        #expect(try toast(driver).fillBounds?.origin == CGPoint(x: 245, y: 205))
        driver.settle()
        #expect(driver.find(identifier: "toast") == nil)

        toggle(probe, in: driver, to: true)
        #expect(try toast(driver).fillBounds?.origin == CGPoint(x: 270, y: 205), "inserted 100 points to the right")
        driver.step(0.25)
        #expect(try toast(driver).fillBounds?.origin == CGPoint(x: 245, y: 205))
        driver.settle()
        #expect(try toast(driver).fillBounds?.origin == CGPoint(x: 170, y: 205))
    }

    @Test("asymmetric keeps the modifier to the side it was given for")
    func asymmetricSides() throws {
        let (driver, probe) = makeDriver(.asymmetric(insertion: .pivot, removal: .opacity), showing: true)
        toggle(probe, in: driver, to: false)
        driver.step(0.25)
        let leaving = try toast(driver)
        #expect(leaving.transform == nil, "the removal does not turn")
        #expect(abs((leaving.opacity ?? 1) - 0.75) < 1e-6, "it fades")
        driver.settle()
        toggle(probe, in: driver, to: true)
        driver.step(0.25)
        let coming = try toast(driver)
        #expect(abs((coming.transform?.rotation ?? 0) + quarterTurn * 0.75) < 1e-6, "the insertion turns")
        #expect(coming.opacity == nil, "and does not fade")
    }

    @Test("combined(with:) runs the modifier and the other transition together")
    func combinedWithOpacity() throws {
        let (driver, probe) = makeDriver(.pivot.combined(with: .opacity), showing: true)
        toggle(probe, in: driver, to: false)
        driver.step(0.5)
        let leaving = try toast(driver)
        #expect(abs((leaving.transform?.rotation ?? 0) + quarterTurn * 0.5) < 1e-6)
        #expect(abs((leaving.opacity ?? 1) - 0.5) < 1e-6)
    }

    @Test("Without an animation the view comes and goes at once, through identity")
    func unanimatedChange() throws {
        let (driver, probe) = makeDriver(.pivot, showing: true)
        probe.set(false)
        #expect(fills(of: toastSize, in: driver.makeDisplayList()).isEmpty)
        probe.set(true)
        #expect(try toast(driver).effects.isEmpty)
        #expect(!driver.graph.isAnimating)
    }
}
