import Foundation
import MeadowCore

/// A stack of view controllers under a navigation bar, as UIKit's `UINavigationController`: Meadow shows the top
/// controller in a SwiftUI `NavigationStack` titled with its `title`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The controllers on the stack, the root first.
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers where controller.parent !== self { addChild(controller) } }
    }
    /// The controller on top.
    open var topViewController: UIViewController? { viewControllers.last }

    /// A stack holding `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        addChild(rootViewController)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// Pushes `viewController` on the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top controller, returning it; the root stays.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }

    override var swiftUIContent: AnyView {
        guard let top = topViewController else { return AnyView(NavigationStack { Color.clear }) }
        return AnyView(NavigationStack { top.swiftUIView.navigationTitle(top.title ?? "") })
    }
}
