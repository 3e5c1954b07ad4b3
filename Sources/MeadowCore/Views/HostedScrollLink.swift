import Foundation

/// What ties a UIKit scroll view (`UIScrollView`) to the `ScrollView` that shows it, so that one scroll physics
/// moves both: the scroll view tells the link each offset and each phase of a drag, and the link moves the scroll
/// view's content when the UIKit side sets its offset.
///
/// Meadow's own type, for UIKitCore: `hostedScrollLink(_:)` hands it to the scroll views in a view.
@_spi(MeadowHost) @MainActor
public final class HostedScrollLink {
    /// The content offset changed (a drag, a coast, the wheel, a page settling, or `setContentOffset`).
    public var didScroll: ((CGPoint) -> Void)?
    /// A finger started dragging the content.
    public var willBeginDragging: (() -> Void)?
    /// The finger lifted; true when the content goes on moving (coasting, springing to a page or an end).
    public var didEndDragging: ((_ willDecelerate: Bool) -> Void)?
    /// The content came to rest after moving on from a drag.
    public var didEndDecelerating: (() -> Void)?
    /// The content came to rest after an animated `setContentOffset`.
    public var didEndScrollingAnimation: (() -> Void)?

    /// How far the content is scrolled (positive: moved up or left).
    public private(set) var contentOffset = CGPoint.zero
    /// Whether a finger is dragging the content.
    public private(set) var isDragging = false
    /// Whether the content moves on from a drag that ended.
    public private(set) var isDecelerating = false

    /// The scroll view showing the content, once it is built.
    weak var node: ScrollViewNode? {
        didSet {
            guard let node, let pendingOffset else { return }
            self.pendingOffset = nil
            node.setOffset(pendingOffset, animation: nil)
        }
    }
    /// An offset set before the scroll view was built.
    private var pendingOffset: CGPoint?
    private var isScrollingAnimation = false

    public init() {}

    /// Moves the content to `offset`, along UIKit's scroll animation (a spring of about 0.3 s) when `animated`.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset != contentOffset else { return }
        guard let node else {
            pendingOffset = offset
            report(offset)
            return
        }
        isScrollingAnimation = animated
        node.setOffset(offset, animation: animated ? Self.scrollAnimation : nil)
        node.graph?.inputChanged()
    }

    /// UIKit's animated `setContentOffset`: about 0.3 s, without overshoot.
    static let scrollAnimation = Animation.spring(response: 0.3, dampingFraction: 1)

    /// The scroll view's offset is now `offset`.
    func report(_ offset: CGPoint) {
        guard offset != contentOffset else { return }
        contentOffset = offset
        didScroll?(offset)
    }

    /// A drag began.
    func beganDragging() {
        isDragging = true
        isDecelerating = false
        isScrollingAnimation = false
        willBeginDragging?()
    }

    /// A drag ended; the content goes on moving when `decelerates`.
    func endedDragging(decelerates: Bool) {
        isDragging = false
        isDecelerating = decelerates
        didEndDragging?(decelerates)
    }

    /// The offset's animation came to rest.
    func settled() {
        if isDecelerating {
            isDecelerating = false
            didEndDecelerating?()
        } else if isScrollingAnimation {
            isScrollingAnimation = false
            didEndScrollingAnimation?()
        }
    }
}

private struct HostedScrollLinkKey: EnvironmentKey {
    static var defaultValue: HostedScrollLink? { nil }
}

extension EnvironmentValues {
    /// The link the next scroll view in the view takes (its content's scroll views take none).
    var hostedScrollLink: HostedScrollLink? {
        get { self[HostedScrollLinkKey.self] }
        set { self[HostedScrollLinkKey.self] = newValue }
    }
}

extension View {
    /// Ties the outermost scroll view in this view to `link`: how a `UIScrollView` shown in SwiftUI scrolls with
    /// Meadow's `ScrollView` and hears its offset and drags.
    @_spi(MeadowHost)
    public func hostedScrollLink(_ link: HostedScrollLink) -> some View {
        modifier(EnvironmentModifier { $0.hostedScrollLink = link })
    }
}
