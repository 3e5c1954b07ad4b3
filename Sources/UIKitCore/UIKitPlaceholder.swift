import MeadowCore

/// What shows a UIKit view or view controller Meadow cannot draw: a light grey rounded box naming its type. The
/// first time each type shows, a line on standard error says so.
struct UIKitPlaceholder: View {
    let typeName: String

    private static let warnings = WarningLog()

    init(typeName: String) {
        self.typeName = typeName
        Self.warnings.once("\(typeName) is a UIKit view Meadow cannot draw: showing a placeholder")
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color(.sRGB, red: 0.92, green: 0.92, blue: 0.93, opacity: 1))
            .overlay(
                Text(typeName)
                    .font(.footnote)
                    .foregroundColor(Color(.sRGB, red: 0.45, green: 0.45, blue: 0.47, opacity: 1))
                    .padding(4)
            )
            .accessibilityIdentifier(typeName)
    }
}
