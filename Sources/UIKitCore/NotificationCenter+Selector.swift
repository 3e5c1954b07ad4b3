import Foundation

/// Selector-based observing, as Foundation on iOS offers it (`addObserver(_:selector:name:object:)`): Foundation
/// on Linux has no Objective-C runtime and only the block-based form. A keyboard observer of the iOS 13 era
/// registers this way with `#selector(keyboardWillShow(notification:))`.
///
/// Each notification of `aName` (every name when nil) from `anObject` (any sender when nil) is sent to the observer
/// as UIKit sends an action: the selector's method is called with the notification, on the main actor (at once
/// when it is posted there, on the main thread or the main queue). As on iOS 9 and later the center holds the observer weakly: once it is gone, it gets
/// nothing more and its registration goes. Unlike iOS, `removeObserver(_:)` with the observer does not end the
/// registration (Foundation on Linux removes only the tokens its block-based form returns), and a selector made
/// with `#selector(method)` calls the method of the object that made it.
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = WeakTarget(observer as AnyObject)
        let registration = Registration()
        registration.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self] notification in
            guard target.object != nil else {
                if let token = registration.token { self?.removeObserver(token) }
                return
            }
            let delivery = Delivery(selector: aSelector, target: target, notification: notification)
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { delivery.send() }
            } else {
                DispatchQueue.main.async { delivery.send() }
            }
        }
    }
}

/// The observer, held weakly as iOS's center holds it.
private final class WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The token of a selector observer's block, so the block can remove itself once its observer is gone.
private final class Registration: @unchecked Sendable {
    var token: (any NSObjectProtocol)?
}

/// One notification on its way to its observer's method.
private struct Delivery: @unchecked Sendable {
    let selector: Selector
    let target: WeakTarget
    let notification: Notification

    @MainActor
    func send() {
        guard let object = target.object else { return }
        _ = selector.perform(on: object, sender: notification)
    }
}

/// Whether the code running is on the main actor's executor: the main thread, or a block of the main dispatch queue
/// (where the main actor runs when no run loop holds the main thread, as under a test runner).
private enum MainQueue {
    static let key = DispatchSpecificKey<Bool>()
    static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
