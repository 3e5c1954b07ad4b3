import Foundation
import Testing
import UserNotifications

/// UserNotifications as on an iPhone where the user did not allow the app's notifications, as a habit tracker's
/// reminders use it.
@Suite("UNUserNotificationCenter", .serialized)
struct UNUserNotificationCenterTests {
    @Test("Asking for authorization answers false with no error, and the settings say denied")
    func denied() async throws {
        let center = UNUserNotificationCenter.current()
        let granted: Bool = await withCheckedContinuation { continuation in
            center.requestAuthorization(options: [.alert, .sound]) { granted, error in
                #expect(error == nil)
                continuation.resume(returning: granted)
            }
        }
        #expect(!granted)
        #expect(await center.notificationSettings().authorizationStatus == .denied)
    }

    @Test("Requests added are pending, one per identifier, until removed")
    func pendingRequests() async throws {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        let content = UNMutableNotificationContent()
        content.title = "Read"
        content.sound = .default
        var components = DateComponents()
        components.hour = 8
        components.weekday = 2
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        center.add(UNNotificationRequest(identifier: "read-monday", content: content, trigger: trigger), withCompletionHandler: nil)
        try await center.add(UNNotificationRequest(identifier: "read-monday", content: content, trigger: trigger))
        try await center.add(UNNotificationRequest(identifier: "walk", content: content, trigger: nil))
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["read-monday", "walk"])
        let next = try #require(trigger.nextTriggerDate())
        #expect(Calendar.current.component(.hour, from: next) == 8)
        #expect(Calendar.current.component(.weekday, from: next) == 2)
        center.removePendingNotificationRequests(withIdentifiers: ["read-monday"])
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["walk"])
        #expect(await center.pendingNotificationRequests().first?.content.title == "Read")
    }
}
