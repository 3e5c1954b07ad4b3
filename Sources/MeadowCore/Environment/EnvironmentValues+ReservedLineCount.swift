import Foundation

private struct ReservedLineCountKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    /// The lines text here is as tall as however few it shows (the lower end of the line limit), as
    /// `lineLimit(_:reservesSpace:)` and the range forms of `lineLimit(_:)` set it; nil when nothing is reserved.
    var reservedLineCount: Int? {
        get { self[ReservedLineCountKey.self] }
        set { self[ReservedLineCountKey.self] = newValue }
    }
}

extension View {
    /// Limits text in this view to `limit` lines and, when `reservesSpace`, makes it as tall as that many lines
    /// even when it has fewer, as SwiftUI's `lineLimit(_:reservesSpace:)`: n lines of the font's height and the
    /// line spacing between them, the text drawn from the top of that space. A vertical `TextField` is then n lines
    /// tall whatever it holds, and scrolls what goes past them.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(reserving: reservesSpace ? limit : nil, upTo: limit)
    }

    /// Lets text in this view take from `limit`'s lower to its upper bound of lines, as SwiftUI's
    /// `lineLimit(_:)` for a closed range (iOS 16): a `Text` or a vertical `TextField` with fewer lines is as tall
    /// as the lower bound; past the upper bound a `Text` is cut and a vertical `TextField` scrolls.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(reserving: limit.lowerBound, upTo: limit.upperBound)
    }

    /// Lets text in this view take `limit`'s lower bound of lines or more, as SwiftUI's `lineLimit(_:)` for a
    /// partial range from a bound (iOS 16): fewer lines are as tall as the bound.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(reserving: limit.lowerBound, upTo: nil)
    }

    /// Lets text in this view take up to `limit`'s upper bound of lines, as SwiftUI's `lineLimit(_:)` for a
    /// partial range through a bound (iOS 16): the same as `lineLimit(limit.upperBound)`.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(reserving: nil, upTo: limit.upperBound)
    }

    /// The one setting every form of `lineLimit` makes, replacing one made further out.
    func lineLimit(reserving reserved: Int?, upTo limit: Int?) -> some View {
        modifier(
            EnvironmentModifier {
                $0.lineLimit = limit
                $0.reservedLineCount = reserved
            })
    }
}
