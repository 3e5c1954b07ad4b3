import Combine
import Foundation

/// Announces a change to one key of one `UserDefaults` store to the views whose `@AppStorage` or `@SceneStorage`
/// reads it: a write through any of them, or a `UserDefaults.didChangeNotification` posted for the store,
/// evaluates those views' bodies again, as SwiftUI's `@AppStorage` does.
@MainActor
final class DefaultsKeyObserver: ObservableObject {
    nonisolated let objectWillChange = ObservableObjectPublisher()

    private static var observers: [String: DefaultsKeyObserver] = [:]
    private static var notification: NSObjectProtocol?

    /// The observer of `key` in `store`, one per store and key.
    static func of(_ store: UserDefaults, key: String) -> DefaultsKeyObserver {
        if notification == nil {
            // Foundation on Linux posts no notification when a value is set; an app or Meadow posting one
            // makes every view reading the store look again.
            notification = NotificationCenter.default.addObserver(
                forName: UserDefaults.didChangeNotification, object: nil, queue: nil
            ) { note in
                let changed = note.object as? UserDefaults
                MainActor.assumeIsolated { DefaultsKeyObserver.announceAll(in: changed) }
            }
        }
        let name = "\(ObjectIdentifier(store).hashValue)\u{0}\(key)"
        if let observer = observers[name] { return observer }
        let observer = DefaultsKeyObserver()
        observers[name] = observer
        return observer
    }

    /// Tells the views reading `key` of `store` that it changed.
    static func announce(_ store: UserDefaults, key: String) {
        of(store, key: key).objectWillChange.send()
    }

    private static func announceAll(in store: UserDefaults?) {
        let prefix = store.map { "\(ObjectIdentifier($0).hashValue)\u{0}" } ?? ""
        for (name, observer) in observers where name.hasPrefix(prefix) {
            observer.objectWillChange.send()
        }
    }
}
