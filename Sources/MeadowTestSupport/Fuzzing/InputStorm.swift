import Foundation
import MeadowCore

/// A seeded storm of random input (pointer down, moves and up, wheel, key presses, committed and composed text) at
/// random moments, sent to a view graph through the entry points the window host uses, with the clock stepped
/// between events and a frame's phases (update, layout, display list) run as the host draws one.
@MainActor
public struct InputStorm {
    public let graph: ViewGraph
    public var seed: UInt64

    public init(graph: ViewGraph, seed: UInt64) {
        self.graph = graph
        self.seed = seed
    }

    static let keys: [KeyEquivalent] = [
        .escape, .return, .tab, .space, .delete, .deleteForward, .upArrow, .downArrow, .leftArrow, .rightArrow, "a", "q", "7",
    ]
    static let modifierSets: [EventModifiers] = [[], [], [.shift], [.control], [.command], [.option, .shift]]
    static let texts = ["a", "hello", "مرحبا", "👩‍👩‍👧‍👦", "\n", "", "日本"]

    /// Sends `count` events, calling `check` after each frame; returns with the pointer up.
    public func run(events count: Int, check: (ViewGraph) -> Void = { _ in }) {
        var generator = SeededGenerator(seed: seed)
        let size = graph.device.size
        var pointer: CGPoint?
        func randomPoint() -> CGPoint {
            // Mostly on screen, sometimes just off it.
            CGPoint(
                x: CGFloat.random(in: -20...(size.width + 20), using: &generator),
                y: CGFloat.random(in: -20...(size.height + 20), using: &generator))
        }
        frame()
        for _ in 0..<count {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0, 1, 2:
                if let current = pointer {
                    if Bool.random(using: &generator) {
                        graph.pointerUp(at: current)
                        pointer = nil
                    } else {
                        let next = CGPoint(
                            x: current.x + CGFloat.random(in: -120...120, using: &generator),
                            y: current.y + CGFloat.random(in: -120...120, using: &generator))
                        graph.pointerMoved(to: next)
                        pointer = next
                    }
                } else {
                    let point = randomPoint()
                    graph.pointerDown(at: point)
                    pointer = point
                }
            case 3, 4:
                if let current = pointer {
                    let next = CGPoint(x: current.x, y: current.y + CGFloat.random(in: -60...60, using: &generator))
                    graph.pointerMoved(to: next)
                    pointer = next
                } else {
                    let delta = CGSize(
                        width: CGFloat.random(in: -200...200, using: &generator), height: CGFloat.random(in: -200...200, using: &generator))
                    graph.scrollWheel(at: randomPoint(), delta: delta)
                }
            case 5, 6:
                let key = Self.keys.randomElement(using: &generator) ?? .escape
                let modifiers = Self.modifierSets.randomElement(using: &generator) ?? []
                for phase: KeyPress.Phases in [.down, .repeat, .up] where phase != .repeat || Bool.random(using: &generator) {
                    graph.keyPressed(KeyPress(phase: phase, key: key, characters: String(key.character), modifiers: modifiers))
                }
            case 7:
                let text = Self.texts.randomElement(using: &generator) ?? ""
                if Bool.random(using: &generator) {
                    graph.insertText(text)
                } else {
                    graph.setMarkedText(text, selectedRange: text.startIndex..<text.endIndex)
                }
            default:
                break
            }
            // The next event comes at once, within the frame, a frame later or after a pause.
            let pauses: [Double] = [0, 0.001, 1.0 / 60, 1.0 / 60, 0.1, 0.7]
            let pause = pauses.randomElement(using: &generator) ?? 0
            graph.step(by: pause)
            frame()
            check(graph)
        }
        if let pointer { graph.pointerUp(at: pointer) }
        frame()
    }

    /// Steps the clock a frame at a time until nothing animates, at most `limit` seconds; returns whether it settled.
    public func settle(limit: Double = 30) -> Bool {
        var elapsed = 0.0
        frame()
        while graph.isAnimating || graph.needsUpdate, elapsed < limit {
            graph.step(by: 1.0 / 60)
            frame()
            elapsed += 1.0 / 60
        }
        return !graph.isAnimating
    }

    private func frame() {
        graph.update()
        graph.layout()
        _ = graph.makeDisplayList()
    }
}
