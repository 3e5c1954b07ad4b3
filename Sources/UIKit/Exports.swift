// `import UIKit` brings UIKit's types, which live in UIKitCore as on iOS, with Foundation and Core Graphics.
@_exported import UIKitCore
