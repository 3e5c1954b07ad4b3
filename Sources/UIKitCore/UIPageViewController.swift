import Foundation
import MeadowCore

/// A controller paging through other controllers, as UIKit's `UIPageViewController`: the onboarding pattern of
/// hosting controllers, one per page. Meadow shows the page set by `setViewControllers(_:direction:animated:)` and
/// the pages its data source gives after it, side by side in a horizontally paging scroll view.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// The style of the page turns, as UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// The direction pages go, as UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Which way a page turn goes, as UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// Options of the page controller, as UIKit's `UIPageViewController.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// Gives the pages before and after a page.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Told when the page changes.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The pages shown now.
    public private(set) var viewControllers: [UIViewController]? = []

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        super.init(coder: coder)
    }

    /// Shows `viewControllers`, then calls `completion` with true.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        self.viewControllers = viewControllers
        completion?(true)
    }

    /// The pages from the current one on, as the data source gives them (at most 50).
    var pages: [UIViewController] {
        guard let first = viewControllers?.first else { return [] }
        var pages = [first]
        while pages.count < 50, let next = dataSource?.pageViewController(self, viewControllerAfter: pages[pages.count - 1]),
            !pages.contains(where: { $0 === next })
        {
            pages.append(next)
        }
        return pages
    }

    override var swiftUIContent: AnyView {
        let pages = pages
        guard pages.count > 1 else { return pages.first?.swiftUIView ?? AnyView(Color.clear) }
        let axis: Axis.Set = navigationOrientation == .horizontal ? .horizontal : .vertical
        return AnyView(
            ScrollView(axis, showsIndicators: false) {
                if navigationOrientation == .horizontal {
                    LazyHStack(spacing: 0) { pageViews(pages, axis: axis) }.scrollTargetLayout()
                } else {
                    LazyVStack(spacing: 0) { pageViews(pages, axis: axis) }.scrollTargetLayout()
                }
            }
            .scrollTargetBehavior(.paging))
    }

    private func pageViews(_ pages: [UIViewController], axis: Axis.Set) -> some View {
        ForEach(Array(pages.enumerated()), id: \.offset) { _, page in
            page.swiftUIView.containerRelativeFrame(axis)
        }
    }
}

/// What gives a page controller its pages, as UIKit's `UIPageViewControllerDataSource`.
@MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
}

/// What a page controller tells of its page turns, as UIKit's `UIPageViewControllerDelegate`; Meadow's paging
/// scroll view turns pages without telling it.
@MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
    ) {}
}
