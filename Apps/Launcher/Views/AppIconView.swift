import SwiftUI

/// An app's icon and name, as on the iPhone home screen: a 60-point rounded square with its name below.
struct AppIconView: View {
    let app: HomeScreenApp

    var body: some View {
        VStack(spacing: 6) {
            Image(app.icon)
                .resizable()
                .frame(width: 60, height: 60)
                .clipShape(RoundedRectangle(cornerRadius: 13.5))
                .shadow(color: Color.black.opacity(0.2), radius: 3, x: 0, y: 2)
            Text(app.name)
                .font(.system(size: 12))
                .foregroundColor(.white)
                .lineLimit(1)
        }
        .frame(width: 76)
        .accessibilityIdentifier(app.id)
    }
}

struct AppIconView_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(HomeScreenApp.samples) { app in
            AppIconView(app: app)
                .padding()
                .background(Color.black)
                .previewDisplayName(app.name)
        }
        .previewLayout(.sizeThatFits)
    }
}
