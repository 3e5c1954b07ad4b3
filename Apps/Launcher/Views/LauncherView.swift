import SwiftUI

/// The home screen, and the app opened from it zooming out of its icon.
struct LauncherView: View {
    let apps: [HomeScreenApp]
    @State private var openApp: HomeScreenApp.ID?
    @State private var openedFrom = UnitPoint.center

    private static let opening = Animation.spring(response: 0.45, dampingFraction: 0.86)

    var body: some View {
        ZStack {
            HomeScreen(apps: apps) { app, anchor in
                openedFrom = anchor
                withAnimation(Self.opening) { openApp = app.id }
            }

            if let app = apps.first(where: { $0.id == openApp }) {
                ZStack {
                    Color.white.ignoresSafeArea()
                    app.content()
                    HomeIndicator { goHome() }
                }
                .mask { Rectangle().ignoresSafeArea() }
                .id(app.id)
                .transition(.scale(scale: 0.15, anchor: openedFrom).combined(with: .opacity))
            }
        }
        .onKeyPress(.escape) {
            guard openApp != nil else { return .ignored }
            goHome()
            return .handled
        }
    }

    private func goHome() {
        withAnimation(Self.opening) { openApp = nil }
    }
}

struct LauncherView_Previews: PreviewProvider {
    static var previews: some View {
        LauncherView(apps: HomeScreenApp.samples)
    }
}
