extension LayoutNode {
    /// What a node of the laid-out tree is: one case per built-in primitive view or modifier, a shape by its type,
    /// and any other view by its type name.
    ///
    /// A view with a `body` (and a custom `ViewModifier`) is `.custom` with its type name, so a test finds
    /// `node(kind: .custom("MainCardView"))`; built-in views are typed, e.g. `.flexibleFrame` for
    /// `frame(minWidth:…)` apart from `.fixedFrame` for `frame(width:height:)`.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// A view with a `body`, or a custom `ViewModifier`, by its type name.
        case custom(String)
        /// A `Shape` drawn as a view (`Circle()`, `RoundedRectangle(…)`, a custom shape), by its type name.
        case shape(String)
        case color
        case text
        case image
        case button
        /// A segmented `Picker`.
        case picker
        case divider
        case textField
        case textEditor
        case navigationBar
        /// The screens of a `NavigationStack` (or `NavigationView`, compact `NavigationSplitView`).
        case navigationStack
        /// One screen of a navigation stack: its root or a pushed view.
        case navigationScreen
        /// A `TabView`: its selected page and its tab bar.
        case tabView
        case spacer
        case hStack
        case vStack
        case zStack
        case scrollView
        case geometryReader
        case viewThatFits
        case grid
        case gridRow
        case lazyVGrid
        case lazyHGrid
        /// A `List`: its background and scroll view.
        case list
        /// The rows of a `List`, inside its scroll view.
        case listContent
        /// One row, header or footer of a `List`.
        case listRow
        case toggle
        /// The switch of a switch-style `Toggle`.
        case toggleSwitch
        /// `frame(width:height:alignment:)`.
        case fixedFrame
        /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
        case flexibleFrame
        case padding
        case offset
        case position
        case fixedSize
        case aspectRatio
        case ignoresSafeArea
        /// `safeAreaInset(edge:alignment:spacing:content:)` or `safeAreaPadding`.
        case safeAreaInset
        /// `containerRelativeFrame`.
        case containerRelativeFrame
        case background
        case overlay
        case mask
        case opacity
        /// `clipShape`, `clipped` or `cornerRadius`.
        case clip
        case shadow
        case blur
        case scaleEffect
        case rotationEffect
        case rotation3DEffect
        case projectionEffect
        case colorEffect
        case blendMode
        /// A view with a `gesture` (or `onTapGesture`) attached.
        case gesture
        case onKeyPress
        /// `focused`, `focusable`.
        case focus
        /// `animation(_:value:)`.
        case animation
        /// `preference`, `transformPreference` or `anchorPreference`.
        case preference
        case onPreferenceChange
        /// The views `overlayPreferenceValue` or `backgroundPreferenceValue` builds from a preference.
        case preferenceValue
        /// `onAppear` or `onDisappear`.
        case appearanceActions
        case onChange
        case task
        case onReceive
        /// The tree of a graph with no root view yet.
        case empty
        case lazyVStack
        case lazyHStack
        case scrollViewReader
        /// A view given an explicit identity by `id(_:)`, outside a container.
        case identity

        /// The kind's name in an outline: the type name of a custom view or shape, else the primitive's name.
        public var description: String {
            switch self {
            case .custom(let name), .shape(let name): name
            case .color: "Color"
            case .text: "Text"
            case .image: "Image"
            case .button: "Button"
            case .picker: "Picker"
            case .divider: "Divider"
            case .textField: "TextField"
            case .textEditor: "TextEditor"
            case .navigationBar: "NavigationBar"
            case .navigationStack: "NavigationStack"
            case .navigationScreen: "NavigationScreen"
            case .tabView: "TabView"
            case .spacer: "Spacer"
            case .hStack: "HStack"
            case .vStack: "VStack"
            case .zStack: "ZStack"
            case .scrollView: "ScrollView"
            case .geometryReader: "GeometryReader"
            case .viewThatFits: "ViewThatFits"
            case .grid: "Grid"
            case .gridRow: "GridRow"
            case .lazyVGrid: "LazyVGrid"
            case .lazyHGrid: "LazyHGrid"
            case .lazyVStack: "LazyVStack"
            case .lazyHStack: "LazyHStack"
            case .scrollViewReader: "ScrollViewReader"
            case .identity: "IDView"
            case .list: "List"
            case .listContent: "ListContent"
            case .listRow: "ListRow"
            case .toggle: "Toggle"
            case .toggleSwitch: "ToggleSwitch"
            case .fixedFrame: "FixedFrame"
            case .flexibleFrame: "FlexibleFrame"
            case .padding: "Padding"
            case .offset: "Offset"
            case .position: "Position"
            case .fixedSize: "FixedSize"
            case .aspectRatio: "AspectRatio"
            case .ignoresSafeArea: "IgnoresSafeArea"
            case .safeAreaInset: "SafeAreaInset"
            case .containerRelativeFrame: "ContainerRelativeFrame"
            case .background: "Background"
            case .overlay: "Overlay"
            case .mask: "Mask"
            case .preference: "Preference"
            case .onPreferenceChange: "OnPreferenceChange"
            case .preferenceValue: "PreferenceValue"
            case .appearanceActions: "AppearanceActions"
            case .onChange: "OnChange"
            case .onReceive: "OnReceive"
            case .task: "Task"
            case .focus: "Focus"
            case .opacity: "Opacity"
            case .clip: "Clip"
            case .shadow: "Shadow"
            case .blur: "Blur"
            case .scaleEffect: "ScaleEffect"
            case .rotationEffect: "RotationEffect"
            case .rotation3DEffect: "Rotation3DEffect"
            case .projectionEffect: "ProjectionEffect"
            case .colorEffect: "ColorEffect"
            case .blendMode: "BlendMode"
            case .gesture: "Gesture"
            case .onKeyPress: "OnKeyPress"
            case .animation: "Animation"
            case .empty: "Empty"
            }
        }
    }
}
