// An iOS 13-era scene delegate as Xcode's template writes it, logging each callback.
import UIKit
import SwiftUI

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        print("scene(_:willConnectTo:options:)")
        let contentView = ContentView()
        if let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: contentView)
            self.window = window
            window.makeKeyAndVisible()
        }
    }

    func sceneDidDisconnect(_ scene: UIScene) { print("sceneDidDisconnect(_:)") }
    func sceneDidBecomeActive(_ scene: UIScene) { print("sceneDidBecomeActive(_:) \(UIApplication.shared.connectedScenes.count) scene") }
    func sceneWillResignActive(_ scene: UIScene) { print("sceneWillResignActive(_:)") }
    func sceneWillEnterForeground(_ scene: UIScene) { print("sceneWillEnterForeground(_:)") }
    func sceneDidEnterBackground(_ scene: UIScene) { print("sceneDidEnterBackground(_:)") }
}
