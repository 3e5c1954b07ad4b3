/// The preference that tells a navigation screen whether its content is `searchable` and searching, so it makes
/// room for the search field under its bar's title, or only for the field while the bar hides for a search.
struct NavigationSearchKey: PreferenceKey {
    /// How a screen's search field shows.
    enum State: Comparable {
        /// No search field.
        case none
        /// Under the bar's title.
        case idle
        /// Focused, alone at the top in place of the bar, as UIKit's `hidesNavigationBarDuringPresentation`.
        case active
    }

    static var defaultValue: State { .none }

    static func reduce(value: inout State, nextValue: () -> State) {
        value = max(value, nextValue())
    }
}
