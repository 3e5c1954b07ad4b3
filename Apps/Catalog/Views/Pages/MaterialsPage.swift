import SwiftUI

/// The five materials over a colourful picture, each blurring what is under it more or less.
struct MaterialsPage: View {
    private struct Sample: Identifiable {
        let name: String
        let material: Material
        var id: String { name }
    }

    private let samples = [
        Sample(name: "Ultra Thin", material: .ultraThinMaterial),
        Sample(name: "Thin", material: .thinMaterial),
        Sample(name: "Regular", material: .regularMaterial),
        Sample(name: "Thick", material: .thickMaterial),
        Sample(name: "Ultra Thick", material: .ultraThickMaterial),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(samples) { item in
                    Text(item.name)
                        .font(.headline)
                        .frame(maxWidth: .infinity, minHeight: 56)
                        .background(item.material, in: RoundedRectangle(cornerRadius: 12))
                }
                Text("Each material blurs and tints the shapes under it; thicker ones hide more of them.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .padding()
            .background {
                ZStack {
                    Circle()
                        .fill(.pink)
                        .frame(width: 220)
                        .offset(x: -90, y: -120)
                    Circle()
                        .fill(.blue)
                        .frame(width: 200)
                        .offset(x: 100, y: 40)
                    Capsule()
                        .fill(.yellow)
                        .frame(width: 300, height: 80)
                        .rotationEffect(.degrees(-20))
                        .offset(y: 150)
                }
                // The offsets reach past the samples (the pink circle 26 points above the first): kept inside
                // them, the shapes stay below the navigation bar rather than showing through its title.
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .clipped()
            }
        }
    }
}

struct MaterialsPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            MaterialsPage()
        }
    }
}
