import Foundation
import MeadowCore

/// A SwiftUI view showing a UIKit view controller, as SwiftUI's `UIViewControllerRepresentable`:
/// `makeUIViewController(context:)` once, `updateUIViewController(_:context:)` at every update,
/// `dismantleUIViewController(_:coordinator:)` when it leaves, with a coordinator from `makeCoordinator()`.
///
/// Meadow shows the controller as SwiftUI content: a `UIHostingController` its root view, a
/// `UIPageViewController` its pages, any other its view (see `UIView`).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: _HostedViewRepresentable where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// The controller's size for `proposal`, or nil for the default (the proposal).
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

    public func makeStorage(
        environment: EnvironmentValues, transaction: Transaction
    ) -> UIViewControllerRepresentableStorage<UIViewControllerType, Coordinator> {
        let coordinator = makeCoordinator()
        let context = Context(coordinator: coordinator, transaction: transaction, environment: environment)
        return UIViewControllerRepresentableStorage(controller: makeUIViewController(context: context), coordinator: coordinator)
    }

    public func update(
        _ storage: UIViewControllerRepresentableStorage<UIViewControllerType, Coordinator>, environment: EnvironmentValues,
        transaction: Transaction
    ) -> any View {
        let context = Context(coordinator: storage.coordinator, transaction: transaction, environment: environment)
        updateUIViewController(storage.controller, context: context)
        let content = storage.controller.swiftUIView
        let size = sizeThatFits(ProposedViewSize(width: nil, height: nil), uiViewController: storage.controller, context: context)
        guard let size else { return content }
        return content.frame(width: size.width, height: size.height)
    }

    public static func dismantle(_ storage: UIViewControllerRepresentableStorage<UIViewControllerType, Coordinator>) {
        dismantleUIViewController(storage.controller, coordinator: storage.coordinator)
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewControllerRepresentable`'s node keeps: the controller and the coordinator.
@preconcurrency @MainActor
public final class UIViewControllerRepresentableStorage<UIViewControllerType: UIViewController, Coordinator> {
    let controller: UIViewControllerType
    let coordinator: Coordinator

    init(controller: UIViewControllerType, coordinator: Coordinator) {
        self.controller = controller
        self.coordinator = coordinator
    }
}

/// What a `UIViewControllerRepresentable`'s methods are given, as SwiftUI's
/// `UIViewControllerRepresentableContext`: the coordinator, and the transaction and environment of the update.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment the controller is shown in.
    public var environment: EnvironmentValues
}
