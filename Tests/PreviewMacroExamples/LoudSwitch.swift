import SwiftUI

/// A `#Preview` whose body keeps its own state through `@Previewable`, as Xcode's template for a control does.
#Preview("Loud") {
    @Previewable @State var isLoud = true
    Toggle(isLoud ? "Loud" : "Quiet", isOn: $isLoud)
}
