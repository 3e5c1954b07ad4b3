import Foundation
import MeadowCore

/// The life of a UIKit-lifecycle app, in the order UIKit runs it: what `UIApplicationMain` drives on Meadow's
/// host. Split from the host so that tests can run it without a window.
///
/// - `launch()`: makes the delegate, calls `application(_:willFinishLaunchingWithOptions:)` and
///   `application(_:didFinishLaunchingWithOptions:)`; then, when the app has scenes (the Info.plist's
///   `UIApplicationSceneManifest`, or a configuration whose `delegateClass` is set), asks the delegate for the
///   configuration (`application(_:configurationForConnecting:options:)`), makes the scene and its delegate, and
///   calls `scene(_:willConnectTo:options:)` and `sceneWillEnterForeground(_:)`. It returns the window to show:
///   the key window, else the scene delegate's or app delegate's `window`.
/// - `didShow()`: once the window's first frame is drawn: `sceneDidBecomeActive(_:)` (or
///   `applicationDidBecomeActive(_:)` without scenes).
/// - `willClose()`: as the window closes: `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`,
///   `sceneDidDisconnect(_:)`, then `applicationWillTerminate(_:)` (without scenes, the app delegate's resign,
///   background and terminate), as iOS runs them when the user closes the app.
@_spi(MeadowHost)
@preconcurrency @MainActor
public final class UIApplicationLifecycle {
    /// The app delegate.
    public let delegate: any UIApplicationDelegate
    /// The module the delegate class is in: where `$(PRODUCT_MODULE_NAME)` and unqualified class names point.
    public let module: String
    /// The Info.plist's scene manifest, when the app has one.
    let sceneManifest: [String: Any]?
    /// Whether an Info.plist was found at all.
    let hasInfoPlist: Bool
    private(set) var scene: UIWindowScene?

    /// Makes the delegate, an instance of `delegateClass` (a `UIResponder` conforming to
    /// `UIApplicationDelegate`), with `infoPlist` the app's Info.plist when it was found.
    public init(delegateClass: AnyClass, infoPlist: [String: Any]?) {
        guard let type = delegateClass as? UIResponder.Type, let delegate = type.init() as? any UIApplicationDelegate else {
            preconditionFailure("\(delegateClass) is not a UIResponder conforming to UIApplicationDelegate")
        }
        self.delegate = delegate
        module = String(String(reflecting: delegateClass).prefix { $0 != "." })
        sceneManifest = infoPlist?["UIApplicationSceneManifest"] as? [String: Any]
        hasInfoPlist = infoPlist != nil
    }

    /// Launches the app and connects its scene; returns the window to show, or nil when the app made none.
    public func launch() -> UIWindow? {
        let application = UIApplication.shared
        application.delegate = delegate
        application.applicationState = .inactive
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        post(UIApplication.didFinishLaunchingNotification)

        let role = UISceneSession.Role.windowApplication
        let session = UISceneSession(role: role, configuration: manifestConfiguration(role: role))
        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(application, configurationForConnecting: session, options: options)
        session.configuration = configuration
        // As in UIKit, `UISceneConfiguration(name:sessionRole:)` takes its classes from the Info.plist's entry of
        // that name.
        if configuration.delegateClass == nil, let entry = manifestEntry(role: configuration.role, named: configuration.name) {
            configuration.delegateClass = entry.delegateClass
            if configuration.sceneClass == nil { configuration.sceneClass = entry.sceneClass }
        }
        var delegateClass: AnyClass? = configuration.delegateClass
        // With no Info.plist to be found (a package that does not bundle it), a scene delegate named the way
        // Xcode's template names it is still used.
        if delegateClass == nil, sceneManifest == nil, !hasInfoPlist, delegate.window == nil {
            delegateClass = Self.lookUpClass("\(module).SceneDelegate").flatMap { $0 as? (any UISceneDelegate.Type) != nil ? $0 : nil }
        }
        if sceneManifest != nil || delegateClass != nil {
            let sceneType = (configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
            let scene = sceneType.init(session: session, connectionOptions: options)
            session.scene = scene
            self.scene = scene
            if let delegateClass {
                guard let type = delegateClass as? UIResponder.Type, let sceneDelegate = type.init() as? any UISceneDelegate else {
                    Self.warnings.once("\(delegateClass) is not a UISceneDelegate: the scene has no delegate")
                    return finishConnecting(scene, options: options)
                }
                scene.delegate = sceneDelegate
            }
            return finishConnecting(scene, options: options)
        }
        application.applicationState = .inactive
        return application.keyWindow ?? delegate.window
    }

    private func finishConnecting(_ scene: UIWindowScene, options: UIScene.ConnectionOptions) -> UIWindow? {
        UIApplication.shared.connectedScenes.insert(scene)
        scene.activationState = .foregroundInactive
        scene.delegate?.scene(scene, willConnectTo: scene.session, options: options)
        scene.delegate?.sceneWillEnterForeground(scene)
        post(UIApplication.willEnterForegroundNotification)
        let sceneWindow = (scene.delegate as? any UIWindowSceneDelegate)?.window
        return scene.keyWindow ?? sceneWindow ?? scene.windows.first ?? delegate.window
    }

    /// The window's first frame is drawn: the scene (or app) becomes active.
    public func didShow() {
        UIApplication.shared.applicationState = .active
        if let scene {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
        } else {
            delegate.applicationDidBecomeActive(UIApplication.shared)
        }
        post(UIApplication.didBecomeActiveNotification)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: UIApplication.shared)
    }

    /// The window is closing: the scene resigns, goes to the background and disconnects, then the app terminates.
    public func willClose() {
        let application = UIApplication.shared
        if let scene {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
            post(UIApplication.willResignActiveNotification)
            scene.activationState = .background
            application.applicationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            post(UIApplication.didEnterBackgroundNotification)
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            application.connectedScenes.remove(scene)
        } else {
            delegate.applicationWillResignActive(application)
            post(UIApplication.willResignActiveNotification)
            application.applicationState = .background
            delegate.applicationDidEnterBackground(application)
            post(UIApplication.didEnterBackgroundNotification)
        }
        delegate.applicationWillTerminate(application)
        post(UIApplication.willTerminateNotification)
    }

    /// The configuration of the Info.plist's manifest entry for `role` named `name` (the first one when `name`
    /// is nil), if there is one.
    private func manifestEntry(role: UISceneSession.Role, named name: String?) -> UISceneConfiguration? {
        let configurations = sceneManifest?["UISceneConfigurations"] as? [String: Any]
        let entries = (configurations?[role.rawValue] as? [[String: Any]]) ?? []
        guard entries.contains(where: { name == nil || ($0["UISceneConfigurationName"] as? String) == name }) else { return nil }
        return manifestConfiguration(role: role, named: name)
    }

    /// The configuration the Info.plist's manifest gives `role`: the name and classes of its entry named `name`,
    /// or of its first entry.
    private func manifestConfiguration(role: UISceneSession.Role, named name: String? = nil) -> UISceneConfiguration {
        let configurations = sceneManifest?["UISceneConfigurations"] as? [String: Any]
        let entries = (configurations?[role.rawValue] as? [[String: Any]]) ?? []
        let entry = entries.first { name == nil || ($0["UISceneConfigurationName"] as? String) == name }
        let configuration = UISceneConfiguration(name: entry?["UISceneConfigurationName"] as? String, sessionRole: role)
        if let name = entry?["UISceneDelegateClassName"] as? String {
            configuration.delegateClass = resolveClass(named: name)
            if configuration.delegateClass == nil {
                Self.warnings.once("the Info.plist's scene delegate class \"\(name)\" is not in the app: the scene has no delegate")
            }
        }
        if let name = entry?["UISceneClassName"] as? String { configuration.sceneClass = resolveClass(named: name) }
        return configuration
    }

    /// The class an Info.plist names: `$(PRODUCT_MODULE_NAME)` (and `${…}`) is the delegate's module, and an
    /// unqualified name is looked up in that module too, as Xcode's build substitutes it.
    func resolveClass(named name: String) -> AnyClass? {
        var resolved = name
        for variable in ["$(PRODUCT_MODULE_NAME)", "${PRODUCT_MODULE_NAME}", "$(TARGET_NAME)", "${TARGET_NAME}", "$(PRODUCT_NAME)"] {
            resolved = resolved.replacingOccurrences(of: variable, with: module)
        }
        let candidates = resolved.contains(".") ? [resolved, "\(module).\(resolved.split(separator: ".").last ?? "")"] : ["\(module).\(resolved)", resolved]
        for candidate in candidates {
            if let found = Self.lookUpClass(candidate) { return found }
        }
        return nil
    }

    /// The class named `name` ("Module.Class"), as `NSClassFromString` finds Swift classes: through the Swift
    /// runtime's type lookup, which on Linux knows every class by its module-qualified name.
    public static func lookUpClass(_ name: String) -> AnyClass? {
        (_typeByName(name) as? AnyClass) ?? NSClassFromString(name)
    }

    static let warnings = WarningLog()

    /// The app's Info.plist: `MEADOW_INFO_PLIST` when set, else an `Info.plist` in the resource bundle of
    /// `module` beside the executable (at any depth), else one beside the executable, else `Bundle.main`'s.
    public static func infoPlist(module: String) -> [String: Any]? {
        let manager = FileManager.default
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["MEADOW_INFO_PLIST"] { candidates.append(URL(fileURLWithPath: path)) }
        let folder = Bundle.main.bundleURL
        let bundles = ((try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []).filter {
            $0.lastPathComponent.hasSuffix("_\(module).resources") || $0.lastPathComponent.hasSuffix("_\(module).bundle")
        }
        for bundle in bundles {
            guard let enumerator = manager.enumerator(at: bundle, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator where url.lastPathComponent == "Info.plist" && !url.path.contains(".xcassets/") {
                candidates.append(url)
            }
        }
        candidates.append(folder.appendingPathComponent("Info.plist"))
        for url in candidates {
            guard let data = try? Data(contentsOf: url),
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else { continue }
            return plist
        }
        if let info = Bundle.main.infoDictionary, info["UIApplicationSceneManifest"] != nil { return info }
        return nil
    }
}
