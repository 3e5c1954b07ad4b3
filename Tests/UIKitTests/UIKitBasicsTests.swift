import CoreGraphics
import Foundation
import MeadowCore
import MeadowTestSupport
import Testing
import UIKit

@MainActor
@Suite("UIKit basics apps touch")
struct UIKitBasicsTests {
    @Test("UIDevice.current is an iPhone running iOS, as apps checking it expect")
    func device() {
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.model == "iPhone")
        #expect(!UIDevice.current.systemVersion.isEmpty)
    }

    @Test("A rounded-rect UIBezierPath becomes a SwiftUI Path of the same bounds through cgPath")
    func bezierPath() {
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 8, height: 8))
        #expect(Path(rounded.cgPath).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        let drawn = UIBezierPath()
        drawn.move(to: CGPoint(x: 0, y: 0))
        drawn.addLine(to: CGPoint(x: 10, y: 0))
        drawn.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 2), controlPoint2: CGPoint(x: 12, y: 8))
        drawn.close()
        #expect(drawn.currentPoint == CGPoint(x: 10, y: 10))
        // UIKit's clockwise is on screen: from 0 to π/2 clockwise passes through the bottom of the circle.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.x - 50) < 0.001 && abs(arc.currentPoint.y - 60) < 0.001)
        #expect(arc.bounds.maxY <= 60.001 && arc.bounds.minY >= 49.999)
    }

    @Test("UIColor.cgColor carries the colour's components")
    func cgColor() {
        let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(color.cgColor.components == [1, 0.5, 0, 0.25])
        #expect(UIColor(cgColor: color.cgColor) == color)
    }

    @Test("textContentType and statusBarHidden leave the view as it is: Meadow has no AutoFill and no status bar")
    func contentTypeAndStatusBar() {
        let plain = LayoutHarness(TextField("Email", text: .constant("")).padding(), device: .iPhone15).layoutTree.allNodes.map(\.frame)
        let asked = LayoutHarness(
            TextField("Email", text: .constant("")).padding().textContentType(.emailAddress).statusBarHidden(),
            device: .iPhone15
        ).layoutTree.allNodes.map(\.frame)
        #expect(asked == plain)
        #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code")
    }

    @Test("Color(.white) is UIKit's white although Core Graphics names a white too; UIColor(resource:) is the catalog's")
    func colorOverloads() {
        #expect(Color(.white) == Color(uiColor: .white))
        #expect(Color(.systemBlue) == Color(uiColor: .systemBlue))
        #expect(UIColor(resource: ColorResource(name: "Paper", bundle: .main)) == UIColor(named: "Paper"))
    }

    @Test("Bar and table appearances keep what apps set")
    func appearances() {
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().barTintColor = .systemBlue
        UITabBar.appearance().unselectedItemTintColor = .gray
        UITableView.appearance().separatorStyle = .none
        UITextView.appearance().backgroundColor = .clear
        #expect(UINavigationBar.appearance().barTintColor == .systemBlue)
        #expect(UINavigationBar.appearance().largeTitleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(UITabBar.appearance().unselectedItemTintColor == .gray)
        #expect(UITableView.appearance().separatorStyle == .none)
        #expect(UITextView.appearance().backgroundColor == .clear)
    }

    @Test("UIScreen.main is the device's size in points")
    func screen() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    }
}

@MainActor
@Suite("UIWindow")
struct UIWindowTests {
    @Test("A full-screen window's safe-area insets are the device's, as apps read them for the notch")
    func safeArea() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.safeAreaInsets.top == 59 && window.safeAreaInsets.bottom == 34)
        #expect(UIView(frame: .zero).safeAreaInsets == .zero)
    }
}

@MainActor
@Suite("UIKit conveniences apps call")
struct UIKitConveniencesTests {
    @Test("A dynamic UIColor shows its dark answer in dark mode and its light one otherwise")
    func dynamicColor() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        var environment = EnvironmentValues()
        #expect(Color(uiColor: color).resolve(in: environment) == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        environment.colorScheme = .dark
        #expect(Color(uiColor: color).resolve(in: environment) == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test("Haptics run and do nothing; the pasteboard keeps its text")
    func hapticsAndPasteboard() {
        let generator = UIImpactFeedbackGenerator(style: .medium)
        generator.prepare()
        generator.impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UIPasteboard.general.string = "copied"
        #expect(UIPasteboard.general.string == "copied")
        #expect(UIColor(named: "") == nil && UIColor(named: "Brand") != nil)
    }

    @Test("keyboardType(_:) takes UIKit's keyboard types and leaves a field's layout as it was")
    @MainActor
    func keyboardType() {
        let plain = LayoutHarness(TextField("Amount", text: .constant("")), size: CGSize(width: 200, height: 100)).layoutTree
        let numeric = LayoutHarness(
            TextField("Amount", text: .constant("")).keyboardType(.decimalPad), size: CGSize(width: 200, height: 100)
        ).layoutTree
        #expect(plain.node(text: "Amount")?.frame == numeric.node(text: "Amount")?.frame)
        #expect(UIKeyboardType.alphabet == .asciiCapable)
    }
}
