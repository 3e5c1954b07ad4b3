import Meadow

/// A stand-in for the tutorial's tabbed root view: the landmarks listed as `LandmarkList` lists them, each with its
/// picture, its name and a star when it is a favourite.
struct ContentView: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(modelData.landmarks) { landmark in
                        HStack {
                            landmark.image
                                .resizable()
                                .frame(width: 50, height: 50)
                            Text(landmark.name)

                            Spacer()

                            if landmark.isFavorite {
                                Image(systemName: "star.fill")
                                    .foregroundColor(.yellow)
                            }
                        }
                        .padding(.horizontal)
                        .padding(.vertical, 6)
                        Divider()
                    }
                }
            }
            .navigationBarTitle("Landmarks")
        }
    }
}
