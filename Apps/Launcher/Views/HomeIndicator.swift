import SwiftUI

/// The bar at the bottom of an open app: swiping up from the bottom edge goes back to the home screen.
struct HomeIndicator: View {
    let goHome: () -> Void

    var body: some View {
        VStack {
            Spacer()
            Capsule()
                .fill(Color.black)
                .frame(width: 134, height: 5)
                .padding(.bottom, 8)
                .frame(maxWidth: .infinity, minHeight: 34)
                .contentShape(Rectangle())
                .gesture(
                    DragGesture(minimumDistance: 10).onEnded { value in
                        if value.translation.height < -40 { goHome() }
                    }
                )
                .accessibilityIdentifier("home-indicator")
        }
        .ignoresSafeArea()
    }
}

struct HomeIndicator_Previews: PreviewProvider {
    static var previews: some View {
        HomeIndicator {}
    }
}
