import Foundation

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`: `.large` is the full card (10 points below the
/// safe area's top), `.medium` half of it, `.fraction` a part of it and `.height` an exact height.
public struct PresentationDetent: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    private let kind: Kind

    /// Half the height of the large detent.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height of a sheet.
    public static let large = PresentationDetent(kind: .large)

    /// `fraction` of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// The card's height at this detent when the large one is `large` tall (never more than that).
    func height(large: CGFloat) -> CGFloat {
        switch kind {
        case .medium: large / 2
        case .large: large
        case .fraction(let fraction): min(large, large * fraction)
        case .height(let height): min(large, height)
        }
    }
}
