import SwiftUI

struct WeatherApp: View {
    @State private var selected = 0
    @State private var weather = Weather.sampleData[0]
    @State private var showDetails = false
    @State private var store: WeatherStore
    @State private var yOffset: CGFloat = 0.0
    private var detailSize = CGSize(width: 0, height: UIScreen.main.bounds.height)
    private var blurRadius = CGFloat(5.0)
    private var screenHeight: CGFloat { UIScreen.main.bounds.height }

    /// The tutorial's sample week.
    init() {
        _store = State(initialValue: WeatherStore())
    }

    init(store: WeatherStore) {
        _store = State(initialValue: store)
    }

    var body: some View {
        VStack {
            NavBarView(country: store.placeName, status: store.status)
                .blur(radius: showDetails ? blurRadius : 0)
                .accessibilityHidden(showDetails)

            Picker("", selection: $selected) {
                Text("Today").tag(0)
                Text("Tomorrow").tag(1)
            }.pickerStyle(SegmentedPickerStyle())
                .padding(.horizontal)
                .blur(radius: showDetails ? blurRadius : 0)
                .accessibilityHidden(showDetails)

            ZStack {
                ScrollView(.vertical, showsIndicators: false) {
                    MainCardView(weather: $store.days[selected])
                        .cornerRadius(CGFloat(20))
                        .padding()
                        .shadow(color: Color(self.store.days[selected].color).opacity(0.4), radius: 20, x: 0, y: 20)

                    Text("Next 7 days").foregroundColor(Color("text"))
                        .font(.system(size: 22))
                        .fontWeight(.bold)
                        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal)

                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 20) {
                            ForEach(store.days, id: \.id) { weather in
                                SmallCard(weather: weather).onTapGesture {
                                    withAnimation(.spring()) {
                                        self.showDetails.toggle()
                                        self.weather = weather
                                        self.yOffset = 0.0
                                    }
                                }
                                .accessibilityIdentifier(weather.day)
                            }
                        }.frame(height: 380)
                            .padding(.horizontal)
                    }.frame(height: 350, alignment: .top)
                }
                .blur(radius: showDetails ? blurRadius : 0)
                .accessibilityHidden(showDetails)

                DetailView(weather: $weather, showDetails: $showDetails)
                    .offset(x: 0, y: showDetails ? yOffset : self.screenHeight)
                    .gesture(
                        DragGesture().onChanged({ value in
                            self.yOffset = value.translation.height
                        }).onEnded({ value in
                            withAnimation(.spring()) {
                                if self.yOffset > self.screenHeight / 3 {
                                    self.yOffset = self.screenHeight
                                    self.showDetails = false
                                } else {
                                    self.yOffset = 0.0
                                }
                            }
                        })
                    )
                    .accessibilityIdentifier("detail")
                    .accessibilityHidden(!showDetails)
            }
        }
        .edgesIgnoringSafeArea(.bottom)
        .task {
            await store.refresh()
            await store.keepCurrent()
        }
    }
}

struct WeatherApp_Previews: PreviewProvider {
    static var previews: some View {
        WeatherApp()
    }
}
