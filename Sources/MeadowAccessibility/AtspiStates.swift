/// A set of AT-SPI2 states (libatspi's `AtspiStateType`, at-spi2-core 2.46), as `GetState` sends it: a 64-bit
/// set whose bit n is state n, on the bus as two 32-bit words, the low one first.
public struct AtspiStates: OptionSet, Hashable, Sendable {
    /// The set as bits, bit n for state n.
    public let rawValue: UInt64

    /// The states whose bits `rawValue` holds.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    private init(bit: Int) {
        rawValue = 1 << UInt64(bit)
    }

    public static let active = Self(bit: 1)
    public static let checked = Self(bit: 4)
    public static let editable = Self(bit: 7)
    public static let enabled = Self(bit: 8)
    /// The element discloses content it can show or hide (GTK 4's expander).
    public static let expandable = Self(bit: 9)
    public static let expanded = Self(bit: 10)
    public static let focusable = Self(bit: 11)
    public static let focused = Self(bit: 12)
    public static let modal = Self(bit: 16)
    public static let pressed = Self(bit: 20)
    public static let selectable = Self(bit: 22)
    public static let selected = Self(bit: 23)
    /// Not greyed out: present unless the element is disabled (without it Orca says "greyed").
    public static let sensitive = Self(bit: 24)
    public static let showing = Self(bit: 25)
    public static let singleLine = Self(bit: 26)
    public static let visible = Self(bit: 30)
    public static let indeterminate = Self(bit: 32)
    public static let checkable = Self(bit: 41)

    /// Each state with the name a `StateChanged` event gives it (libatspi's state nicks).
    static let names: [(state: AtspiStates, name: String)] = [
        (.active, "active"), (.checked, "checked"), (.editable, "editable"), (.enabled, "enabled"), (.expandable, "expandable"),
        (.expanded, "expanded"), (.focusable, "focusable"),
        (.focused, "focused"), (.modal, "modal"), (.pressed, "pressed"), (.selectable, "selectable"), (.selected, "selected"),
        (.sensitive, "sensitive"), (.showing, "showing"), (.singleLine, "single-line"), (.visible, "visible"),
        (.indeterminate, "indeterminate"), (.checkable, "checkable"),
    ]

    /// The set as `GetState`'s `au` sends it: the low 32 bits, then the high.
    public var words: [UInt32] {
        [UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32)]
    }
}
