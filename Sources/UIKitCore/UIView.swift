import Foundation
@_spi(MeadowHost) import MeadowCore

/// A rectangular view, as UIKit's `UIView`: its frame, colours, subviews and the properties apps set on the views
/// they host through `UIViewRepresentable`.
///
/// Meadow draws SwiftUI views, not UIKit's: a plain `UIView` shows its background colour and its subviews at their
/// frames; the UIKit views with a SwiftUI counterpart show it (`UILabel`, `UIActivityIndicatorView`,
/// `UIVisualEffectView`); any other, an app's own subclass included, shows a light grey placeholder naming its
/// type and logs once, never a crash.
@preconcurrency @MainActor
open class UIView: NSObject {
    /// The next responder; nil, as Meadow routes no UIKit events.
    open var next: UIResponder? { nil }
    /// Whether the view can become the first responder; false, as UIKit's default.
    open var canBecomeFirstResponder: Bool { false }
    /// Asks to become the first responder; SwiftUI's focus decides in Meadow, so false.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }
    /// Asks to stop being the first responder; true.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
    /// Ends editing in the view; nothing edits in a UIKit view in Meadow, so false.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { false }

    /// The view's frame in its superview's coordinates.
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }
    /// The view's bounds: its size, at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The colour behind the view's content; none by default, as UIKit's.
    open var backgroundColor: UIColor?
    /// The tint of the view and its subviews.
    open var tintColor: UIColor!
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// Whether the view takes touches; kept.
    open var isUserInteractionEnabled = true
    /// Whether the view is opaque; kept.
    open var isOpaque = true
    /// A number apps find views by.
    open var tag = 0
    /// How content fills the bounds; kept.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether autoresizing becomes constraints; kept (Meadow has no Auto Layout).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The view's own colour scheme, as UIKit's `overrideUserInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// An identifier for UI tests, shown as the SwiftUI view's accessibility identifier.
    open var accessibilityIdentifier: String?

    /// How far the screen's bars reach into the view, as UIKit's `safeAreaInsets`: none for a view; a window's
    /// are the device's (apps read `UIApplication.shared.windows.first?.safeAreaInsets.top`).
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The gesture recognisers attached to the view; nil until one is added, as UIKit's.
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// Attaches `gestureRecognizer`: it sees the touches anywhere in the view's frame (see `UIGestureRecognizer`).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizers?.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizers?.remove(at: index)
        gestureRecognizer.view = nil
    }

    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Views are not decoded from archives in Meadow; this exists so subclasses that must override it compile.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Inserts `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Brings `view` to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
    }

    /// The size that fits `size`: the frame's, as UIKit's default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    /// Resizes the view to the size that fits its current size.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    /// The view's natural size; none (`noIntrinsicMetric` both ways) by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// No natural size along an axis, as UIKit's `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Lays out the subviews; nothing by default.
    open func layoutSubviews() {}
    /// Marks the layout stale; Meadow lays out SwiftUI's views, so this does nothing.
    open func setNeedsLayout() {}
    /// Lays out now if stale; runs `layoutSubviews`.
    open func layoutIfNeeded() { layoutSubviews() }
    /// Marks the drawing stale; nothing to do in Meadow.
    open func setNeedsDisplay() {}
    /// Draws the view's content; Meadow does not call it (it has no Core Graphics context to give).
    open func draw(_ rect: CGRect) {}

    /// Runs `animations` at once and then `completion` with true: Meadow does not animate UIKit views.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once and then `completion` with true, as `animate(withDuration:animations:completion:)`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Options of UIKit's view animations; kept.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    }

    /// How a view's content fills its bounds, as UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    // MARK: Showing the view in SwiftUI

    /// What shows this view in SwiftUI, at the size SwiftUI gives it.
    ///
    /// A plain `UIView` is its background colour with its subviews at their frames; a subclass Meadow does not know
    /// is a placeholder naming it. Subclasses Meadow draws override `swiftUIContent`.
    @_spi(MeadowHost)
    open var swiftUIView: AnyView {
        guard !isHidden else { return AnyView(EmptyView()) }
        var content = recognizingGestures(swiftUIContent)
        if let identifier = accessibilityIdentifier { content = AnyView(content.accessibilityIdentifier(identifier)) }
        if let tint = tintColor { content = AnyView(content.tint(tint.color)) }
        switch overrideUserInterfaceStyle {
        case .dark: content = AnyView(content.environment(\.colorScheme, .dark))
        case .light: content = AnyView(content.environment(\.colorScheme, .light))
        default: break
        }
        return alpha < 1 ? AnyView(content.opacity(Double(alpha))) : content
    }

    /// `content` with the view's gesture recognisers seeing the touches anywhere in the space it is given (a
    /// hosting controller's view fills its window whatever the size of its SwiftUI content), while the view takes
    /// touches (`isUserInteractionEnabled`).
    func recognizingGestures(_ content: AnyView) -> AnyView {
        guard isUserInteractionEnabled, let recognizers = gestureRecognizers, !recognizers.isEmpty else { return content }
        return AnyView(
            content.frame(maxWidth: .infinity, maxHeight: .infinity).contentShape(Rectangle())
                .hostedGestureRecognizers(recognizers.map(\.hosted)))
    }

    /// The view's own content, without its hidden state, tint or opacity.
    @_spi(MeadowHost)
    open var swiftUIContent: AnyView {
        guard type(of: self) == UIView.self || type(of: self) == UIWindow.self else {
            return AnyView(UIKitPlaceholder(typeName: String(describing: type(of: self))))
        }
        return AnyView(subviewStack)
    }

    /// The background colour with the subviews at their frames, top-left aligned.
    var subviewStack: some View {
        ZStack(alignment: .topLeading) {
            (backgroundColor.map { $0.color } ?? Color.clear)
            subviewLayers
        }
    }

    /// The subviews at their frames, back to front, in a top-left aligned stack.
    var subviewLayers: some View {
        ForEach(Array(subviews.enumerated()), id: \.offset) { _, subview in
            subview.swiftUIView
                .frame(width: subview.frame.width, height: subview.frame.height)
                .offset(x: subview.frame.minX, y: subview.frame.minY)
        }
    }
}

/// A user interface style, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
