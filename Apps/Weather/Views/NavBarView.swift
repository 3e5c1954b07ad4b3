import SwiftUI

struct NavBarView: View {
    var country = "France"
    /// How old the forecast is, or "Offline"; nothing when it is fresh.
    var status: String? = nil

    var body: some View {
        HStack {
            Image(systemName: "ellipsis.circle.fill")
                .resizable()
                .frame(width: 25, height: 25)
            Spacer()
            if let status {
                VStack(spacing: 2) {
                    Text(country).font(.title)
                    Text(status).font(.caption).foregroundColor(.secondary)
                }
            } else {
                Text(country).font(.title)
            }
            Spacer()
            Image(systemName: "magnifyingglass")
                .resizable()
                .frame(width: 25, height: 25)
        }.padding()
    }
}

struct NavBarView_Previews: PreviewProvider {
    static var previews: some View {
        NavBarView(country: "Bahamas")
            .previewLayout(.sizeThatFits)
    }
}
