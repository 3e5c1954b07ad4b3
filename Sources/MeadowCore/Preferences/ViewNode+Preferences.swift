import Foundation

extension ViewNode {
    /// The preferences of this view, as SwiftUI gathers them: its children's, combined in order by each key's
    /// `reduce`, then what the node itself writes.
    final func preferenceValues() -> PreferenceValues {
        if let preferenceCache { return preferenceCache }
        var values = PreferenceValues()
        for child in preferenceChildren { values.combine(with: child.preferenceValues()) }
        values.write(by: writeStamp) { writePreferences(&$0) }
        values.markGathered()
        preferenceCache = values
        return values
    }

    /// Forgets gathered preferences here and in every ancestor, after children were built outside an update.
    func invalidatePreferences() {
        var node: ViewNode? = self
        while let current = node {
            current.preferenceCache = nil
            node = current.parent
        }
    }
}
