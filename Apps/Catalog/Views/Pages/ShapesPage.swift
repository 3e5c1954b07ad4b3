import SwiftUI

/// Shapes, filled and stroked, gradients, and a canvas drawing paths.
struct ShapesPage: View {
    var body: some View {
        List {
            Section {
                HStack(spacing: 12) {
                    Rectangle()
                        .fill(.red)
                        .frame(width: 44, height: 44)
                    RoundedRectangle(cornerRadius: 10)
                        .fill(.orange)
                        .frame(width: 44, height: 44)
                    Circle()
                        .fill(.green)
                        .frame(width: 44, height: 44)
                    Capsule()
                        .fill(.blue)
                        .frame(width: 70, height: 32)
                    Ellipse()
                        .fill(.purple)
                        .frame(width: 60, height: 40)
                }
            } header: {
                Text("Shapes")
            } footer: {
                Text("Rectangle, rounded rectangle, circle, capsule and ellipse.")
            }

            Section {
                HStack(spacing: 12) {
                    Circle()
                        .stroke(.blue, lineWidth: 4)
                        .frame(width: 44, height: 44)
                    RoundedRectangle(cornerRadius: 10)
                        .stroke(.pink, style: StrokeStyle(lineWidth: 3, dash: [6, 4]))
                        .frame(width: 44, height: 44)
                    Capsule()
                        .strokeBorder(.teal, lineWidth: 3)
                        .frame(width: 70, height: 32)
                }
            } header: {
                Text("Strokes")
            } footer: {
                Text("Outlines of a given width, one of them dashed.")
            }

            Section {
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 10)
                        .fill(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                        .frame(width: 60, height: 60)
                    Circle()
                        .fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 2, endRadius: 30))
                        .frame(width: 60, height: 60)
                    Circle()
                        .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                        .frame(width: 60, height: 60)
                }
            } header: {
                Text("Gradients")
            } footer: {
                Text("Linear, radial and angular gradients.")
            }

            Section {
                Canvas { context, size in
                    let bars = 6
                    let width = size.width / CGFloat(bars * 2)
                    for index in 0..<bars {
                        let height = size.height * CGFloat(index + 1) / CGFloat(bars)
                        let bar = CGRect(
                            x: CGFloat(index * 2) * width + width / 2, y: size.height - height, width: width,
                            height: height)
                        context.fill(Path(roundedRect: bar, cornerRadius: 4), with: .color(.indigo))
                    }
                    var line = Path()
                    line.move(to: CGPoint(x: 0, y: size.height))
                    line.addLine(to: CGPoint(x: size.width, y: 0))
                    context.stroke(line, with: .color(.orange), lineWidth: 2)
                }
                .frame(height: 100)
            } header: {
                Text("Canvas")
            } footer: {
                Text("A canvas fills and strokes paths it builds in code.")
            }
        }
    }
}

struct ShapesPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ShapesPage()
        }
    }
}
