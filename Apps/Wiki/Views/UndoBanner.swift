import SwiftUI

/// The bar at the bottom of the screen after a wiki is deleted: "Deleted “X”" and Undo, for a few seconds.
struct UndoBanner: View {
    var entry: WikiEntry
    var undo: () -> Void

    var body: some View {
        HStack {
            Text("Deleted “\(entry.title)”")
                .foregroundColor(.white)
                .lineLimit(1)
            Spacer()
            Button("Undo", action: undo)
                .foregroundColor(.yellow)
                .accessibilityIdentifier("undo-delete")
        }
        .padding(.horizontal, 16)
        .frame(height: 50)
        .background(Color(white: 0.15))
        .cornerRadius(12)
        .padding(.horizontal, 16)
        .padding(.bottom, 8)
    }
}

struct UndoBanner_Previews: PreviewProvider {
    static var previews: some View {
        UndoBanner(entry: WikiLibrary.sample.newestWiki, undo: {})
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
