import SwiftUI

struct DetailView: View {
    @Binding var weather: Weather
    @Binding var showDetails: Bool
    @Environment(\.locale) private var locale

    var body: some View {
        GeometryReader { gr in
            ZStack {
                VStack(spacing: 20) {
                    // Day text
                    Text(self.weather.day).fontWeight(.bold)
                        .font(.system(size: 60))
                        .frame(height: gr.size.height * 1 / 10)
                        .minimumScaleFactor(0.5)
                        .foregroundColor(Color.white)

                    // Weather image
                    Image(systemName: self.weather.weatherIcon)
                        .resizable()
                        .foregroundColor(Color.white)
                        .frame(width: gr.size.height * 3 / 10, height: gr.size.height * 3 / 10)

                    // Degrees texts
                    VStack {
                        VStack(spacing: 20) {
                            Text("\(self.weather.currentTemp.formatted(for: locale))°")
                                .font(.system(size: 50))
                                .foregroundColor(Color.white)
                                .fontWeight(.bold)
                                .frame(height: gr.size.height * 0.7 / 10)
                                .minimumScaleFactor(0.5)

                            HStack(spacing: 40) {
                                Text("\(self.weather.minTemp.formatted(for: locale))°")
                                    .foregroundColor(Color("light-text"))
                                    .font(.title)
                                    .minimumScaleFactor(0.5)

                                Text("\(self.weather.maxTemp.formatted(for: locale))°")
                                    .foregroundColor(Color.white)
                                    .font(.title)
                                    .minimumScaleFactor(0.5)
                            }
                        }
                    }

                    // Hourly views
                    HStack(spacing: 20) {
                        ForEach(self.weather.hourly) { hour in
                            HourView(hour: hour.hour, icon: hour.icon, color: hour.color, temperature: hour.temperature)
                        }
                    }.frame(minWidth: 0, maxWidth: .infinity, minHeight: gr.size.height * 2 / 10)
                        .padding(.horizontal)
                        .background(Color.white)
                        .cornerRadius(30)
                        .padding()

                }.frame(minWidth: 0, maxWidth: .infinity, minHeight: gr.size.height, alignment: .bottom)
                    .background(Color(self.weather.color))
                    .clipShape(CustomShape(), style: FillStyle.init(eoFill: true, antialiased: true))

                // Close icon
                HStack {
                    Image(systemName: "xmark")
                        .resizable()
                        .foregroundColor(Color.red)
                        .frame(width: 20, height: 20)
                }.padding(20)
                    .background(Color.white)
                    .cornerRadius(100)
                    .offset(x: 0, y: -gr.size.height / 2)
                    .shadow(radius: 20)
                    .onTapGesture {
                        withAnimation(.spring()) {
                            self.showDetails.toggle()
                        }
                    }
                    .accessibilityLabel("Close")
                    .accessibilityAddTraits(.isButton)
                    .accessibilityIdentifier("close")
            }
        }
    }
}

struct DetailView_Previews: PreviewProvider {
    static var previews: some View {
        DetailView(weather: .constant(Weather.sampleData[0]), showDetails: .constant(true))
    }
}
