/// One preview that a `#Preview` block declares, as DeveloperToolsSupport's `Preview`: its name, its traits and the
/// view it makes. `meadow-preview` finds each one through the record the macro leaves (`_PreviewRegistry`) and
/// renders it as it renders a `PreviewProvider`'s preview.
@MainActor
public struct Preview {
    /// The kinds of traits a preview of a view takes (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// The name given to `#Preview("Name")`, if any.
    public let name: String?
    /// The traits given to `#Preview(traits:)`, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    /// Makes the previewed view, as the body of the `#Preview` block does.
    public let body: @MainActor () -> any View

    /// A preview named `name` of the view `body` makes, with `traits`; what `#Preview` expands to.
    public init(_ name: String? = nil, traits: [PreviewTrait<ViewTraits>] = [], @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }

    /// How the preview is sized: the last layout trait, `.device` when none.
    public var layout: PreviewLayout { layoutTrait ?? .device }

    /// The last layout trait, nil when there is none.
    var layoutTrait: PreviewLayout? {
        traits.reduce(nil) { layout, trait in
            if case .layout(let value) = trait.value { return value }
            return layout
        }
    }

    /// Whether an orientation trait turned the device on its side (the last one wins).
    public var isLandscape: Bool {
        traits.reduce(false) { landscape, trait in
            if case .landscape(let value) = trait.value { return value }
            return landscape
        }
    }
}
