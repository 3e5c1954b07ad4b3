import Foundation
import MeadowCore

/// The running app, as UIKit's `UIApplication`: its delegate, its connected scenes and windows, and what SwiftUI
/// code reaches through `UIApplication.shared` to end text editing.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()

    /// The app's delegate, as UIKit's: the object `UIApplicationMain` made from the delegate class (UIKit keeps
    /// it unowned; Meadow keeps it alive for the app's life, as `UIApplicationMain` does).
    public var delegate: (any UIApplicationDelegate)?

    /// The scenes connected to the app: the one window scene once `UIApplicationMain` connected it.
    public internal(set) var connectedScenes: Set<UIScene> = []

    /// The sessions the app has open, one per connected scene.
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

    /// Whether the app supports more than one scene; Meadow shows one window, so false.
    public var supportsMultipleScenes: Bool { false }

    /// Where the app is in its life, as UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// The app's state: inactive while launching, active once its window shows, background as it closes.
    public internal(set) var applicationState: State = .inactive

    /// The windows of the connected scenes.
    public var windows: [UIWindow] { connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows) + extraWindows }

    /// The key window: the one `makeKeyAndVisible()` was last called on.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// Windows made without a scene (an iOS 12-style app delegate's `window`).
    var extraWindows: [UIWindow] = []

    /// Whether the idle timer is off; kept, as the display never sleeps for Meadow.
    public var isIdleTimerDisabled = false

    /// The number on the app's icon; kept, with no icon to show it.
    public var applicationIconBadgeNumber = 0

    /// The view graph of the app's window, whose focused view is the first responder; the host sets it.
    @_spi(MeadowHost)
    public weak var keyWindowGraph: ViewGraph?

    /// A key of the options an app is launched with, as UIKit's `UIApplication.LaunchOptionsKey`; Meadow's
    /// launches pass none.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// A key of the options `open(_:options:completionHandler:)` takes, as UIKit's.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings, as UIKit's `openSettingsURLString`.
    public static let openSettingsURLString = "app-settings:"

    /// Opens `url` with the desktop's handler (`xdg-open`), as UIKit opens it in another app; the handler is
    /// called with whether it could be started.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.absoluteString]
        let started = (try? process.run()) != nil
        completion?(started)
    }

    /// Whether `url` has a scheme the desktop can open: web and mail links.
    public func canOpenURL(_ url: URL) -> Bool {
        ["http", "https", "mailto", "file"].contains(url.scheme?.lowercased() ?? "")
    }

    /// Sends `action` to `target`, or with a nil target to the first responder, as UIKit does.
    ///
    /// With a target, the selector's method is called on it with `sender` (a selector `meadow run` made of
    /// `#selector`). With none, the one action Meadow's views answer is `resignFirstResponder`: sent to the first
    /// responder it takes focus from the focused view, so a text field stops editing (the idiom SwiftUI code uses
    /// to hide the keyboard). Returns whether something took the action.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target { return action.perform(on: target, sender: sender) }
        guard action == Selector("resignFirstResponder"), let graph = keyWindowGraph else { return false }
        return graph.endEditing()
    }
}
