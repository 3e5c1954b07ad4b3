import MeadowCore

/// The clipboard, as UIKit's `UIPasteboard`: `UIPasteboard.general.string` is the desktop clipboard that
/// Meadow's text fields copy to and paste from, once the app's window is open (in memory before).
@preconcurrency @MainActor
public final class UIPasteboard {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard()

    private let memory = MemoryClipboard()

    private var clipboard: any Clipboard { UIApplication.shared.keyWindowGraph?.clipboard ?? memory }

    /// The text on the clipboard.
    public var string: String? {
        get { clipboard.string }
        set { clipboard.string = newValue }
    }

    /// Whether the clipboard holds text.
    public var hasStrings: Bool { string != nil }
}
