import Foundation
@_spi(MeadowHost) import MeadowCore

/// Recognises a gesture in the touches on a view and sends its actions to its targets, as UIKit's
/// `UIGestureRecognizer`: `view.addGestureRecognizer(_:)` attaches it, `init(target:action:)` and
/// `addTarget(_:action:)` name who hears it (see `Selector`, which `meadow run` makes of `#selector`).
///
/// The touches are Meadow's (the mouse or every finger) on the frame of the UIKit view shown in SwiftUI; the
/// recogniser sees them before the SwiftUI views inside it and, once it recognises, takes the touch from them, as
/// UIKit's `cancelsTouchesInView`. A discrete gesture (a tap, a swipe) sends its actions once, when it ends; a
/// continuous one (a pan, a long press) when it begins, at each change, and when it ends or is cancelled. The
/// state goes back to `possible` when the next touch lands on the view.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recogniser stands, as UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture recognised: `ended`.
        public static let recognized = State.ended
    }

    /// Where the recogniser stands with the current touch.
    open internal(set) var state: State = .possible {
        didSet {
            // Each change of a continuous gesture sends the actions again; other states once.
            if state == .changed || (state != oldValue && [.began, .ended, .cancelled].contains(state)) { pendingActions += 1 }
        }
    }
    /// Whether it recognises at all; a disabled recogniser fails every touch.
    open var isEnabled = true
    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// Whether recognising takes the touch from the views inside `view`; Meadow always does, as UIKit's default.
    open var cancelsTouchesInView = true
    /// Whether touches wait for the recogniser to fail before the view sees them; kept.
    open var delaysTouchesBegan = false
    /// Whether lifts wait for the recogniser to fail; kept.
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?
    /// The object asked whether the recogniser may begin.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// How many fingers are down.
    public internal(set) var numberOfTouches = 0

    private struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    private var targetActions: [TargetAction] = []
    private var pendingActions = 0
    /// The touch as last seen, for `location(in:)`.
    var lastTouch: HostedTouch?
    /// What Meadow's gesture engine holds of this recogniser.
    private(set) lazy var hosted = HostedRecognition(self)

    /// A recogniser sending `action` to `target` (neither, when nil).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recogniser with no target.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Sends `action` to `target` too.
    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append(TargetAction(target: target as AnyObject, action: action))
    }

    /// Stops sending `action` (every action, when nil) to `target` (every target, when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        targetActions.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    /// Where the touch is in `view`'s coordinates: the centre of the fingers; in the window's when `view` is nil.
    /// A view inside the attached one counts from its own origin.
    open func location(in view: UIView?) -> CGPoint {
        guard let touch = lastTouch else { return .zero }
        guard let view else { return CGPoint(x: touch.location.x + touch.viewOrigin.x, y: touch.location.y + touch.viewOrigin.y) }
        return convert(touch.location, to: view)
    }

    /// Goes back to `possible` for a new touch; subclasses forget what they tracked.
    open func reset() {
        state = .possible
        pendingActions = 0
    }

    /// `point`, in the attached view's coordinates, in those of `other`: a subview's frame origins are taken off.
    func convert(_ point: CGPoint, to other: UIView) -> CGPoint {
        var offset = CGPoint.zero
        var current: UIView? = other
        while let ancestor = current, ancestor !== view {
            offset.x += ancestor.frame.minX
            offset.y += ancestor.frame.minY
            current = ancestor.superview
        }
        return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
    }

    /// Takes one moment of the touch: subclasses move `state` on. Overridden by each recogniser.
    func touchChanged(_ touch: HostedTouch) {}

    /// Whether the recogniser waits for time to pass; subclasses that time a press or the next tap say so.
    var waitsForTime: Bool { false }

    /// Whether it waits for another touch after this one lifted.
    var waitsForNextTouch: Bool { false }

    /// Moves from `possible` to `recognized` (`began` for a continuous gesture), unless the delegate says no.
    func recognize(as recognized: State) {
        guard state == .possible else { return }
        state = delegate?.gestureRecognizerShouldBegin(self) == false ? .failed : recognized
    }

    /// Sends the actions of the states reached since the last call, in the order targets were added.
    func sendActions() {
        while pendingActions > 0 {
            pendingActions -= 1
            for entry in targetActions {
                guard let target = entry.target else { continue }
                _ = entry.action.perform(on: target, sender: self)
            }
        }
    }
}

extension UIGestureRecognizer {
    /// A new touch lands on the attached view: a recogniser done with the last one starts again from `possible`.
    func prepareForTouch() {
        if [.ended, .cancelled, .failed].contains(state) { reset() }
    }

    /// Takes one moment of the touch on the attached view.
    func receive(_ touch: HostedTouch) {
        lastTouch = touch
        numberOfTouches = touch.numberOfTouches
        guard isEnabled else {
            state = .failed
            return
        }
        touchChanged(touch)
    }

    /// Another recogniser took the touch, or it ended: a recognised continuous gesture is cancelled (and says
    /// so), one still possible fails.
    func cancelTouch() {
        switch state {
        case .began, .changed:
            state = .cancelled
            sendActions()
        case .possible: state = .failed
        default: break
        }
    }
}

/// A UIKit recogniser as Meadow's gesture engine takes it (`hostedGestureRecognizers`): its states and waits. It
/// holds the recogniser weakly (the recogniser holds it); one that is gone takes no touch.
final class HostedRecognition: HostedGestureRecognizer {
    private weak var recognizer: UIGestureRecognizer?

    init(_ recognizer: UIGestureRecognizer) {
        self.recognizer = recognizer
    }

    var hostedState: HostedGestureState {
        switch recognizer?.state ?? .failed {
        case .possible: .possible
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled, .failed: .failed
        }
    }

    var isAwaitingNextTouch: Bool { recognizer.map { $0.state == .possible && $0.waitsForNextTouch } ?? false }

    var awaitsClock: Bool { recognizer.map { $0.state == .possible && $0.waitsForTime } ?? false }

    func prepareForTouch() { recognizer?.prepareForTouch() }

    func handle(_ touch: HostedTouch) { recognizer?.receive(touch) }

    func perform() { recognizer?.sendActions() }

    func cancel() { recognizer?.cancelTouch() }
}

/// What a gesture recogniser asks its delegate, as UIKit's `UIGestureRecognizerDelegate`.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave `possible` and recognise; true unless the delegate says otherwise.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
