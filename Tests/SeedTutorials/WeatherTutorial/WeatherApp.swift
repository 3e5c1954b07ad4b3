import SwiftUI


struct WeatherApp: View {
     @State private var selected = 0
    
    var body: some View {
        
        VStack {
            NavBarView(country: "Bahamas")
            
            Picker("", selection: $selected){
                     Text("Today").tag(0)
                     Text("Tomorrow").tag(1)
                 }.pickerStyle(SegmentedPickerStyle() )
                     .padding(.horizontal)
        }
    }
}
