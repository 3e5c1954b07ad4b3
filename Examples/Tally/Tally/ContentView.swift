import SwiftUI

struct ContentView: View {
    @ObservedObject var tally: Tally

    var body: some View {
        VStack(spacing: 24) {
            Text("Tally")
                .font(.largeTitle)
                .bold()
            Text("\(tally.count) people")
                .font(.system(size: 64, weight: .semibold, design: .rounded))
            HStack(spacing: 16) {
                Button(action: tally.decrement) {
                    Image(systemName: "minus")
                        .frame(width: 64, height: 64)
                        .background(Circle().fill(Color.accentColor.opacity(0.15)))
                }
                Button(action: tally.increment) {
                    Image(systemName: "plus")
                        .frame(width: 64, height: 64)
                        .background(Circle().fill(Color.accentColor))
                        .foregroundColor(.white)
                }
            }
            .font(.title)
            Text("Tap + as each person comes in.")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color("TallyBackground"))
    }
}

#Preview {
    ContentView(tally: Tally())
}
