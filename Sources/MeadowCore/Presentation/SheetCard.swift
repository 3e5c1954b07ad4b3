import Foundation

/// A sheet as iOS shows it on iPhone: a card that slides up from the bottom over the dimmed window, its top 10
/// points below the safe area's top with 10-point rounded top corners (or `presentationCornerRadius`), in the
/// system background (or `presentationBackground`). Its content sits
/// in the card above the home indicator, with `dismiss` and `presentationMode` dismissing the sheet. Dragged down
/// by more than a third of its height (or flung down) it dismisses, unless `interactiveDismissDisabled`; with
/// `presentationDetents` it opens at the smallest (or the bound one) and is dragged between them, a drag that settles
/// at a detent writing its binding and a binding set from code moving the card there, as on iOS 16. The card
/// springs to a detent with the sheet's spring (`SheetCardLayout`): let go, from where the finger left it at the
/// finger's speed; set from code, from where it rests. A full-screen cover is the same card over the whole screen,
/// with no dimming, no corners and no dragging.
struct SheetCard: View {
    let content: AnyView
    let dismisser: PresentationDismisser
    let isFullScreen: Bool
    @Environment(\.safeArea) private var safeArea
    @State private var detents: Set<PresentationDetent> = []
    @State private var selectedDetent: PresentationDetent?
    /// The binding of `presentationDetents(_:selection:)`, written when a drag settles at a detent.
    @State private var detentSelection: Binding<PresentationDetent>?
    @State private var dismissDisabled = false
    @State private var dragIndicator = Visibility.automatic
    @State private var presentationCornerRadius: CGFloat?
    /// How far the finger has moved down (negative: up) since a drag on the card began.
    @State private var dragTranslation: CGFloat = 0

    /// The space between the safe area's top and a large card's top.
    static let topGap: CGFloat = 10
    static let cornerRadius: CGFloat = 10

    var body: some View {
        let screen = safeArea?.screen ?? .zero
        let safe = safeArea?.safe ?? screen
        let large = isFullScreen ? screen.height : screen.maxY - safe.minY - Self.topGap
        let resting = restingDetent.height(large: large)
        // Dragged up, the card grows toward the large height; dragged down, it moves down whole.
        let height = min(large, resting - min(dragTranslation, 0))
        let card = CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
        let top = isFullScreen ? safe.minY - screen.minY : 0
        let bottom = screen.maxY - safe.maxY
        content
            .environment(\.dismiss, DismissAction(dismisser: dismisser))
            .environment(
                \.safeArea, SafeAreaGeometry(screen: card, safe: card.with(minY: card.minY + top, maxY: card.maxY - bottom)))
            .onPreferenceChange(PresentationDetentsKey.self, perform: choose)
            .onPreferenceChange(InteractiveDismissDisabledKey.self) { dismissDisabled = $0 }
            .onPreferenceChange(PresentationDragIndicatorKey.self) { dragIndicator = $0 }
            .onPreferenceChange(PresentationCornerRadiusKey.self) { presentationCornerRadius = $0 }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .padding(.top, top)
            .padding(.bottom, bottom)
            .backgroundPreferenceValue(PresentationBackgroundKey.self) { background in
                background ?? AnyView(Color.systemBackground)
            }
            .overlay(alignment: .top) { grabber }
            .clipShape(SheetCardShape(cornerRadius: isFullScreen ? 0 : presentationCornerRadius ?? Self.cornerRadius))
            .accessibilityElement(children: .contain)
            .accessibilityRole(.dialog)
            .accessibilityAddTraits(.isModal)
            .gesture(drag(resting: resting, large: large), including: isFullScreen ? .subviews : .all)
            .modifier(SheetCardLayout(height: height, offset: max(dragTranslation, 0)))
    }

    /// Takes the detents the content asks for; a bound detent that differs from the one the card rests at moves it
    /// there with the sheet's spring, whatever animation the change was made with, as UIKit animates a change of
    /// the selected detent, unless the card is only now reading its detents.
    private func choose(_ choice: PresentationDetentChoice) {
        let isFirst = detents.isEmpty
        detents = choice.detents
        detentSelection = choice.selection
        guard let selected = choice.selected, selected != selectedDetent else { return }
        if isFirst {
            selectedDetent = selected
        } else {
            withAnimation(.spring(Self.spring)) { selectedDetent = selected }
        }
    }

    /// The spring a sheet comes in and goes with, and settles at a detent with: critically damped, of response
    /// 0.45 seconds (an estimate of UIKit's sheet presentation).
    static let spring = Spring(response: 0.45, dampingRatio: 1)

    /// The detent the card rests at: the one chosen by dragging or bound, else the smallest asked for, else large.
    private var restingDetent: PresentationDetent {
        if let selectedDetent, detents.contains(selectedDetent) { return selectedDetent }
        let large = largeHeight
        return detents.min { $0.height(large: large) < $1.height(large: large) } ?? .large
    }

    private var largeHeight: CGFloat {
        guard let safeArea else { return 0 }
        return safeArea.screen.maxY - safeArea.safe.minY - Self.topGap
    }

    /// The grabber: a 36×5 capsule 5 points below the card's top, shown when asked for or when there are detents
    /// to drag between.
    @ViewBuilder private var grabber: some View {
        if !isFullScreen, dragIndicator == .visible || (dragIndicator == .automatic && detents.count > 1) {
            Capsule()
                .fill(Color(light: RGBA(hex: 0x3C3C43, alpha: 0.3), dark: RGBA(hex: 0xEBEBF5, alpha: 0.3)))
                .frame(width: 36, height: 5)
                .padding(.top, 5)
        }
    }

    /// Dragging the card: released past a third of its height down, or flung past half, it dismisses; otherwise it
    /// springs from where it was let go, at the finger's speed, to the detent nearest where the fling would end.
    private func drag(resting: CGFloat, large: CGFloat) -> some Gesture {
        DragGesture(coordinateSpace: .global)
            .onChanged { value in
                guard !isFullScreen else { return }
                let down = value.translation.height
                dragTranslation = down * share(ofDown: down)
            }
            .onEnded { value in
                guard !isFullScreen else { return }
                let down = value.translation.height
                let predicted = value.predictedEndTranslation.height
                let smallest = detents.map { $0.height(large: large) }.min() ?? large
                if !dismissDisabled, resting <= smallest, down > resting / 3 || predicted > resting / 2 {
                    dismisser.dismiss()
                    return
                }
                let target = resting - predicted
                let nearest = (detents.isEmpty ? [.large] : Array(detents)).min {
                    abs($0.height(large: large) - target) < abs($1.height(large: large) - target)
                } ?? .large
                // The card's shown height falls as fast as the finger moves down; the spring's initial velocity is
                // that speed as a share of the way to the detent.
                let shown = min(large, resting - dragTranslation)
                let way = nearest.height(large: large) - shown
                let falling = value.velocity.height * share(ofDown: down)
                let launch = abs(way) < 0.5 ? 0 : -falling / way
                withAnimation(.interpolatingSpring(Self.spring, initialVelocity: launch)) {
                    selectedDetent = nearest
                    dragTranslation = 0
                }
                if let detentSelection, detentSelection.wrappedValue != nearest {
                    detentSelection.wrappedValue = nearest
                }
            }
    }

    /// The share of the finger's travel the card follows: a tenth of a drag down that can neither dismiss it nor
    /// take it to a smaller detent, as a rubber band; all of any other.
    private func share(ofDown down: CGFloat) -> CGFloat {
        down > 0 && dismissDisabled && detents.count < 2 ? 0.1 : 1
    }

    /// What `sheet` and `fullScreenCover` present: the card sliding up from the bottom (and down when it goes)
    /// over a 40 % black dimming (none for a full-screen cover). Escape dismisses either, as the Escape key of a
    /// hardware keyboard dismisses a sheet or a full-screen cover on iPad, unless its content disables interactive
    /// dismissal.
    static func content(_ content: AnyView, isFullScreen: Bool, dismisser: PresentationDismisser) -> PresentedContent {
        PresentedContent(
            backdrop: (isFullScreen ? Color.clear : Color.black.opacity(0.4)).transition(.opacity),
            panel: SheetCard(content: content, dismisser: dismisser, isFullScreen: isFullScreen)
                .transition(.move(edge: .bottom)),
            animation: .spring(Self.spring),
            cancel: { dismisser.dismiss() })
    }
}
