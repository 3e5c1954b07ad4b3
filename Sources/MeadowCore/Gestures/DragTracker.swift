import Foundation

/// The motion of one point under a finger: where and when it started, where it is, how far it has moved and how
/// fast it moves now. The one tracker every gesture reads: the engine keeps one per finger and one for the touch
/// as a whole, so `DragGesture`, a scroll view's pan, a list row's swipe, the swipe back, a switch's knob and a
/// text selection all see the same translation, distance and velocity; a pinch keeps one for its scale and angle.
///
/// Velocity is the movement over the last 100 ms (`GestureThresholds.velocityWindow`), measured from the oldest
/// sample in that window to the newest; with fewer than two samples there, the last two.
struct DragTracker {
    /// Where and when the tracked point started.
    private(set) var startLocation: CGPoint
    private(set) var startTime: Double
    /// Where the point is now, and since when.
    private(set) var location: CGPoint
    private(set) var time: Double
    private var samples: [(time: Double, location: CGPoint)]

    /// A point that starts at `location` at `time`.
    init(at location: CGPoint, time: Double) {
        startLocation = location
        startTime = time
        self.location = location
        self.time = time
        samples = [(time, location)]
    }

    /// The point is at `location` at `time` (it may not have moved: a lift records when it stopped).
    mutating func move(to location: CGPoint, time: Double) {
        self.location = location
        self.time = time
        samples.append((time, location))
        let recent = samples.filter { time - $0.time <= GestureThresholds.velocityWindow }
        samples = recent.count >= 2 ? recent : Array(samples.suffix(2))
    }

    /// The point is at `location` at `time`, where a sample at the same time stands for the same moment: it is
    /// replaced. For a value several events change in one frame (a pinch's scale, moved by each of its fingers in
    /// turn), so a half-made change is not taken for movement.
    mutating func update(to location: CGPoint, time: Double) {
        if let last = samples.last, last.time == time, samples.count > 1 {
            samples.removeLast()
        }
        move(to: location, time: time)
    }

    /// The point jumped by `offset` without anything moving (a finger joined or left the touch, so the fingers'
    /// centre moved): its start and samples jump with it, so translation and velocity carry on as they were.
    mutating func shift(by offset: CGSize) {
        func shifted(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + offset.width, y: point.y + offset.height) }
        startLocation = shifted(startLocation)
        location = shifted(location)
        samples = samples.map { ($0.time, shifted($0.location)) }
    }

    /// `location` − `startLocation`.
    var translation: CGSize {
        CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// The length of `translation`.
    var distance: CGFloat { hypot(location.x - startLocation.x, location.y - startLocation.y) }

    /// Whether the point is at least `minimumDistance` from where it started: the threshold a drag, a pan or a
    /// swipe waits for before it decides.
    func hasMoved(_ minimumDistance: CGFloat) -> Bool { distance >= minimumDistance }

    /// Points (or units of whatever is tracked) per second over the recent samples.
    var velocity: CGSize {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let seconds = last.time - first.time
        return CGSize(width: (last.location.x - first.location.x) / seconds, height: (last.location.y - first.location.y) / seconds)
    }
}
