import Foundation
@_spi(MeadowHost) import Meadow
@_spi(MeadowHost) import UIKitCore

/// Runs a UIKit-lifecycle app, as UIKit's `UIApplicationMain(_:_:_:_:)`: makes the app delegate from the class
/// named `delegateClassName` (module-qualified, as `NSStringFromClass` gives it), runs its launch and scene
/// callbacks (see `UIApplicationLifecycle`), and shows the window's root view controller in a window, or with
/// `--snapshot PATH.png` renders its first frame, as a SwiftUI `App` runs. Takes the flags every Meadow app takes.
/// Never returns.
@MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    let launch = AppLaunch.begin(passingUnknownOptions: false)
    guard let delegateClassName, let delegateClass = UIApplicationLifecycle.lookUpClass(delegateClassName) else {
        AppLaunch.fail("\(launch.name): UIApplicationMain: no app delegate class named \"\(delegateClassName ?? "nil")\"", status: 2)
    }
    runUIKitApp(delegateClass: delegateClass, launch: launch)
}

/// Runs the app whose delegate is an instance of `delegateClass`.
@MainActor
func runUIKitApp(delegateClass: AnyClass, launch: AppLaunch) -> Never {
    let module = String(String(reflecting: delegateClass).prefix { $0 != "." })
    launch.installResources(modules: [module])
    let lifecycle = UIApplicationLifecycle(delegateClass: delegateClass, infoPlist: UIApplicationLifecycle.infoPlist(module: module))
    guard let window = lifecycle.launch() else {
        AppLaunch.fail(
            "\(launch.name): the app made no window: neither a scene delegate nor the app delegate set `window` "
                + "(is the Info.plist's UISceneDelegateClassName right?)", status: 2)
    }
    launch.run(
        rootView: window.rootSwiftUIView, module: module, didShow: { lifecycle.didShow() }, willClose: { lifecycle.willClose() })
}

extension UIApplicationDelegate {
    /// Runs the app, as `@main` on an app delegate does in UIKit: this delegate's
    /// class is the app delegate (see `UIApplicationMain`).
    @MainActor
    public static func main() {
        let launch = AppLaunch.begin(passingUnknownOptions: false)
        guard let delegateClass = Self.self as? AnyClass else {
            AppLaunch.fail("\(launch.name): \(Self.self) is not a class", status: 2)
        }
        runUIKitApp(delegateClass: delegateClass, launch: launch)
    }
}
