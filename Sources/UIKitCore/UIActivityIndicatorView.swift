import Foundation
import MeadowCore

/// A spinner, as UIKit's `UIActivityIndicatorView`: SwiftUI's indeterminate `ProgressView`, while it animates (or
/// always, when `hidesWhenStopped` is false).
@preconcurrency @MainActor
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

    /// SwiftUI's indeterminate `ProgressView`, the same spinner, scaled up for the large style (37 points to the
    /// medium style's 20).
    @_spi(MeadowHost) open override var swiftUIContent: AnyView {
        guard isAnimating || !hidesWhenStopped else { return AnyView(Color.clear) }
        let large = style == .large || style == .whiteLarge
        var spinner = AnyView(ProgressView().scaleEffect(large ? 37 / 20 : 1))
        if let color { spinner = AnyView(spinner.tint(color.color).foregroundColor(color.color)) }
        return AnyView(spinner.frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}
