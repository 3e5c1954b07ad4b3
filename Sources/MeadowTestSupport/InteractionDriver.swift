import Foundation
import MeadowCore

/// Drives a view as a person would, on the graph's deterministic clock: finds views by text or accessibility
/// identifier, taps, drags along paths with timing, scrolls, presses keys, types and steps time. It draws no pixels.
///
/// Every gesture advances the clock frame by frame (60 per second by default), so animations started by input
/// run exactly as they would on screen; nothing sleeps on the wall clock. Like a window, the driver runs a frame's
/// update and layout before input and before it reads the screen, so input lands on what is on screen.
@MainActor
open class InteractionDriver {
    public let graph: ViewGraph
    /// Seconds per frame when stepping.
    public var frameInterval = 1.0 / 60

    /// Drives `graph`, laid out once to begin with.
    public init(graph: ViewGraph) {
        self.graph = graph
        layOut()
    }

    /// Drives `view` on `device`, its text measured by `textSystem` (by default one with fixed metrics).
    public convenience init<V: View>(
        _ view: V, device: Device = .iPhone15, assetCatalog: AssetCatalog = .empty,
        textSystem: any TextSystem = FixedMetricsTextSystem()
    ) {
        self.init(graph: ViewGraph(rootView: view, device: device, textSystem: textSystem, assetCatalog: assetCatalog))
    }

    /// Runs the update and layout phases, as a frame does before it draws.
    public func layOut() {
        graph.update()
        graph.layout()
    }

    /// The laid-out tree as it is on screen now. The driver is a host: reading this first runs the update and
    /// layout phases, so a state change made from outside shows, as on the next frame of a window.
    public var layoutTree: LayoutNode {
        layOut()
        return graph.layoutTree()
    }

    /// The accessibility tree as it is on screen now; reading it first runs update and layout, as `layoutTree`.
    public var accessibilityTree: AccessibilityNode {
        layOut()
        return graph.accessibilityTree()
    }

    /// What the frame draws now: the phases of a frame run in order (update, layout, display list).
    public func makeDisplayList() -> DisplayList {
        layOut()
        return graph.makeDisplayList()
    }

    /// The first view showing exactly `text`.
    public func find(text: String) -> LayoutNode? { layoutTree.node(text: text) }

    /// The first view tagged with `identifier`.
    public func find(identifier: String) -> LayoutNode? { layoutTree.node(identifier: identifier) }

    /// Taps the centre of where `node`'s content is drawn.
    public func tap(_ node: LayoutNode) {
        let content = node.contentFrame
        tap(at: CGPoint(x: content.midX, y: content.midY))
    }

    /// Taps at `point`: down, 50 ms, up.
    public func tap(at point: CGPoint) {
        layOut()
        graph.pointerDown(at: point)
        step(0.05)
        graph.pointerUp(at: point)
        layOut()
    }

    /// Drags from `start` to `end` in a straight line over `duration` seconds, one move per frame, then lifts.
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.3, release: Bool = true) {
        let frames = max(Int((duration / frameInterval).rounded()), 1)
        let points = (0...frames).map { index -> CGPoint in
            let t = CGFloat(index) / CGFloat(frames)
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
        drag(along: points, release: release)
    }

    /// Drags through `points`, one frame apart, then lifts unless `release` is false.
    public func drag(along points: [CGPoint], release: Bool = true) {
        guard let first = points.first else { return }
        layOut()
        graph.pointerDown(at: first)
        for point in points.dropFirst() {
            step(frameInterval)
            graph.pointerMoved(to: point)
        }
        if release, let last = points.last {
            graph.pointerUp(at: last)
        }
        layOut()
    }

    /// Lifts a drag left down by `drag(…, release: false)`.
    public func release(at point: CGPoint) {
        graph.pointerUp(at: point)
        layOut()
    }

    /// Scrolls like a mouse wheel over `point`.
    public func scroll(at point: CGPoint, by delta: CGSize) {
        layOut()
        graph.scrollWheel(at: point, delta: delta)
        layOut()
    }

    /// Presses `key` and lets it go, with `modifiers` held: a key-down event, then a key-up.
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        layOut()
        for phase: KeyPress.Phases in [.down, .up] {
            graph.keyPressed(KeyPress(phase: phase, key: key, characters: String(key.character), modifiers: modifiers))
        }
        layOut()
    }

    /// Types `text` as the text input system commits it, into the focused view that takes text.
    public func type(_ text: String) {
        layOut()
        graph.insertText(text)
        layOut()
    }

    /// Advances the clock by `seconds`, frame by frame, laying out each frame.
    public func step(_ seconds: Double) {
        var remaining = seconds
        while remaining > 1e-9 {
            let interval = min(frameInterval, remaining)
            graph.step(by: interval)
            layOut()
            remaining -= interval
        }
    }

    /// Advances the clock until every animation that ends has ended (at most `limit` seconds); returns the seconds
    /// it took. A change not yet laid out is laid out first, so the animations it starts are waited for. What never
    /// comes to rest (`ViewGraph.isSettling`: an animation repeating for ever, a spinner, a timeline view redrawn
    /// every frame) is left running, so a screen showing one settles as soon as the rest of it has. A phase animator
    /// cycling for ever moves from phase to phase by animations that end, so settling runs to `limit` there.
    @discardableResult
    public func settle(limit: Double = 5) -> Double {
        layOut()
        var elapsed = 0.0
        while graph.isSettling, elapsed < limit {
            step(frameInterval)
            elapsed += frameInterval
        }
        return elapsed
    }
}
