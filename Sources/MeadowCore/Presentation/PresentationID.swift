/// The identity of a presentation: the node of the view presenting it and, for `sheet(item:)` and its kin, the
/// item's id, so another item dismisses the first presentation and presents a new one, as SwiftUI does.
struct PresentationID: Hashable {
    let presenter: ObjectIdentifier
    let item: AnyHashable?
}
