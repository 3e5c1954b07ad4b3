import Foundation

/// An object that responds to events, as UIKit's `UIResponder`: the base class of apps' `AppDelegate` and
/// `SceneDelegate`. An `NSObject`, as in UIKit, so delegates can be kept in sets and named by `NSClassFromString`.
///
/// Its `init()` is `required`, so that `UIApplicationMain` can make the delegate classes the Info.plist names
/// (Objective-C makes any `NSObject` that way; Swift on Linux needs a required initialiser). A delegate that
/// overrides `init()` writes `required override init()`. For the same reason `UIView` and `UIViewController`,
/// whose subclasses add initialisers of their own, are `NSObject`s with the responder methods rather than
/// `UIResponder`s.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public required override init() {
        super.init()
    }

    /// The next responder in the chain; nil here, as Meadow routes no UIKit events.
    open var next: UIResponder? { nil }

    /// Whether the responder can become the first responder; false, as UIKit's default.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become the first responder; Meadow's focus belongs to SwiftUI views, so this returns false.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Asks to stop being the first responder; returns true, as UIKit's default.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
