import Foundation
import MeadowCore

/// A SwiftUI view showing a UIKit view, as SwiftUI's `UIViewRepresentable`: `makeUIView(context:)` once, when the
/// view first shows, `updateUIView(_:context:)` at every update, and `dismantleUIView(_:coordinator:)` when it
/// leaves; the coordinator is made first, by `makeCoordinator()`, and lives as long as the view.
///
/// Meadow shows the UIKit view as SwiftUI content (see `UIView`): a plain view, a label, a spinner or a blur as
/// they look, any other as a placeholder naming its type.
@MainActor @preconcurrency
public protocol UIViewRepresentable: _HostedViewRepresentable where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or nil for the default (the proposal, as a UIKit view without an intrinsic
    /// size takes).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    public func makeStorage(environment: EnvironmentValues, transaction: Transaction) -> UIViewRepresentableStorage<UIViewType, Coordinator> {
        let coordinator = makeCoordinator()
        let context = Context(coordinator: coordinator, transaction: transaction, environment: environment)
        return UIViewRepresentableStorage(view: makeUIView(context: context), coordinator: coordinator)
    }

    public func update(
        _ storage: UIViewRepresentableStorage<UIViewType, Coordinator>, environment: EnvironmentValues, transaction: Transaction
    ) -> any View {
        let context = Context(coordinator: storage.coordinator, transaction: transaction, environment: environment)
        updateUIView(storage.view, context: context)
        let content = storage.view.swiftUIView
        let size = sizeThatFits(ProposedViewSize(width: nil, height: nil), uiView: storage.view, context: context)
        guard let size else { return content }
        return content.frame(width: size.width, height: size.height)
    }

    public static func dismantle(_ storage: UIViewRepresentableStorage<UIViewType, Coordinator>) {
        dismantleUIView(storage.view, coordinator: storage.coordinator)
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewRepresentable`'s node keeps: the UIKit view and the coordinator.
@preconcurrency @MainActor
public final class UIViewRepresentableStorage<UIViewType: UIView, Coordinator> {
    let view: UIViewType
    let coordinator: Coordinator

    init(view: UIViewType, coordinator: Coordinator) {
        self.view = view
        self.coordinator = coordinator
    }
}

/// What a `UIViewRepresentable`'s methods are given, as SwiftUI's `UIViewRepresentableContext`: the coordinator,
/// and the transaction and environment of the update.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update (its animation, if any).
    public var transaction: Transaction
    /// The environment the view is shown in.
    public var environment: EnvironmentValues
}
