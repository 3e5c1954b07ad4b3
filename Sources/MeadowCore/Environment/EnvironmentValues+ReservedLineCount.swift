import Foundation

private struct LineLimitReservesSpaceKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether text here takes the height of `lineLimit` lines however few it shows, as
    /// `lineLimit(_:reservesSpace:)` asks.
    var lineLimitReservesSpace: Bool {
        get { self[LineLimitReservesSpaceKey.self] }
        set { self[LineLimitReservesSpaceKey.self] = newValue }
    }
}

extension View {
    /// Limits text in this view to `limit` lines and, when `reservesSpace`, makes it as tall as that many lines
    /// even when it has fewer, as SwiftUI's `lineLimit(_:reservesSpace:)`: n lines of the font's height and the
    /// line spacing between them, the text drawn from the top of that space.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(
            EnvironmentModifier {
                $0.lineLimit = limit
                $0.lineLimitReservesSpace = reservesSpace
            })
    }
}
