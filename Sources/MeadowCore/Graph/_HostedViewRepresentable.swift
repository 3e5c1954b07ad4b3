import Foundation

/// A view that shows another toolkit's object (a UIKit view or view controller) through SwiftUI content of its
/// own, as `UIViewRepresentable` and `UIViewControllerRepresentable` host platform views. Public (underscored, as
/// SwiftUI's own plumbing is) because those public protocols refine it; they live in UIKitCore, which cannot
/// subclass `ViewNode`.
///
/// The view's node keeps the object made by `makeStorage` for as long as the view keeps its identity; every build
/// brings it up to date and shows the content `update` returns; when the node leaves the tree `dismantle` runs
/// once, as SwiftUI calls `dismantleUIView(_:coordinator:)`.
@MainActor
public protocol _HostedViewRepresentable: View where Body == Never {
    associatedtype Storage: AnyObject

    /// Makes the hosted object, when the view is first built.
    func makeStorage(environment: EnvironmentValues, transaction: Transaction) -> Storage

    /// Brings `storage` up to date with this view, and returns what shows it, at every build.
    func update(_ storage: Storage, environment: EnvironmentValues, transaction: Transaction) -> any View

    /// Tears `storage` down when the view leaves the tree.
    static func dismantle(_ storage: Storage)
}

extension _HostedViewRepresentable {
    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let hosted: HostedViewNode<Storage>
        if let node = node as? HostedViewNode<Storage> {
            hosted = node
        } else {
            hosted = HostedViewNode(storage: makeStorage(environment: context.environment, transaction: context.transaction))
            hosted.dismantle = Self.dismantle
        }
        hosted.kindName = String(String(describing: Self.self).prefix { $0 != "<" })
        let content = update(hosted.storage, environment: context.environment, transaction: context.transaction)
        hosted.children = [context.build(content, reusing: hosted.children.first)]
        return hosted
    }
}

/// The node of a `_HostedViewRepresentable`: keeps its object and lays out as its content.
final class HostedViewNode<Storage: AnyObject>: ViewNode {
    let storage: Storage
    var dismantle: ((Storage) -> Void)?
    var kindName = "HostedView"
    private var isDismantled = false

    init(storage: Storage) {
        self.storage = storage
        super.init()
    }

    override var kind: LayoutNode.Kind { .custom(kindName) }

    override func didAppear() {
        isDismantled = false
    }

    override func didDisappear() {
        guard !isDismantled else { return }
        isDismantled = true
        dismantle?(storage)
    }
}
