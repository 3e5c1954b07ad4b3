import Foundation

/// One instance of the app's interface, as UIKit's `UIScene`; Meadow connects one window scene per app.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate, made from the configuration's delegate class (UIKit keeps it strongly, as here).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life, as UIKit's `UIScene.ActivationState`.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title; kept.
    open var title: String! = ""

    /// Makes a scene for `session`, as UIKit's `init(session:connectionOptions:)`.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// A scene for a new application session; what `UIResponder`'s required initialiser gives a scene.
    public required convenience init() {
        self.init(
            session: UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
            connectionOptions: ConnectionOptions())
    }

    /// Where a scene is in its life, as UIKit's.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What a scene was connected with, as UIKit's `UIScene.ConnectionOptions`: nothing, for Meadow's launches.
    @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs the scene was opened with; none.
        public var urlContexts: Set<UIOpenURLContext> { [] }
        /// The app that asked for the scene; none.
        public var sourceApplication: String? { nil }
        /// The user activities handed to the scene; none.
        public var userActivities: Set<NSUserActivity> { [] }

        override init() {
            super.init()
        }
    }
}

/// A URL a scene is asked to open, as UIKit's `UIOpenURLContext`.
public final class UIOpenURLContext: NSObject, Sendable {
    /// The URL.
    public let url: URL

    init(url: URL) { self.url = url }
}

/// A user activity, as Foundation's `NSUserActivity` on Apple's platforms (Foundation on Linux has none): its type
/// and user info, kept.
open class NSUserActivity: NSObject {
    /// The kind of activity, a reverse-DNS string.
    public let activityType: String
    /// The activity's title.
    open var title: String?
    /// Values the activity carries.
    open var userInfo: [AnyHashable: Any]?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}

/// A scene showing windows, as UIKit's `UIWindowScene`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows in the scene: those made with `UIWindow(windowScene:)` for it.
    public internal(set) var windows: [UIWindow] = []

    /// The screen the scene shows on.
    open var screen: UIScreen { UIScreen.main }

    /// The key window of the scene.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The interface orientation: portrait, as the device presets are.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

/// An orientation of the app's interface, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The scene's delegate, as UIKit's `UISceneDelegate`: every method has UIKit's signature and a default that does
/// nothing, as UIKit's optional methods.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a window scene, as UIKit's `UIWindowSceneDelegate`: it keeps the scene's window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// A scene's session, as UIKit's `UISceneSession`: its role and configuration.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What the session's scene is for.
    public let role: Role
    /// The configuration the scene was made from.
    public internal(set) var configuration: UISceneConfiguration
    /// A string naming the session.
    public let persistentIdentifier: String
    /// The session's scene, while it is connected.
    public internal(set) weak var scene: UIScene?
    /// Values the app keeps with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }

    /// What a session's scene is for, as UIKit's `UISceneSession.Role`.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's main interface, in a window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// An interface on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// How a scene is made, as UIKit's `UISceneConfiguration`: its name and role, and the classes of its scene and
/// delegate.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name, as in the Info.plist ("Default Configuration").
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate; `UIApplicationMain` makes one when the scene connects.
    open var delegateClass: AnyClass?
    /// The class of the scene: `UIWindowScene` unless set.
    open var sceneClass: AnyClass?
    /// The storyboard the scene starts from; Meadow shows none, so it is kept and ignored.
    open var storyboard: AnyObject?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
