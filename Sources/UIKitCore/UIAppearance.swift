import Foundation

/// A type whose instances take defaults from its appearance proxy, as UIKit's `UIAppearance`: apps set
/// `UINavigationBar.appearance().barTintColor` and the like in their app delegate or a view's `init`.
///
/// Meadow keeps what is set (each type's proxy is one shared instance) so that code runs unchanged; Meadow's bars
/// are SwiftUI's and are styled by SwiftUI's modifiers (`toolbarBackground`, `tint`), so the values do not
/// change how they draw.
///
/// UIKit's `appearance()` returns `Self`; here it returns the class it is declared on, which is what code setting
/// `UINavigationBar.appearance().tintColor` needs (a subclass's own proxy is not kept apart).
@MainActor
public protocol UIAppearance: AnyObject {}

/// The shared appearance proxies, one per type.
/// A type whose instances hold views taking appearance defaults, as UIKit's `UIAppearanceContainer`.
@MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

@MainActor
enum AppearanceProxies {
    static var proxies: [ObjectIdentifier: AnyObject] = [:]

    static func proxy<T: AnyObject>(_ type: T.Type, make: () -> T) -> T {
        if let proxy = proxies[ObjectIdentifier(type)] as? T { return proxy }
        let proxy = make()
        proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }
}

/// An attributed-string attribute key, as Foundation's `NSAttributedString.Key` on Apple's platforms, for the
/// `titleTextAttributes` apps set on bars.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
}

/// A navigation bar, as UIKit's `UINavigationBar`: its appearance's colours and title attributes are kept.
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIAppearance {
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var barStyle: UIBarStyle = .default
    open var standardAppearance = UINavigationBarAppearance()
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}

    /// The proxy whose properties are the defaults of every UINavigationBar.
    public static func appearance() -> UINavigationBar { AppearanceProxies.proxy(UINavigationBar.self) { UINavigationBar(frame: .zero) } }

    /// The proxy for instances inside the given containers: the same proxy.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UINavigationBar { appearance() }
}

/// A tab bar, as UIKit's `UITabBar`: its appearance's colours are kept.
@preconcurrency @MainActor
open class UITabBar: UIView, UIAppearance {
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var barStyle: UIBarStyle = .default
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// The proxy whose properties are the defaults of every UITabBar.
    public static func appearance() -> UITabBar { AppearanceProxies.proxy(UITabBar.self) { UITabBar(frame: .zero) } }

    /// The proxy for instances inside the given containers: the same proxy.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITabBar { appearance() }
}

/// A table view, as UIKit's `UITableView`: what SwiftUI's `List` was built on in iOS 13–15, whose appearance
/// apps set to style lists; kept.
@preconcurrency @MainActor
open class UITableView: UIView, UIAppearance {
    /// How rows are separated, as UIKit's `UITableViewCell.SeparatorStyle`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets.zero
    open var tableFooterView: UIView?
    open var tableHeaderView: UIView?
    open var showsVerticalScrollIndicator = true
    open var keyboardDismissMode = 0

    /// The proxy whose properties are the defaults of every UITableView.
    public static func appearance() -> UITableView { AppearanceProxies.proxy(UITableView.self) { UITableView(frame: .zero) } }

    /// The proxy for instances inside the given containers: the same proxy.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITableView { appearance() }
}

/// A table view's cell, as UIKit's `UITableViewCell`: its appearance's selection style and colours are kept.
@preconcurrency @MainActor
open class UITableViewCell: UIView, UIAppearance {
    /// How rows are separated, as UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    /// How a selected row looks, as UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    open var selectionStyle: SelectionStyle = .default
    open var selectedBackgroundView: UIView?

    /// The proxy whose properties are the defaults of every UITableViewCell.
    public static func appearance() -> UITableViewCell { AppearanceProxies.proxy(UITableViewCell.self) { UITableViewCell(frame: .zero) } }

    /// The proxy for instances inside the given containers: the same proxy.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITableViewCell { appearance() }
}

/// The colours of a bar, as UIKit's `UIBarAppearance` (iOS 13).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    open var backgroundImage: UIImage?

    public required override init() { super.init() }

    /// Bar colours with the system's translucent background.
    open func configureWithDefaultBackground() {}
    /// Bar colours with an opaque background.
    open func configureWithOpaqueBackground() {}
    /// Bar colours with a transparent background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = .clear
    }
}

/// A navigation bar's appearance, as UIKit's `UINavigationBarAppearance`.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// A tab bar's appearance, as UIKit's `UITabBarAppearance`.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {}

/// A bar's style, as UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable { case `default`, black }

/// A bar's metrics, as UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt = 101, compactPrompt }

/// Insets of a rectangle's edges, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
