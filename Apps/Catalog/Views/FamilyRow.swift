import SwiftUI

/// A row of the home list: the family's icon and title.
struct FamilyRow: View {
    let family: Family

    var body: some View {
        HStack(spacing: 12) {
            FamilyIcon(family: family)
            Text(family.title)
        }
        .accessibilityIdentifier(family.rawValue)
    }
}

struct FamilyRow_Previews: PreviewProvider {
    static var previews: some View {
        List {
            FamilyRow(family: .buttons)
            FamilyRow(family: .presentations)
        }
    }
}
