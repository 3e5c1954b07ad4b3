/// The sound a notification plays, as UserNotifications' `UNNotificationSound`.
public final class UNNotificationSound: Sendable {
    /// The sound file's name in the app's bundle; nil for the system's sound.
    public let name: String?

    private init(name: String?) {
        self.name = name
    }

    public static let `default` = UNNotificationSound(name: nil)

    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name.rawValue)
    }
}

/// A notification sound's file name, as UserNotifications' `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
