import SwiftUI

/// A family's icon as Settings draws its rows' icons: a white symbol on a coloured rounded square.
struct FamilyIcon: View {
    let family: Family

    var body: some View {
        Image(systemName: family.systemImage)
            .font(.system(size: 15, weight: .semibold))
            .foregroundColor(.white)
            .frame(width: 29, height: 29)
            .background(family.color, in: RoundedRectangle(cornerRadius: 7))
    }
}

struct FamilyIcon_Previews: PreviewProvider {
    static var previews: some View {
        HStack {
            ForEach(Family.allCases) { family in
                FamilyIcon(family: family)
            }
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
