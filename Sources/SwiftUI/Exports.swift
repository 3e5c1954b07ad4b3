// `import SwiftUI` brings what it brings on iOS: the views and modifiers, `App.main()` for `@main`, Foundation,
// Core Graphics, Observation and the UIKit types SwiftUI code uses. All of it is Meadow's, under Apple's name.
@_exported import Meadow
