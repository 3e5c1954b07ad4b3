import Foundation

/// The search field a `searchable` view puts in its navigation bar, as UIKit's `UISearchBar` there: a rounded
/// grey field 36 points tall with a magnifying glass and the prompt in the secondary label colour, full width
/// within 16-point margins, focused by a tap anywhere on it; a clear button (`xmark.circle.fill`) while it has text, and a Cancel button at its
/// trailing side while it has focus, which clears the text and ends editing.
struct SearchField: View {
    let text: Binding<String>
    let prompt: Text
    let isFocused: FocusState<Bool>.Binding
    /// Runs the `onSubmit(of: .search)` actions when Return is pressed.
    let onSubmit: () -> Void

    /// The field's height.
    static let height: CGFloat = 36
    /// The strip the field takes under the bar's title.
    static let stripHeight: CGFloat = 52
    /// The field's corner radius.
    static let cornerRadius: CGFloat = 10
    /// iOS's `tertiarySystemFill`: rgba(118, 118, 128, 0.12) light, rgba(118, 118, 128, 0.24) dark.
    static let fill = Color(light: RGBA(hex: 0x767680, alpha: 0.12), dark: RGBA(hex: 0x767680, alpha: 0.24))

    var body: some View {
        HStack(spacing: 8) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass")
                    .foregroundStyle(.secondary)
                ZStack(alignment: .leading) {
                    if text.wrappedValue.isEmpty { prompt.foregroundStyle(.secondary).lineLimit(1) }
                    TextField("", text: text, onCommit: onSubmit)
                        .focused(isFocused)
                        .accessibilityIdentifier("search-text")
                }
                if !text.wrappedValue.isEmpty {
                    Button { text.wrappedValue = "" } label: {
                        Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
                    }
                    .accessibilityIdentifier("search-clear")
                }
            }
            .padding(.horizontal, 8)
            .frame(height: Self.height)
            .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(Self.fill))
            .contentShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
            .onTapGesture { isFocused.wrappedValue = true }
            .accessibilityIdentifier("search-field")
            if isFocused.wrappedValue {
                Button("Cancel") {
                    text.wrappedValue = ""
                    isFocused.wrappedValue = false
                }
                .accessibilityIdentifier("search-cancel")
            }
        }
        .padding(.horizontal, NavigationBar.edgePadding)
    }
}
