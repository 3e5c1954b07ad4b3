import SwiftUI

/// A card in the middle of the dimmed screen, with a headline over its content: what renaming and moving show.
struct WikiDialog<Content: View>: View {
    var title: String
    @ViewBuilder var content: Content

    var body: some View {
        ZStack {
            Color.black.opacity(0.3)
                .edgesIgnoringSafeArea(.all)
            VStack(spacing: 20) {
                Text(title)
                    .font(.headline)
                    .lineLimit(1)
                content
            }
            .padding(20)
            .frame(width: 300)
            .background(Color.white)
            .cornerRadius(14)
        }
    }
}

struct WikiDialog_Previews: PreviewProvider {
    static var previews: some View {
        WikiDialog(title: "Move “Reading List”") {
            Text("Choose a folder")
        }
    }
}
