import Meadow

struct WeatherApp: View {
    @State private var selected = 0
    @State private var weather = Weather(id: 1, day: "Monday", weatherIcon: "sun.max", currentTemp: "50", minTemp: "52", maxTemp: "69", color: "mainCard")

    var body: some View {
        VStack {
            NavBarView(country: "Bahamas")

            Picker("", selection: $selected) {
                Text("Today").tag(0)
                Text("Tomorrow").tag(1)
            }.pickerStyle(SegmentedPickerStyle())
                .padding(.horizontal)

            ScrollView(.vertical, showsIndicators: false) {
                MainCardView(weather: $weather)
                    .cornerRadius(CGFloat(20))
                    .padding()
                    .shadow(color: Color(self.weather.color).opacity(0.4), radius: 20, x: 0, y: 20)

                Text("Next 7 days").foregroundColor(Color("text"))
                    .font(.system(size: 22))
                    .fontWeight(.bold)
                    .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal)

                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 20) {
                        ForEach(Weather.sampleData, id: \.id) { weather in
                            SmallCard(weather: weather)
                        }
                    }.frame(height: 380)
                        .padding(.horizontal)
                }.frame(height: 350, alignment: .top)
            }
        }
        .edgesIgnoringSafeArea(.bottom)
    }
}
