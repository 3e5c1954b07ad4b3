import Combine
import Foundation
import MeadowCore

/// A view controller showing a SwiftUI view, as SwiftUI's `UIHostingController`: the root view controller of
/// iOS 13-era apps' windows. Setting `rootView` shows the new view, as in SwiftUI.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    private let root: HostingRoot

    /// The SwiftUI view the controller shows.
    public var rootView: Content {
        didSet { root.view = AnyView(rootView) }
    }

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        root = HostingRoot(view: AnyView(rootView))
        super.init(nibName: nil, bundle: nil)
    }

    /// Hosting controllers are not decoded from archives in Meadow; this returns nil.
    public required init?(coder aDecoder: NSCoder) {
        nil
    }

    /// How the controller sizes its view; kept.
    public var sizingOptions: UIHostingControllerSizingOptions = []

    /// The size the root view wants in `size`; the size given, as Meadow sizes the view when it lays it out.
    open func sizeThatFits(in size: CGSize) -> CGSize { size }

    override var swiftUIContent: AnyView {
        let background = isViewLoaded ? view.backgroundColor?.color : nil
        let content = AnyView(HostingRootView(root: root))
        let shown = isViewLoaded ? view.recognizingGestures(content) : content
        guard let background else { return shown }
        return AnyView(ZStack { background.ignoresSafeArea(); shown })
    }
}

/// How a hosting controller sizes its view, as SwiftUI's `UIHostingControllerSizingOptions`.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// The root view of a hosting controller, which its window observes.
final class HostingRoot: ObservableObject {
    @Published var view: AnyView

    init(view: AnyView) { self.view = view }
}

/// Shows a hosting controller's current root view.
struct HostingRootView: View {
    @ObservedObject var root: HostingRoot

    var body: some View { root.view }
}
