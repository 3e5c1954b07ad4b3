import Foundation
import System

extension URL {
    /// A file URL for `path`, as Foundation's iOS 16 initialiser that takes System's `FilePath`; nil for an empty
    /// path.
    ///
    /// swift-foundation has only the `String` spelling, `URL(filePath:directoryHint:relativeTo:)`, which is not
    /// optional. Apple's has both, and an app may write `URL(filePath: "...")!`: the `String` overload cannot be
    /// force-unwrapped, so on iOS the literal becomes a `FilePath` and this optional one is chosen. Without it the
    /// same line does not compile on Linux. Where a plain `URL` is wanted, the `String` overload still wins, as on
    /// iOS (a string literal prefers `String`).
    public init?(filePath path: FilePath, directoryHint: URL.DirectoryHint = .inferFromPath) {
        guard !path.isEmpty else { return nil }
        self.init(filePath: path.string, directoryHint: directoryHint)
    }
}
