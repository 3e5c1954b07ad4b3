import SwiftUI

/// The Featured tab: the first featured landmark's picture over one row per category, in sorted order, and the
/// hikes with their badge at the bottom.
struct CategoryHome: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        NavigationSplitView {
            List {
                modelData.features[0].image
                    .resizable()
                    .scaledToFill()
                    .frame(height: 200)
                    .clipped()
                    .listRowInsets(EdgeInsets())
                    .accessibilityLabel(modelData.features[0].name)

                ForEach(modelData.categories.keys.sorted(), id: \.self) { key in
                    CategoryRow(categoryName: key, items: modelData.categories[key]!)
                }
                .listRowInsets(EdgeInsets())

                Section {
                    ForEach(modelData.hikes) { hike in
                        HikeView(hike: hike)
                    }
                } header: {
                    HStack {
                        Badge()
                            .frame(width: 44, height: 44)
                        Text("Hikes")
                            .font(.headline)
                    }
                }
            }
            .navigationTitle("Featured")
        } detail: {
            Text("Select a Landmark")
        }
    }
}

struct CategoryHome_Previews: PreviewProvider {
    static var previews: some View {
        CategoryHome()
            .environment(ModelData())
    }
}
