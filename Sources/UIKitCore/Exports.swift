// As on Apple's platforms, `import UIKit` brings Foundation and Core Graphics with it.
@_exported import CoreGraphics
@_exported import Foundation
