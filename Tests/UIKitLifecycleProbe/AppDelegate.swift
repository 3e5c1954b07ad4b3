// An iOS 13-era app delegate as Xcode's template writes it, logging each callback.
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("application(_:didFinishLaunchingWithOptions:)")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        print("application(_:configurationForConnecting:options:) \(connectingSceneSession.configuration.delegateClass.map { "\($0)" } ?? "nil")")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("applicationWillTerminate(_:)")
    }
}
