import SwiftUI

struct WikiCard: View {
    var icon = "book.fill"
    var color = "orange"
    var text = "All Wikis"
    var count = 0

    var body: some View {
        ZStack {
            VStack(alignment: .leading, spacing: 15) {
                HStack(spacing: 8) {
                    Image(systemName: icon)
                        .accessibilityHidden(true)
                    Text("\(count)").fontWeight(.bold)
                        .accessibilityIdentifier("\(text) count")
                }.foregroundColor(Color.white)
                Text(text).foregroundColor(Color.white)
                    .accessibilitySortPriority(1)
            }.padding()
                .frame(minWidth: 0.0, maxWidth: .infinity, alignment: .leading)
                .background(Color(color))
                .cornerRadius(15)

            HStack {
                Spacer()
                Image(systemName: icon).resizable()
                    .foregroundColor(Color.white.opacity(0.3))
                    .frame(width: 40, height: 40)
                    .aspectRatio(contentMode: .fit)
                    .accessibilityHidden(true)
            }.padding()
        }
        .shadow(color: Color(color).opacity(0.4), radius: 10, x: 0, y: 5)
        .accessibilityIdentifier(text)
    }
}

struct WikiCard_Previews: PreviewProvider {
    static var previews: some View {
        WikiCard()
            .previewLayout(.sizeThatFits)
    }
}
