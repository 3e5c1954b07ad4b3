import SwiftUI

/// The home screen, and the app opened from it zooming out of its icon.
///
/// An app's first frame costs many of the zoom's (its views built, its text laid out, its pictures decoded), and
/// iOS never lets it hold the zoom up. So, idle on the home screen, the launcher prepares each app ahead, one at a
/// time and a step a frame: its views are built and laid out in one frame, its drawing listed at an opacity no
/// pixel shows in the next, then it is kept hidden (nothing drawn, no touch or screen reader reaching them), and
/// opening it only animates its scale and opacity. The steps are counted in frames drawn (`EveryFrame`), not in
/// time: a machine too busy to draw a frame for a while prepares later, and never loses a step between two
/// frames. Drawn ahead, its pixels are kept for the zoom (the renderer draws a group no pixel shows into the
/// layer a zoom paints from, a part in each frame that changes nothing else), so its opening draws none of it;
/// the home indicator is the system's, over the app as on iOS, not part of the app's zooming pixels. An app
/// closed is taken down, as before, and prepared again once the home screen rests.
struct LauncherView: View {
    let apps: [HomeScreenApp]
    @State private var openApp: HomeScreenApp.ID?
    @State private var openedFrom = UnitPoint.center
    /// The apps built ahead, hidden until opened.
    @State private var prepared: Set<HomeScreenApp.ID> = []
    /// The app built in the last frame, whose drawing the next frame lists.
    @State private var preparing: HomeScreenApp.ID?
    /// The app being drawn ahead, for a frame, at `drawnAheadOpacity`.
    @State private var drawingAhead: HomeScreenApp.ID?

    private static let opening = Animation.spring(response: 0.45, dampingFraction: 0.86)
    /// How long the home screen rests before each app is prepared: past the launch's first frames, and past the
    /// spring of a closing, so that no frame of an animation waits for a preparation.
    static let preparationDelay = Duration.seconds(1)
    /// An opacity at which an app is drawn (its pictures decoded, its text shaped) yet changes no pixel: below
    /// half of an 8-bit channel's step.
    static let drawnAheadOpacity = 0.001

    var body: some View {
        ZStack {
            HomeScreen(apps: apps) { app, anchor in
                openedFrom = anchor
                withAnimation(Self.opening) { openApp = app.id }
            }

            ForEach(apps.filter { $0.id == openApp || prepared.contains($0.id) }) { app in
                let isOpen = app.id == openApp
                let isDrawnAhead = app.id == drawingAhead
                ZStack {
                    Color.white.ignoresSafeArea()
                    app.content()
                }
                .mask { Rectangle().ignoresSafeArea() }
                .scaleEffect(isOpen || isDrawnAhead ? 1 : 0.15, anchor: openedFrom)
                .opacity(isOpen ? 1 : isDrawnAhead ? Self.drawnAheadOpacity : 0)
                .allowsHitTesting(isOpen)
                .accessibilityHidden(!isOpen)
                .transition(.scale(scale: 0.15, anchor: openedFrom).combined(with: .opacity))
            }

            if openApp != nil {
                HomeIndicator { goHome() }
                    .transition(.opacity)
            }
        }
        .background {
            if preparing != nil || drawingAhead != nil {
                EveryFrame { prepareNextStep() }
            }
        }
        .onKeyPress(.escape) {
            guard openApp != nil else { return .ignored }
            goHome()
            return .handled
        }
        .task(id: isResting) { [resting = isResting, ids = apps.map(\.id), prepared = $prepared, preparing = $preparing] in
            guard resting else { return }
            await Self.prepareNext(of: ids, prepared: prepared, preparing: preparing)
        }
    }

    /// Whether the home screen shows with no app open and none being prepared: the time to prepare the next.
    private var isResting: Bool { openApp == nil && preparing == nil && drawingAhead == nil }

    /// Builds the first app of `ids` not prepared yet after `preparationDelay` of rest: the next frame builds and
    /// lays it out, hidden, and the frames after it list its drawing (`prepareNextStep`); once they are drawn the
    /// home screen rests again, and the app after it is prepared. Stops when an app opens. It holds the launcher's state, not its apps: a launcher let go frees
    /// the apps' models at once, not when the cancelled task next runs.
    private static func prepareNext(
        of ids: [HomeScreenApp.ID], prepared: Binding<Set<HomeScreenApp.ID>>, preparing: Binding<HomeScreenApp.ID?>
    ) async {
        guard ids.contains(where: { !prepared.wrappedValue.contains($0) }) else { return }
        do { try await Task.sleep(for: preparationDelay) } catch { return }
        guard let id = ids.first(where: { !prepared.wrappedValue.contains($0) }) else { return }
        prepared.wrappedValue.insert(id)
        preparing.wrappedValue = id
    }

    /// A frame after the one that built an app, lists its drawing at `drawnAheadOpacity`, which the renderer then
    /// draws ahead a part in each frame that changes nothing else, so no frame of the resting home screen draws a
    /// whole app; a frame after that, hides it again. An app opening meanwhile ends the preparation.
    private func prepareNextStep() {
        drawingAhead = openApp == nil ? preparing : nil
        preparing = nil
    }

    private func goHome() {
        withAnimation(Self.opening) {
            if let openApp { prepared.remove(openApp) }
            openApp = nil
        }
    }
}

struct LauncherView_Previews: PreviewProvider {
    static var previews: some View {
        LauncherView(apps: HomeScreenApp.samples)
    }
}
