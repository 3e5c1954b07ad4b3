import Foundation
import MeadowCore

/// A label, as UIKit's `UILabel`: shown as SwiftUI's `Text` in its font, colour and alignment.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The font; the body style when unset.
    open var font: UIFont! = UIFont.preferredFont(forTextStyle: .body)
    /// The text colour; the label colour when unset.
    open var textColor: UIColor! = .label
    /// How lines align.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 for any number.
    open var numberOfLines = 1

    @_spi(MeadowHost) open override var swiftUIContent: AnyView {
        let alignment: TextAlignment = textAlignment == .center ? .center : textAlignment == .right ? .trailing : .leading
        let frameAlignment: Alignment = textAlignment == .center ? .center : textAlignment == .right ? .trailing : .leading
        return AnyView(
            Text(text ?? "")
                .font(Font(font))
                .foregroundColor(textColor.color)
                .multilineTextAlignment(alignment)
                .lineLimit(numberOfLines == 0 ? nil : numberOfLines)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: frameAlignment)
                .background(backgroundColor?.color ?? Color.clear))
    }
}

/// How lines of text align, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
