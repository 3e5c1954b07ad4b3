import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Hello, Meadow!")
                .font(.largeTitle.bold())
                .foregroundColor(.white)
            ForEach(flowers) { flower in
                HStack {
                    Image(systemName: flower.symbol)
                    Text(flower.name)
                    Spacer()
                }
                .font(.title2)
                .foregroundColor(Color("meadowGreen"))
                .padding()
                .background(Color.white)
                .cornerRadius(12)
            }
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color("meadowGreen"))
    }
}

#Preview {
    ContentView()
}
