// Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport in the toolchain), so a file
// that imports both Testing and a module named UIKit makes the compiler import `_Testing_UIKit`, which the Linux
// toolchain does not ship. This empty module, built with UIKit, is that overlay: it adds nothing, and lets tests
// import Testing beside SwiftUI.
