// Core Graphics' names (`CGLineCap` in `StrokeStyle`, `CGAffineTransform`) are part of SwiftUI's API.
@_exported import CoreGraphics
