/// What an accessibility element is and how it behaves, as SwiftUI's `AccessibilityTraits`: a set that
/// `accessibilityAddTraits(_:)` and `accessibilityRemoveTraits(_:)` change, and that names an element's role when
/// its view gives none (`isHeader` makes a text a heading, `isButton` a button).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits, one a trait.
    public let rawValue: UInt32

    /// The traits whose bits `rawValue` holds.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The element is a button.
    public static let isButton = Self(rawValue: 1 << 0)
    /// The element is a header that divides content into sections, like the title of a navigation bar.
    public static let isHeader = Self(rawValue: 1 << 1)
    /// The element is selected (a tab, a row).
    public static let isSelected = Self(rawValue: 1 << 2)
    /// The element is a link.
    public static let isLink = Self(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = Self(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = Self(rawValue: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = Self(rawValue: 1 << 6)
    /// The element behaves as a keyboard key.
    public static let isKeyboardKey = Self(rawValue: 1 << 7)
    /// The element is text that cannot change.
    public static let isStaticText = Self(rawValue: 1 << 8)
    /// The element gives a summary of the app's state when it starts (the current weather).
    public static let isSummaryElement = Self(rawValue: 1 << 9)
    /// The element's label or value changes often.
    public static let updatesFrequently = Self(rawValue: 1 << 10)
    /// The element starts a media session when activated.
    public static let startsMediaSession = Self(rawValue: 1 << 11)
    /// The element lets the user touch it directly (a drawing surface).
    public static let allowsDirectInteraction = Self(rawValue: 1 << 12)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = Self(rawValue: 1 << 13)
    /// The element is modal: while it shows, its siblings that are not modal are ignored.
    public static let isModal = Self(rawValue: 1 << 14)
    /// The element toggles between on and off (iOS 17).
    public static let isToggle = Self(rawValue: 1 << 15)
    /// The element is a tab bar.
    public static let isTabBar = Self(rawValue: 1 << 16)
}
