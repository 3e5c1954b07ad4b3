import Foundation

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}
private struct URLOpenerKey: EnvironmentKey { static let defaultValue = URLOpener.desktop }

extension EnvironmentValues {
    /// The action that opens a URL in this view, as SwiftUI's `openURL`: by default the system's; a view sets its
    /// own with `environment(\.openURL, OpenURLAction { url in ... })`.
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLKey.self]
            action.system = urlOpener
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }

    /// What opens the URLs an `OpenURLAction` hands to the system: the desktop's handler, replaced in tests.
    var urlOpener: URLOpener {
        get { self[URLOpenerKey.self] }
        set { self[URLOpenerKey.self] = newValue }
    }
}
