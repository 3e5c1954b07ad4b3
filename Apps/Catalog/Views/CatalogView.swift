import SwiftUI

/// The catalogue's home: every family of controls in a list, grouped as Settings groups its rows; a row opens the
/// family's page.
struct CatalogView: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(FamilyGroup.all) { group in
                    Section(group.title) {
                        ForEach(group.families) { family in
                            NavigationLink(value: family) {
                                FamilyRow(family: family)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Catalog")
            .navigationDestination(for: Family.self) { family in
                FamilyPage(family: family)
            }
        }
    }
}

struct CatalogView_Previews: PreviewProvider {
    static var previews: some View {
        CatalogView()
    }
}
