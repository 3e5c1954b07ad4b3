import Foundation
import MeadowCore

/// A view controller, as UIKit's `UIViewController`: its view, title and children. Meadow shows a view controller
/// as SwiftUI content (`UIHostingController` its root view); presenting another modally is not supported and logs
/// once.
@preconcurrency @MainActor
open class UIViewController: NSObject {
    /// The next responder; nil, as Meadow routes no UIKit events.
    open var next: UIResponder? { nil }
    /// Whether the controller can become the first responder; false.
    open var canBecomeFirstResponder: Bool { false }
    /// Asks to become the first responder; false.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }
    /// Asks to stop being the first responder; true.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    private var loadedView: UIView?

    /// The view controller's view, loaded (`loadView`, then `viewDidLoad`) when first read.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view was loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The title, shown by a navigation controller's bar.
    open var title: String?
    /// The view controller's colour scheme, as UIKit's `overrideUserInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// How the controller is presented modally; kept.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The popover anchor `popoverPresentationController` made, once asked for with the popover style.
    var popoverController: UIPopoverPresentationController?
    /// The child view controllers.
    public private(set) var children: [UIViewController] = []
    /// The parent view controller.
    public private(set) weak var parent: UIViewController?
    /// The controller this one presented; none, as Meadow does not present UIKit controllers.
    open var presentedViewController: UIViewController? { nil }
    /// The navigation controller this one is in.
    open var navigationController: UINavigationController? {
        (parent as? UINavigationController) ?? parent?.navigationController
    }

    /// A view controller with no nib, as UIKit's designated initialiser.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Controllers are not decoded from archives in Meadow; this exists so subclasses that must override it compile.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Makes the view; the default makes a plain view the size of the screen.
    open func loadView() {}
    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view shows.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view shows.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view goes.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called once the view went.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Adds `childController` as a child.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called before the controller moves to `parent`.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to `parent`.
    open func didMove(toParent parent: UIViewController?) {}

    private static let presentationWarnings = WarningLog()

    /// Presents `viewControllerToPresent` modally, as UIKit's; Meadow does not present UIKit controllers (use
    /// SwiftUI's `sheet`), so this logs once and calls `completion`, unless the controller does what it stands
    /// for without being shown (`UIActivityViewController` copies its items).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if !viewControllerToPresent.actWithoutPresenting() {
            Self.presentationWarnings.once(
                "present(_:animated:completion:) of \(type(of: viewControllerToPresent)) is not supported: use SwiftUI's sheet")
        }
        completion?()
    }

    /// What a controller Meadow cannot show does when it is presented, and whether it did anything: nothing, by
    /// default.
    func actWithoutPresenting() -> Bool { false }

    /// Dismisses the controller presented by this one; nothing was presented, so this only calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    /// What shows the view controller in SwiftUI: its view's content, with its colour scheme.
    @_spi(MeadowHost)
    open var swiftUIView: AnyView {
        let content = swiftUIContent
        switch overrideUserInterfaceStyle {
        case .dark: return AnyView(content.environment(\.colorScheme, .dark))
        case .light: return AnyView(content.environment(\.colorScheme, .light))
        default: return content
        }
    }

    /// The controller's own content: its view's, or a placeholder naming a controller whose view Meadow cannot
    /// show.
    var swiftUIContent: AnyView { view.swiftUIView }
}

/// How a view controller is presented modally, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}
