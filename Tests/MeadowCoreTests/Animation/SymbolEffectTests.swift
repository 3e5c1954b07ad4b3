import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A bell symbol whose discrete effect plays when `probe`'s count changes.
private struct BouncingBell<Effect: SymbolEffect & DiscreteSymbolEffect>: View {
    let probe: StateProbe<Int>
    let effect: Effect
    let options: SymbolEffectOptions
    @State var count = 0

    var body: some View {
        let _ = probe.binding = $count
        Image(systemName: "bell").symbolEffect(effect, options: options, value: count)
    }
}

/// A bell symbol whose indefinite effect runs while `probe`'s flag is on.
private struct ActiveBell<Effect: SymbolEffect & IndefiniteSymbolEffect>: View {
    let probe: StateProbe<Bool>
    let effect: Effect
    let options: SymbolEffectOptions
    @State var isActive: Bool

    var body: some View {
        let _ = probe.binding = $isActive
        Image(systemName: "bell").symbolEffect(effect, options: options, isActive: isActive)
    }
}

/// `symbolEffect(_:options:value:)` and `symbolEffect(_:options:isActive:)` on `Image(systemName:)`, as iOS 17
/// animates them, frame by frame on the stepped clock.
@MainActor
@Suite("Symbol effects")
struct SymbolEffectTests {
    /// The symbol's scale and opacity as drawn at `time`, to a millionth; nil when it is not drawn (a view at
    /// opacity 0 draws nothing).
    private func pose(_ driver: InteractionDriver, at time: Double) -> SymbolPose? {
        driver.graph.advance(to: time)
        driver.layOut()
        let symbol = drawnItems(driver.makeDisplayList()).first { drawn in
            if case .symbol = drawn.item { return true } else { return false }
        }
        guard let symbol else { return nil }
        let scale = symbol.transform?.scale.width ?? 1
        let opacity = symbol.opacity ?? 1
        return SymbolPose(scale: (scale * 1e6).rounded() / 1e6, opacity: (opacity * 1e6).rounded() / 1e6)
    }

    /// A bounce's scale a quarter of the way through its half-second cycle: 1 ± 0.32 · sin(π/4) · 3/4.
    private static let quarterBounce = 0.169706

    @Test("bounce swells the symbol once when the value changes, and rests after half a second")
    func bounceOnValueChange() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(BouncingBell(probe: probe, effect: .bounce, options: .default), device: canvas(200, 200))
        #expect(pose(driver, at: 0.125) == SymbolPose(), "nothing plays before the value changes")
        probe.set(1)
        driver.layOut()
        #expect(pose(driver, at: 0.25) == SymbolPose(scale: 1 + Self.quarterBounce))
        #expect(pose(driver, at: 0.625) == SymbolPose())
        #expect(pose(driver, at: 1) == SymbolPose(), "played once")
    }

    @Test("bounce.down shrinks, speed(2) plays twice as fast, repeat(2) plays two cycles")
    func bounceOptions() {
        let down = StateProbe<Int>()
        let downDriver = InteractionDriver(BouncingBell(probe: down, effect: .bounce.down, options: .default), device: canvas(200, 200))
        down.set(1)
        downDriver.layOut()
        #expect(pose(downDriver, at: 0.125) == SymbolPose(scale: 1 - Self.quarterBounce))

        let fast = StateProbe<Int>()
        let fastDriver = InteractionDriver(BouncingBell(probe: fast, effect: .bounce, options: .speed(2)), device: canvas(200, 200))
        fast.set(1)
        fastDriver.layOut()
        #expect(pose(fastDriver, at: 0.0625) == SymbolPose(scale: 1 + Self.quarterBounce))
        #expect(pose(fastDriver, at: 0.25) == SymbolPose())

        let twice = StateProbe<Int>()
        let twiceDriver = InteractionDriver(BouncingBell(probe: twice, effect: .bounce, options: .repeat(2)), device: canvas(200, 200))
        twice.set(1)
        twiceDriver.layOut()
        #expect(pose(twiceDriver, at: 0.625) == SymbolPose(scale: 1 + Self.quarterBounce), "a quarter into the second")
        #expect(pose(twiceDriver, at: 1.1) == SymbolPose())
    }

    @Test("pulse fades the symbol to 0.35 and back every second while active, and stops when inactive")
    func pulseWhileActive() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(ActiveBell(probe: probe, effect: .pulse, options: .default, isActive: true), device: canvas(200, 200))
        #expect(pose(driver, at: 0.25) == SymbolPose(opacity: 0.540381), "1 − 0.65 · sin(π/4)")
        #expect(pose(driver, at: 0.5) == SymbolPose(opacity: 0.35))
        #expect(pose(driver, at: 1.25) == SymbolPose(opacity: 0.540381), "again in the next second")
        probe.set(false)
        #expect(pose(driver, at: 1.5) == SymbolPose())
    }

    @Test("pulse with nonRepeating plays once when it becomes active")
    func nonRepeatingPulse() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(ActiveBell(probe: probe, effect: .pulse, options: .nonRepeating, isActive: false), device: canvas(200, 200))
        #expect(pose(driver, at: 0.5) == SymbolPose())
        probe.set(true)
        driver.layOut()
        #expect(pose(driver, at: 1) == SymbolPose(opacity: 0.35))
        #expect(pose(driver, at: 1.75) == SymbolPose(), "once")
    }

    @Test("variableColor dims the one-layer symbol to 0.35 and lights it again every 1.2 seconds")
    func variableColorCycles() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(ActiveBell(probe: probe, effect: .variableColor, options: .repeating, isActive: true), device: canvas(200, 200))
        #expect(pose(driver, at: 0.6) == SymbolPose(opacity: 0.35))
        #expect(pose(driver, at: 1.2) == SymbolPose())
    }

    @Test("scale.up springs the symbol to 1.2 while active and back when not")
    func scaleUpWhileActive() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(ActiveBell(probe: probe, effect: .scale.up, options: .default, isActive: false), device: canvas(200, 200))
        #expect(pose(driver, at: 0.1) == SymbolPose())
        probe.set(true)
        driver.layOut()
        let moving = pose(driver, at: 0.2)?.scale ?? .nan
        #expect(moving > 1 && moving < 1.2, "springing at 0.1 s")
        #expect(pose(driver, at: 2) == SymbolPose(scale: 1.2))
        probe.set(false)
        driver.layOut()
        #expect(pose(driver, at: 4) == SymbolPose())
    }

    @Test("disappear shrinks the symbol to half and fades it out while active; appear shows it only while active")
    func appearAndDisappear() {
        let hidden = StateProbe<Bool>()
        let disappearing = InteractionDriver(ActiveBell(probe: hidden, effect: .disappear, options: .default, isActive: false), device: canvas(200, 200))
        #expect(pose(disappearing, at: 0.1) == SymbolPose())
        hidden.set(true)
        disappearing.layOut()
        let fading = pose(disappearing, at: 0.2) ?? SymbolPose(scale: .nan, opacity: .nan)
        #expect(fading.opacity > 0 && fading.opacity < 1 && fading.scale < 1 && fading.scale > 0.5, "\(fading)")
        #expect(pose(disappearing, at: 2) == nil, "gone: at opacity 0 nothing is drawn")

        let shown = StateProbe<Bool>()
        let appearing = InteractionDriver(ActiveBell(probe: shown, effect: .appear.up, options: .default, isActive: false), device: canvas(200, 200))
        #expect(pose(appearing, at: 0.1) == nil, "hidden while inactive")
        shown.set(true)
        appearing.layOut()
        let growing = pose(appearing, at: 0.2) ?? SymbolPose(scale: .nan, opacity: .nan)
        #expect(growing.opacity > 0 && growing.opacity < 1 && growing.scale > 1 && growing.scale < 1.5, "\(growing)")
        #expect(pose(appearing, at: 2) == SymbolPose())
    }
}
