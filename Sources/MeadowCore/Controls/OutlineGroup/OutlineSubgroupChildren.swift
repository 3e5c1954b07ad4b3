/// The children of an outline subgroup, as SwiftUI's `OutlineSubgroupChildren`: the content type of the
/// `DisclosureGroup` that names an `OutlineGroup`'s subgroups in its generic signature
/// (`OutlineGroup<Data, ID, Leaf, Leaf, DisclosureGroup<Leaf, OutlineSubgroupChildren>>`).
///
/// Meadow's `OutlineGroup` lays its subgroups out as rows of its own, as iOS shows them in a list, so no value of
/// this type is made: it exists for the signatures that name it.
public struct OutlineSubgroupChildren: View {
    private init() {}

    public var body: some View { EmptyView() }
}
