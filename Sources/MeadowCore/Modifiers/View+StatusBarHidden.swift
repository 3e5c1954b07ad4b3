import Foundation

extension View {
    /// Hides the status bar while this view shows, as SwiftUI's `statusBarHidden(_:)`. Meadow draws no status
    /// bar over its screens (the top of the safe area stays empty, as iOS keeps it on a phone with a notch when
    /// the bar hides), so the view is unchanged.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        self
    }
}
