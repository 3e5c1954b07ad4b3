import Foundation
@_spi(MeadowHost) import MeadowCore

/// A view whose subviews scroll, as UIKit's `UIScrollView`: its subviews are laid out in a content of
/// `contentSize`, which a drag, a flick or the wheel moves (`contentOffset`), page by page when
/// `isPagingEnabled`; the delegate hears each move and each phase of a drag.
///
/// Meadow shows it as SwiftUI's `ScrollView` of that content, so it scrolls with the engine's physics (UIKit's
/// deceleration, rubber band and paging); it scrolls along an axis when the content is longer than the view that
/// way, or when `alwaysBounceHorizontal`/`alwaysBounceVertical` say so.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    private let link = HostedScrollLink()

    /// The object told of scrolling.
    open weak var delegate: (any UIScrollViewDelegate)? {
        didSet { connectDelegate() }
    }
    /// The size of the content the subviews are laid out in.
    open var contentSize = CGSize.zero
    /// Room around the content; kept.
    open var contentInset = UIEdgeInsets.zero
    /// Whether a released scroll settles on a page, a multiple of the view's size.
    open var isPagingEnabled = false
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether the horizontal indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true
    /// Whether the content bounces past its ends; Meadow's scroll views always do, as UIKit's default.
    open var bounces = true
    /// Whether a drag moves horizontally even when the content is no wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether a drag moves vertically even when the content is no taller than the view.
    open var alwaysBounceVertical = false
    /// Whether a drag keeps to one axis; kept.
    open var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls to the top; kept.
    open var scrollsToTop = true

    /// A scroll view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How far the content is scrolled: the point of the content at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { link.contentOffset }
        set { link.setContentOffset(newValue, animated: false) }
    }

    /// Scrolls the content to `contentOffset`, along UIKit's scroll animation when `animated`; the delegate hears
    /// `scrollViewDidEndScrollingAnimation` when an animated scroll comes to rest.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        link.setContentOffset(contentOffset, animated: animated)
    }

    /// Whether a finger is dragging the content.
    open var isDragging: Bool { link.isDragging }
    /// Whether the content moves on after a drag.
    open var isDecelerating: Bool { link.isDecelerating }
    /// Whether a finger is on the content; true while it drags.
    open var isTracking: Bool { link.isDragging }

    /// The axes the content scrolls along: those it is longer than the view along, and those told to bounce.
    var scrollAxes: Axis.Set {
        var axes: Axis.Set = []
        if alwaysBounceHorizontal || contentSize.width > frame.width { axes.insert(.horizontal) }
        if alwaysBounceVertical || contentSize.height > frame.height { axes.insert(.vertical) }
        return axes
    }

    /// SwiftUI's `ScrollView` of the subviews laid out in `contentSize`, behind which the background colour shows.
    @_spi(MeadowHost) open override var swiftUIContent: AnyView {
        let axes = scrollAxes
        let showsIndicators = axes.contains(.horizontal) ? showsHorizontalScrollIndicator : showsVerticalScrollIndicator
        let content = ZStack(alignment: .topLeading) {
            Color.clear
            subviewLayers
        }
        .frame(width: contentSize.width, height: contentSize.height)
        var scroll = AnyView(ScrollView(axes, showsIndicators: showsIndicators) { content }.scrollDisabled(!isScrollEnabled))
        if isPagingEnabled { scroll = AnyView(scroll.scrollTargetBehavior(.paging)) }
        return AnyView(scroll.hostedScrollLink(link).background(backgroundColor?.color ?? Color.clear))
    }

    /// Tells the delegate of the link's moves and drags.
    private func connectDelegate() {
        link.didScroll = { [weak self] _ in
            guard let self else { return }
            self.delegate?.scrollViewDidScroll(self)
        }
        link.willBeginDragging = { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewWillBeginDragging(self)
        }
        link.didEndDragging = { [weak self] decelerate in
            guard let self else { return }
            self.delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
            if decelerate { self.delegate?.scrollViewWillBeginDecelerating(self) }
        }
        link.didEndDecelerating = { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndDecelerating(self)
        }
        link.didEndScrollingAnimation = { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate`; every method does nothing unless the
/// delegate implements it.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A finger started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted; `decelerate` is true when the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content is about to move on from a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after moving on from a drag (a page settled, a flick stopped).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset` came to rest.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
