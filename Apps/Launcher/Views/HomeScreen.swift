import SwiftUI

/// The iPhone home screen: the wallpaper and a row of app icons; tapping an icon opens its app.
struct HomeScreen: View {
    let apps: [HomeScreenApp]
    /// Called with the tapped app and where its icon sits on the screen, in unit coordinates.
    let open: (HomeScreenApp, UnitPoint) -> Void

    var body: some View {
        GeometryReader { screen in
            ZStack(alignment: .topLeading) {
                Image("wallpaper")
                    .resizable()
                    .scaledToFill()
                    .frame(width: screen.size.width, height: screen.size.height)
                    .clipped()

                HStack(alignment: .top, spacing: 17) {
                    ForEach(apps) { app in
                        AppIconView(app: app)
                            .onTapGesture {
                                open(app, anchor(ofIconAt: apps.firstIndex { $0.id == app.id } ?? 0, in: screen))
                            }
                    }
                }
                .padding(.top, screen.safeAreaInsets.top + 16)
                .padding(.horizontal, 17)
            }
        }
        .ignoresSafeArea()
    }

    /// The centre of the icon at `index`, in unit coordinates of the screen.
    private func anchor(ofIconAt index: Int, in screen: GeometryProxy) -> UnitPoint {
        let x = 17 + CGFloat(index) * (76 + 17) + 38
        let y = screen.safeAreaInsets.top + 16 + 30
        return UnitPoint(x: x / max(screen.size.width, 1), y: y / max(screen.size.height, 1))
    }
}

struct HomeScreen_Previews: PreviewProvider {
    static var previews: some View {
        HomeScreen(apps: HomeScreenApp.samples) { _, _ in }
    }
}
