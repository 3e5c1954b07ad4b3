import Foundation

/// What the app is told of notifications, as UserNotifications' `UNUserNotificationCenterDelegate` (never called
/// here: no notification is shown).
public protocol UNUserNotificationCenterDelegate: AnyObject {}
