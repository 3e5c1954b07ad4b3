import Foundation
import MeadowCore

/// What a view controller presented in a popover is anchored to, as UIKit's `UIPopoverPresentationController`: the
/// view and the rect in it the popover's arrow points at. A share sheet on an iPad is anchored this way. Meadow
/// shows iPhones, where UIKit presents no controller as a popover, so these values are kept and not drawn.
@preconcurrency @MainActor
open class UIPopoverPresentationController: NSObject {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rect, in `sourceView`'s coordinates, the popover points at.
    open var sourceRect: CGRect = .zero
    /// The directions the popover's arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// The directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

extension UIViewController {
    /// The controller that anchors this one's popover, as UIKit's `popoverPresentationController`: one when the
    /// controller's `modalPresentationStyle` is `.popover`, the same each time it is asked; nil otherwise, as for a
    /// share sheet presented on an iPhone.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = popoverController { return popover }
        let popover = UIPopoverPresentationController()
        popoverController = popover
        return popover
    }
}
