import Foundation
import MeadowCore

/// A scrolling, editable text view, as UIKit's `UITextView`; Meadow does not draw it (use SwiftUI's `TextEditor`),
/// so it shows as a placeholder naming it. Its properties are kept, and so is its appearance, which apps of the
/// iOS 14 era set to clear `TextEditor`'s background (`UITextView.appearance().backgroundColor = .clear`).
@preconcurrency @MainActor
open class UITextView: UIView, UIAppearance {
    /// The text.
    open var text: String! = ""
    /// The font.
    open var font: UIFont?
    /// The text colour.
    open var textColor: UIColor?
    /// Whether the text can be edited.
    open var isEditable = true
    /// Whether the text can be selected.
    open var isSelectable = true
    /// Whether the text scrolls.
    open var isScrollEnabled = true
    /// How lines align.
    open var textAlignment: NSTextAlignment = .natural
    /// The text view's delegate.
    open weak var delegate: (any UITextViewDelegate)?

    /// The proxy whose properties are the defaults of every UITextView.
    public static func appearance() -> UITextView { AppearanceProxies.proxy(UITextView.self) { UITextView(frame: .zero) } }

    /// The proxy for instances inside the given containers: the same proxy.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITextView { appearance() }
}

/// What a text view tells of editing, as UIKit's `UITextViewDelegate`.
@MainActor
public protocol UITextViewDelegate: AnyObject {
    func textViewDidChange(_ textView: UITextView)
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}
