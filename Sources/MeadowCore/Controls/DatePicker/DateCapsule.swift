/// One part of a compact date picker as iOS draws it: the formatted date or time in 17-point text on a grey capsule
/// (iOS's tertiary system fill, corner radius 6), 11 points of padding at its sides and 6 above and below; the text
/// is in the accent colour while its calendar is open, in the tertiary label colour when disabled.
struct DateCapsule: View {
    let text: String
    let isActive: Bool
    @Environment(\.isEnabled) private var isEnabled

    static let fill = Color(light: RGBA(hex: 0x767680, alpha: 0.12), dark: RGBA(hex: 0x767680, alpha: 0.24))

    var body: some View {
        Text(text)
            .font(.system(size: 17))
            .foregroundColor(!isEnabled ? .placeholderText : isActive ? .accentColor : .primary)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(Self.fill))
    }
}
