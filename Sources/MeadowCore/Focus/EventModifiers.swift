/// The modifier keys held during an event, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits.
    public let rawValue: Int

    /// The modifiers whose bits are `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock is on.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// A Shift key is down.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// A Control key is down.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// An Option (Alt) key is down.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// A Command key is down (the Super or Windows key on Linux keyboards).
    public static let command = EventModifiers(rawValue: 1 << 4)
}
