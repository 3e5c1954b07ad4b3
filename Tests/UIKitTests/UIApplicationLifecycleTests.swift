import Foundation
import MeadowCore
import MeadowTestSupport
import Testing
import UIKit
@_spi(MeadowHost) @testable import UIKitCore

/// The callbacks the test delegates received, in order.
@MainActor
private enum CallLog {
    static var entries: [String] = []
}

/// An iOS 12-shape app delegate: no scenes, its own window.
private final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        CallLog.entries.append("didFinishLaunching")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: Text("iOS 12 shape"))
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { CallLog.entries.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { CallLog.entries.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { CallLog.entries.append("didEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { CallLog.entries.append("willTerminate") }
}

/// A scene delegate set in code through the configuration's `delegateClass`.
private final class CodeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        CallLog.entries.append("willConnect")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: Text("From code"))
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) { CallLog.entries.append("sceneDidBecomeActive") }
    func sceneDidDisconnect(_ scene: UIScene) { CallLog.entries.append("sceneDidDisconnect") }
}

private final class CodeConfiguredAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = CodeSceneDelegate.self
        return configuration
    }
}

@MainActor
@Suite("The UIKit app lifecycle, without a window", .serialized)
struct UIApplicationLifecycleTests {
    @Test("An iOS 12-shape app delegate that makes its own window gets the app delegate's callbacks and shows it")
    func appDelegateWindow() throws {
        CallLog.entries = []
        let lifecycle = UIApplicationLifecycle(delegateClass: WindowAppDelegate.self, infoPlist: nil)
        let window = try #require(lifecycle.launch())
        #expect(UIApplication.shared.delegate === lifecycle.delegate)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        let driver = InteractionDriver(window.rootSwiftUIView)
        #expect(driver.find(text: "iOS 12 shape") != nil)
        lifecycle.didShow()
        #expect(UIApplication.shared.applicationState == .active)
        lifecycle.willClose()
        #expect(CallLog.entries == ["didFinishLaunching", "didBecomeActive", "willResignActive", "didEnterBackground", "willTerminate"])
    }

    @Test("A configuration whose delegateClass is set in code connects a scene with that delegate")
    func delegateClassInCode() throws {
        CallLog.entries = []
        let lifecycle = UIApplicationLifecycle(delegateClass: CodeConfiguredAppDelegate.self, infoPlist: nil)
        let window = try #require(lifecycle.launch())
        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(window.windowScene != nil && window.isKeyWindow)
        #expect(InteractionDriver(window.rootSwiftUIView).find(text: "From code") != nil)
        lifecycle.didShow()
        lifecycle.willClose()
        #expect(CallLog.entries == ["willConnect", "sceneDidBecomeActive", "sceneDidDisconnect"])
        #expect(UIApplication.shared.connectedScenes.isEmpty)
    }

    @Test("Setting a hosting controller's rootView shows the new view, as in SwiftUI")
    func settingRootView() throws {
        let controller = UIHostingController(rootView: Text("First"))
        let driver = InteractionDriver(controller.swiftUIView)
        #expect(driver.find(text: "First") != nil)
        controller.rootView = Text("Second")
        driver.layOut()
        #expect(driver.find(text: "Second") != nil)
        #expect(driver.find(text: "First") == nil)
    }

    @Test("The Info.plist's $(PRODUCT_MODULE_NAME).SceneDelegate names the class in the delegate's module")
    func productModuleName() {
        let lifecycle = UIApplicationLifecycle(delegateClass: CodeConfiguredAppDelegate.self, infoPlist: nil)
        #expect(lifecycle.module == "UIKitTests")
        #expect(UIApplicationLifecycle.lookUpClass("UIKitTests.UIApplicationLifecycleTests") == nil, "a struct is not a class")
        #expect(lifecycle.resolveClass(named: "NoSuchDelegate") == nil)
    }
}
