/// Whether content fits inside or fills its container, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}
