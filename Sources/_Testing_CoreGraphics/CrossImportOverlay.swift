// Swift Testing declares a cross-import overlay for CoreGraphics (Testing.swiftcrossimport in the toolchain), so
// a file that imports both Testing and a module named CoreGraphics makes the compiler import
// `_Testing_CoreGraphics`, which the Linux toolchain does not ship. This empty module, built with CoreGraphics,
// is that overlay: it adds nothing, and lets tests import Testing beside SwiftUI.
