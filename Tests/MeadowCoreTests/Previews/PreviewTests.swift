import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A provider as Xcode's canvas reads it: a `Group` of two rows at a fixed size, each its own preview.
private struct RowPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("Turtle Rock").previewDisplayName("First")
            Text("Silver Salmon Creek")
        }
        .previewLayout(.fixed(width: 300, height: 70))
    }
}

/// The Landmarks tutorial's list preview: a `ForEach` over device names, with a modifier after the preview traits.
private struct DevicePreviews: PreviewProvider {
    static var previews: some View {
        ForEach(["iPhone SE (2nd generation)", "iPhone XS Max"], id: \.self) { deviceName in
            Color.blue
                .previewDevice(PreviewDevice(rawValue: deviceName))
                .previewDisplayName(deviceName)
        }
        .padding()
    }
}

/// One view with no preview modifier.
private struct PlainPreview: PreviewProvider {
    static var previews: some View {
        Color.red.frame(width: 120, height: 40)
    }
}

/// An older app's landscape preview: a provider turning its view with `previewInterfaceOrientation(_:)`.
private struct LandscapePreviews: PreviewProvider {
    static var previews: some View {
        Group {
            Color.green.previewInterfaceOrientation(.landscapeLeft)
            Color.green.previewInterfaceOrientation(.portraitUpsideDown)
        }
    }
}

/// Previews as SwiftUI's `PreviewProvider` gives them: each view of `previews` one preview, the preview modifiers
/// read by the preview renderer only.
@MainActor
@Suite("Previews")
struct PreviewTests {
    let textSystem = FixedMetricsTextSystem()

    @Test("Preview modifiers change neither the layout nor the drawing of the view")
    func modifiersDoNotRender() {
        let row = HStack {
            Color.green.frame(width: 50, height: 50)
            Text("Turtle Rock")
            Spacer()
        }
        let plain = LayoutHarness(row)
        let previewed = LayoutHarness(
            row.previewDisplayName("Row").previewLayout(.fixed(width: 300, height: 70)).previewDevice("iPhone SE"))
        #expect(previewed.layoutTree == plain.layoutTree)
        #expect(previewed.displayList == plain.displayList)
    }

    @Test("A Group of two views gives two previews, each with the traits written on it or on the group")
    func groupGivesSeveral() {
        let previews = PreviewInstance.previews(of: RowPreviews.self, textSystem: textSystem, assetCatalog: .empty)
        #expect(previews.count == 2)
        #expect(previews.map(\.displayName) == ["First", nil])
        #expect(previews.map(\.layout) == [.fixed(width: 300, height: 70), .fixed(width: 300, height: 70)])
        #expect(previews.allSatisfy { $0.device == nil })
    }

    @Test("A ForEach gives one preview per element, its traits kept through a modifier applied after them")
    func forEachGivesSeveral() {
        let previews = PreviewInstance.previews(of: DevicePreviews.self, textSystem: textSystem, assetCatalog: .empty)
        #expect(previews.map(\.displayName) == ["iPhone SE (2nd generation)", "iPhone XS Max"])
        #expect(previews.map(\.device?.rawValue) == ["iPhone SE (2nd generation)", "iPhone XS Max"])
        #expect(previews.map(\.layout) == [.device, .device])
    }

    @Test("A preview with no modifier is laid out on the default device, iPhone 15")
    func defaults() throws {
        let preview = try #require(PreviewInstance.previews(of: PlainPreview.self, textSystem: textSystem, assetCatalog: .empty).first)
        #expect(preview.displayName == nil)
        #expect(preview.layout == .device)
        #expect(preview.screen(textSystem: textSystem, assetCatalog: .empty) == .iPhone15)
    }

    @Test("The screen of each layout: the device, a fixed canvas, or the view's own size, with no safe area off the device")
    func screens() throws {
        let fixed = try #require(PreviewInstance.previews(of: RowPreviews.self, textSystem: textSystem, assetCatalog: .empty).first)
        let fixedScreen = fixed.screen(textSystem: textSystem, assetCatalog: .empty)
        #expect(fixedScreen.size == CGSize(width: 300, height: 70))
        #expect(fixedScreen.safeAreaInsets == EdgeInsets())
        #expect(fixedScreen.scale == 2)

        let devices = PreviewInstance.previews(of: DevicePreviews.self, textSystem: textSystem, assetCatalog: .empty)
        #expect(devices.map { $0.screen(textSystem: textSystem, assetCatalog: .empty).name } == ["iPhone SE", "iPhone XS Max"])

        let fitting = PreviewInstance(
            view: Color.red.frame(width: 120.5, height: 40), displayName: nil, layout: .sizeThatFits, device: "iPhone SE")
        let fittingScreen = fitting.screen(textSystem: textSystem, assetCatalog: .empty)
        #expect(fittingScreen.size == CGSize(width: 121, height: 40))
        #expect(fittingScreen.safeAreaInsets == EdgeInsets())

        // A flexible view takes the width offered, the device's, and its ideal height.
        let wide = PreviewInstance(
            view: HStack { Text("Bahamas"); Spacer() }, displayName: nil, layout: .sizeThatFits, device: nil)
        let wideScreen = wide.screen(textSystem: textSystem, assetCatalog: .empty)
        #expect(wideScreen.size.width == 393)
        #expect(wideScreen.size.height == LayoutHarness(Text("Bahamas")).layoutTree.frame.height.rounded(.up))
    }

    @Test(
        "A preview device names a Meadow preset, Xcode's generation suffix ignored; an unknown name has none",
        arguments: [
            ("iPhone 15", "iPhone 15"), ("iPhone SE (3rd generation)", "iPhone SE"), ("iPhone XS Max", "iPhone XS Max"),
            ("iPad Pro (12.9-inch)", nil),
        ] as [(String, String?)])
    func deviceNames(name: String, preset: String?) {
        #expect(PreviewDevice(rawValue: name).device?.name == preset)
    }

    @Test("previewInterfaceOrientation(.landscapeLeft) lays the preview's iPhone on its side; upside down stays upright")
    func interfaceOrientation() {
        let previews = PreviewInstance.previews(of: LandscapePreviews.self, textSystem: textSystem, assetCatalog: .empty)
        let screens = previews.map { $0.screen(textSystem: textSystem, assetCatalog: .empty) }
        #expect(screens.map(\.size) == [CGSize(width: 852, height: 393), CGSize(width: 393, height: 852)])
        #expect(screens[0].safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 34, trailing: 59))
        #expect(InterfaceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
    }
}
