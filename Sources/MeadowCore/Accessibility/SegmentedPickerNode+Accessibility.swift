/// A segmented `Picker` contains its segments, each a button, the selected one `isSelected`, as VoiceOver reads
/// UIKit's segmented control on iOS ("Selected, M, button"). A segment has no action of its own, so Tab stops at
/// the picker rather than at each segment (arrows move between them), and the focused picker is read as its
/// selected segment (`KeyboardFocusOrder`); activating a segment taps it. The group is
/// labelled with the picker's label, which SwiftUI does not show in this style but keeps for accessibility.
extension SegmentedPickerNode: AccessibleNode {
    var automaticAccessibility: AutomaticAccessibility? {
        AutomaticAccessibility(role: .group, label: title, children: .contain)
    }
}
