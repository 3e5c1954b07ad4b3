import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing
import UIKit

private struct Wrapped<V: UIView>: UIViewRepresentable {
    let make: () -> V
    func makeUIView(context: Context) -> V { make() }
    func updateUIView(_ uiView: V, context: Context) {}
}

/// A text view, a spinner, a blur over red, and a plain view with a blue subview, stacked.
private struct Gallery: View {
    var body: some View {
        VStack(spacing: 0) {
            Wrapped { UITextView() }.frame(height: 100)
            Wrapped { () -> UIActivityIndicatorView in
                let spinner = UIActivityIndicatorView(style: .large)
                spinner.startAnimating()
                return spinner
            }
            .frame(height: 100)
            ZStack {
                Color.red
                Wrapped { UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark)) }
            }
            .frame(height: 100)
            Wrapped { () -> UIView in
                let view = UIView()
                view.backgroundColor = .white
                let square = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
                square.backgroundColor = .blue
                view.addSubview(square)
                return view
            }
            .frame(height: 100)
        }
        .frame(width: 200)
    }
}

@MainActor
@Suite("UIKit views drawn in SwiftUI")
struct UIKitViewRenderingTests {
    @Test("A UITextView is a grey placeholder, a blur tints what is behind it, a plain view draws its subviews")
    func gallery() throws {
        let image = ViewHarness(Gallery(), size: CGSize(width: 200, height: 400), scale: 1).renderImage()
        if let folder = ProcessInfo.processInfo.environment["MEADOW_UIKIT_GALLERY"] {
            try image.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("uikit-gallery.png"))
        }
        // The placeholder's light grey (#EBEBED) near its corner, away from its label.
        #expect(image.color(x: 12, y: 12).isClose(to: PixelColor(235, 235, 237), tolerance: 3))
        // The dark material over red is darker than the red and still reddish.
        let blurred = image.color(x: 10, y: 250)
        #expect(blurred.red < 200 && blurred.red > blurred.blue)
        // The plain view: white, with the blue square at (20, 20) in it.
        #expect(image.color(x: 5, y: 305) == .white)
        #expect(image.color(x: 40, y: 340).isClose(to: PixelColor(0, 0, 255), tolerance: 3))
    }
}
