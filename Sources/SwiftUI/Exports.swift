// `import SwiftUI` brings what it brings on iOS: the views and modifiers, `App.main()` for `@main`, Foundation,
// Combine, Core Graphics, Observation, os's `Logger` and the UIKit types SwiftUI code uses. All of it is Meadow's,
// under Apple's name.
@_exported import Meadow
@_exported import UIKit
@_exported import os
// On Linux, URLSession, URLRequest and HTTPURLResponse live in FoundationNetworking, which Apple's Foundation
// includes: a file that imports SwiftUI sees them as on iOS. (A file importing only Foundation does not; see the
// README for the compiler flag that makes them visible to every file of a target.)
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
