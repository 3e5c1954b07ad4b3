import SwiftUI

/// What the presentations page presents: a title, a line on how it was presented, and a Done button that
/// dismisses it through the environment's `dismiss` action.
struct PresentedPage: View {
    let title: String
    let message: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Image(systemName: "macwindow")
                    .font(.system(size: 48))
                    .foregroundStyle(.pink)
                Text(message)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

struct PresentedPage_Previews: PreviewProvider {
    static var previews: some View {
        PresentedPage(title: "Sheet", message: "A card that slides up over the page.")
    }
}
