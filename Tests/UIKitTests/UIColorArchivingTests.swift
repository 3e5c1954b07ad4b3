import Foundation
import SwiftUI
import Testing
import UIKit

/// `UIColor` as an `NSObject` that archives, as a Game of Life app stores its chosen cell colours: each `Color`
/// made a `UIColor`, written with `NSKeyedArchiver` and read back with `unarchivedObject(ofClass:from:)`.
@Suite("UIColor archiving")
struct UIColorArchivingTests {
    @Test("A colour archived and unarchived has the same components and is equal to the original")
    func roundTrip() throws {
        let original = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        let data = try NSKeyedArchiver.archivedData(withRootObject: original, requiringSecureCoding: false)
        let decoded = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
        #expect(decoded == original)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        decoded.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [1, 0.5, 0.25, 0.75])
    }

    @Test("A SwiftUI colour goes through the archive as its light components, as the app's Color(uiColor:) reads it")
    func swiftUIColor() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: UIColor(Color.orange), requiringSecureCoding: true)
        let decoded = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
        #expect(decoded == UIColor(Color.orange))
        #expect(Set([decoded, UIColor(Color.orange), UIColor.systemOrange]).count == 1)
    }
}
