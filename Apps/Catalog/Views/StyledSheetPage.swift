import SwiftUI

/// What the presentations page shows in its styled sheet: a line on the sheet's look and a Done button, on the
/// material the sheet is given rather than a background of its own.
struct StyledSheetPage: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Styled Sheet")
                .font(.headline)
            Text("Rounder corners, and the page showing through a thin material.")
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
                .padding(.horizontal)
            Button("Done") { dismiss() }
                .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

struct StyledSheetPage_Previews: PreviewProvider {
    static var previews: some View {
        StyledSheetPage()
    }
}
