import Foundation

/// The app's notifications, as UserNotifications' `UNUserNotificationCenter`, in the state of an iPhone where the
/// user did not allow the app's notifications: `requestAuthorization` answers `false` with no error and the settings
/// say `.denied`. That is a real iOS state (Settings > Notifications switched off for the app), which apps must
/// handle; Meadow shows no notifications, so apps take that path. Requests added are kept as pending ones, as iOS
/// keeps them whether or not it may show them, so an app that lists or removes its reminders sees its own.
open class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []

    /// Told of notifications the app is shown or the user answers (none are shown here).
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    private init() {}

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Calls `completionHandler` on a background queue with `false` and no error: the user did not allow them.
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        DispatchQueue.global().async { completionHandler(false, nil) }
    }

    /// `false`: the user did not allow the app's notifications.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    /// Calls `completionHandler` on a background queue with settings whose status is `.denied`.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        DispatchQueue.global().async { completionHandler(UNNotificationSettings(authorizationStatus: .denied)) }
    }

    /// The settings: `.denied`.
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings(authorizationStatus: .denied) }

    /// Keeps `request` among the pending ones, replacing one of the same identifier, and calls
    /// `completionHandler` with no error.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        lock.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
        if let completionHandler { DispatchQueue.global().async { completionHandler(nil) } }
    }

    /// Keeps `request` among the pending ones.
    open func add(_ request: UNNotificationRequest) async throws {
        add(request, withCompletionHandler: nil)
    }

    /// Calls `completionHandler` with the pending requests, in the order they were added.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        let requests = lock.withLock { pending }
        DispatchQueue.global().async { completionHandler(requests) }
    }

    /// The pending requests, in the order they were added.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending } }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    open func removeAllPendingNotificationRequests() {
        lock.withLock { pending.removeAll() }
    }

    /// Nothing was delivered, so there is nothing to remove.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}
}
