import SwiftUI

/// The page of one family: its controls in their states, under the family's title.
struct FamilyPage: View {
    let family: Family

    var body: some View {
        content
            .navigationTitle(family.title)
            .navigationBarTitleDisplayMode(.inline)
    }

    @ViewBuilder
    private var content: some View {
        switch family {
        case .buttons: ButtonsPage()
        case .toggles: TogglesPage()
        case .slidersAndSteppers: SlidersPage()
        case .pickers: PickersPage()
        case .datePickers: DatePickersPage()
        case .textInput: TextInputPage()
        case .progress: ProgressPage()
        case .menus: MenusPage()
        case .lists: ListsPage()
        case .presentations: PresentationsPage()
        case .navigation: NavigationPage()
        case .shapes: ShapesPage()
        case .materials: MaterialsPage()
        case .animation: AnimationPage()
        }
    }
}

struct FamilyPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            FamilyPage(family: .buttons)
        }
    }
}
