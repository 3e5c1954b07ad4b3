import SwiftUI

/// Animations: a spring moving a ball, an eased scale, and a view inserted and removed with a transition.
struct AnimationPage: View {
    @State private var isRight = false
    @State private var isLarge = false
    @State private var showsBadge = true

    var body: some View {
        List {
            Section {
                Circle()
                    .fill(.orange)
                    .frame(width: 44, height: 44)
                    .frame(maxWidth: .infinity, alignment: isRight ? .trailing : .leading)
                    .accessibilityIdentifier("ball")
                Button(isRight ? "Move Left" : "Move Right") {
                    withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) { isRight.toggle() }
                }
            } header: {
                Text("Spring")
            } footer: {
                Text("withAnimation(.spring) moves the ball across and back.")
            }

            Section {
                Image(systemName: "heart.fill")
                    .font(.system(size: 32))
                    .foregroundStyle(.red)
                    .scaleEffect(isLarge ? 1.6 : 1)
                    .animation(.easeInOut(duration: 0.4), value: isLarge)
                    .frame(maxWidth: .infinity, minHeight: 60)
                Toggle("Large", isOn: $isLarge)
            } header: {
                Text("Ease In and Out")
            } footer: {
                Text("The animation modifier eases the heart's scale when it changes.")
            }

            Section {
                HStack {
                    Text("Badge")
                    Spacer()
                    if showsBadge {
                        Text("New")
                            .font(.caption.bold())
                            .foregroundColor(.white)
                            .padding(.horizontal, 8)
                            .padding(.vertical, 4)
                            .background(.blue, in: Capsule())
                            .transition(.scale.combined(with: .opacity))
                    }
                }
                Button(showsBadge ? "Hide Badge" : "Show Badge") {
                    withAnimation(.easeInOut) { showsBadge.toggle() }
                }
            } header: {
                Text("Transition")
            } footer: {
                Text("The badge fades and scales in and out as it is inserted and removed.")
            }
        }
    }
}

struct AnimationPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            AnimationPage()
        }
    }
}
