/// The system clipboard as text fields use it for Copy, Cut and Paste (UIKit's `UIPasteboard.general.string`).
///
/// MeadowCore reads and writes it through this protocol only: the window host gives the graph one backed by the
/// desktop's clipboard, tests and headless runs keep text in memory (`MemoryClipboard`).
@MainActor
public protocol Clipboard: AnyObject {
    /// The text on the clipboard; nil when it holds none. Setting it replaces what it holds.
    var string: String? { get set }
}
