import Foundation
import MeadowCore

/// A spinner, as UIKit's `UIActivityIndicatorView`: drawn as iOS draws it, eight spokes fading round, while it
/// animates (or always, when `hidesWhenStopped` is false).
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size, as UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    /// The spinner's style.
    open var style: Style
    /// The spokes' colour; the secondary label colour when unset.
    open var color: UIColor!
    /// Whether the spinner hides when stopped.
    open var hidesWhenStopped = true
    /// Whether it spins.
    public private(set) var isAnimating = false

    /// A spinner of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public convenience init() { self.init(style: .medium) }

    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }

    override var swiftUIContent: AnyView {
        guard isAnimating || !hidesWhenStopped else { return AnyView(Color.clear) }
        let large = style == .large || style == .whiteLarge
        let side: CGFloat = large ? 37 : 20
        let tint = color?.color ?? (style == .white || style == .whiteLarge ? Color.white : Color.secondary)
        return AnyView(
            ZStack {
                ForEach(0..<8, id: \.self) { spoke in
                    Capsule()
                        .fill(tint)
                        .frame(width: side * 0.09, height: side * 0.28)
                        .offset(y: -side * 0.33)
                        .rotationEffect(.degrees(Double(spoke) * 45))
                        .opacity(1 - Double(spoke) * 0.1)
                }
            }
            .frame(width: side, height: side)
            .frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}
