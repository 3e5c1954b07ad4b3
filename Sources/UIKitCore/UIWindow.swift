import Foundation
import MeadowCore

/// A window, as UIKit's `UIWindow`: what a scene delegate (or an iOS 12-style app delegate) makes, gives a root
/// view controller and makes key and visible. Meadow's host then shows the root view controller's view as a
/// SwiftUI `WindowGroup` would show its content.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.windows.removeAll { $0 === self }
            if let windowScene, !windowScene.windows.contains(where: { $0 === self }) { windowScene.windows.append(self) }
        }
    }
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// Whether the window is the key window.
    public private(set) var isKeyWindow = false
    /// The window's level; kept.
    open var windowLevel: CGFloat = 0

    /// A window in `windowScene`, the size of its screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: UIScreen.main.bounds)
        self.windowScene = windowScene
        windowScene.windows.append(self)
    }

    /// A window with `frame`, in no scene (the iOS 12 shape: `UIWindow(frame: UIScreen.main.bounds)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        UIApplication.shared.extraWindows.append(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The device's safe-area insets, as a full-screen window's.
    open override var safeAreaInsets: UIEdgeInsets { UIScreen.main.safeAreaInsets }

    /// Makes the window key and shows it, as UIKit's: the app's window shows its root view controller.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window key.
    open func makeKey() {
        for window in UIApplication.shared.windows where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
    }

    /// What shows the window: its root view controller's view, with the window's colour scheme and tint.
    @_spi(MeadowHost)
    public var rootSwiftUIView: AnyView {
        var content = rootViewController?.swiftUIView ?? AnyView((backgroundColor?.color ?? Color.black).ignoresSafeArea())
        if let tint = tintColor { content = AnyView(content.tint(tint.color)) }
        switch overrideUserInterfaceStyle {
        case .dark: content = AnyView(content.preferredColorScheme(.dark))
        case .light: content = AnyView(content.preferredColorScheme(.light))
        default: break
        }
        return content
    }
}
