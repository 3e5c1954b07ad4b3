import Foundation

/// A value that can be shared or copied, as Core Transferable's `Transferable` (which SwiftUI re-exports).
///
/// Meadow shares by copying text to the clipboard (see `ShareLink`), so the protocol asks for nothing: a string
/// is copied as it is, a URL as its absolute string, any other value as its description. Apple's transfer
/// representations are not modelled.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}

extension Transferable {
    /// The text a share copies for this value.
    var sharedText: String {
        switch self {
        case let string as String: string
        case let url as URL: url.absoluteString
        case let attributed as AttributedString: String(attributed.characters)
        default: String(describing: self)
        }
    }
}
