import Foundation

/// The fingers of one touch, from the first going down to the last lifting, and the point they move as one: their
/// centre, which the single-finger gestures follow (as UIKit's pan follows the centroid of its touches). With one
/// finger the centre is that finger.
///
/// Each finger and the centre have a `DragTracker`. A finger joining or leaving moves the centre without anything
/// moving, so the centre's tracker is shifted by that jump: translation and velocity carry on.
struct Touch {
    /// One finger of the touch.
    struct Finger {
        let id: PointerID
        var tracker: DragTracker
    }

    /// The fingers down, in the order they went down; empty once the last lifted.
    private(set) var fingers: [Finger]
    /// The centre of the fingers.
    private(set) var centre: DragTracker

    /// A touch of `fingers` going down together at `time`.
    init(fingers points: [(id: PointerID, location: CGPoint)], time: Double) {
        fingers = points.map { Finger(id: $0.id, tracker: DragTracker(at: $0.location, time: time)) }
        centre = DragTracker(at: Self.centre(of: points.map(\.location)), time: time)
    }

    /// Whether a finger is down.
    var isDown: Bool { !fingers.isEmpty }

    /// Whether `id` is one of the fingers down.
    func contains(_ id: PointerID) -> Bool { fingers.contains { $0.id == id } }

    /// Where `id` is now.
    func location(of id: PointerID) -> CGPoint? { fingers.first { $0.id == id }?.tracker.location }

    /// Another finger went down.
    mutating func add(_ id: PointerID, at location: CGPoint, time: Double) {
        fingers.append(Finger(id: id, tracker: DragTracker(at: location, time: time)))
        recentre()
    }

    /// Moves the fingers in `moves` (ids not down are ignored), then the centre with them.
    mutating func move(_ moves: [(id: PointerID, location: CGPoint)], time: Double) {
        for move in moves {
            guard let index = fingers.firstIndex(where: { $0.id == move.id }) else { continue }
            fingers[index].tracker.move(to: move.location, time: time)
        }
        centre.move(to: Self.centre(of: fingers.map(\.tracker.location)), time: time)
    }

    /// The fingers in `ids` lifted where they were. The last to lift leaves the centre where it was; one that
    /// leaves others down moves the centre to theirs.
    mutating func lift(_ ids: [PointerID]) {
        fingers.removeAll { ids.contains($0.id) }
        if !fingers.isEmpty { recentre() }
    }

    /// The touch as recognisers see it at `time`.
    func event(_ phase: TouchEvent.Phase, time: Double) -> TouchEvent {
        TouchEvent(
            phase: phase, time: time, location: centre.location, startLocation: centre.startLocation,
            startTime: centre.startTime, velocity: centre.velocity, isTouching: isDown,
            fingers: fingers.map { TouchEvent.Finger(id: $0.id, location: $0.tracker.location) })
    }

    /// Moves the centre to the fingers' without counting it as movement.
    private mutating func recentre() {
        let now = Self.centre(of: fingers.map(\.tracker.location))
        centre.shift(by: CGSize(width: now.x - centre.location.x, height: now.y - centre.location.y))
    }

    private static func centre(of points: [CGPoint]) -> CGPoint {
        guard points.count > 1 else { return points.first ?? .zero }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }
}
