/// An AT-SPI2 role, by the number the `org.a11y.atspi.Accessible` interface's `GetRole` returns (libatspi's
/// `AtspiRole`, at-spi2-core 2.46): the roles a SwiftUI element maps to, as GTK 4 maps its widgets'
/// (`gtkatspiutils.c`). Orca speaks the role's name ("push button", "check box").
public struct AtspiRole: Hashable, Sendable, CustomStringConvertible {
    /// The role's number on the bus.
    public let rawValue: UInt32
    /// The role's name, as `GetRoleName` answers and Orca speaks it.
    public let description: String

    private init(_ rawValue: UInt32, _ name: String) {
        self.rawValue = rawValue
        description = name
    }

    public static let alert = Self(2, "alert")
    public static let checkBox = Self(7, "check box")
    public static let dialog = Self(16, "dialog")
    public static let frame = Self(23, "frame")
    public static let image = Self(27, "image")
    public static let label = Self(29, "label")
    public static let list = Self(31, "list")
    public static let listItem = Self(32, "list item")
    public static let pageTab = Self(37, "page tab")
    public static let pageTabList = Self(38, "page tab list")
    public static let panel = Self(39, "panel")
    public static let passwordText = Self(40, "password text")
    public static let progressBar = Self(42, "progress bar")
    public static let pushButton = Self(43, "push button")
    public static let slider = Self(51, "slider")
    public static let spinButton = Self(52, "spin button")
    public static let entry = Self(79, "entry")
    public static let heading = Self(83, "heading")
    public static let link = Self(88, "link")
}
