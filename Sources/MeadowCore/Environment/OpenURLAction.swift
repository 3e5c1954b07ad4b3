import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction`, read from the environment as `openURL`: by default with the
/// desktop's handler for it (`xdg-open`), as iOS opens it in Safari or the app that handles it; a view can set its
/// own, which may hand the URL on to the system.
public struct OpenURLAction {
    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Outcome: Hashable, Sendable {
            case handled, discarded
            /// Opened by the system: the URL given, or the one the action was called with.
            case systemAction(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler would not open the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The system opens the URL.
        public static let systemAction = Result(outcome: .systemAction(nil))

        /// The system opens `url` instead.
        public static func systemAction(_ url: URL) -> Result {
            Result(outcome: .systemAction(url))
        }
    }

    private let handler: (URL) -> Result
    /// What opens a URL the handler hands to the system: the environment's `urlOpener`.
    var system = URLOpener.desktop

    /// An action that calls `handler` with each URL, as SwiftUI's `init(handler:)`.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`, then calls `completion` with whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).outcome {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .systemAction(let other): completion(system.open(other ?? url))
        }
    }
}

/// What opens a URL an `OpenURLAction` hands to the system: the desktop's handler, or in tests a recorder.
struct URLOpener {
    let open: (URL) -> Bool

    /// Starts `xdg-open` with the URL, as UIKit's `open(_:)` does; true when it could be started.
    static let desktop = URLOpener { url in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.absoluteString]
        return (try? process.run()) != nil
    }
}
