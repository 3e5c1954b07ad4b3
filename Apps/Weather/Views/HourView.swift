import SwiftUI

struct HourView: View {
    var hour = "14:00"
    var icon = "sun.max.fill"
    var color = "wednesday"
    var temperature = Temperature(fahrenheit: 75)
    @Environment(\.locale) private var locale

    var body: some View {
        GeometryReader { gr in
            VStack {
                Text(self.hour).foregroundColor(Color("text"))
                Image(systemName: self.icon)
                    .resizable()
                    .foregroundColor(Color(self.color))
                    .frame(width: gr.size.height * 1 / 3, height: gr.size.height * 1 / 3)

                Text("\(self.temperature.formatted(for: locale))°")
                    .font(.system(size: 24))
                    .foregroundColor(Color("text"))
                    .fontWeight(.semibold)
            }
        }.padding(.vertical, 30)
    }
}

struct HourView_Previews: PreviewProvider {
    static var previews: some View {
        HourView()
            .previewLayout(.fixed(width: 70, height: 200))
    }
}
