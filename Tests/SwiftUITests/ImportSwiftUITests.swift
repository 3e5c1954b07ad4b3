// Only SwiftUI (and Testing): what an iOS app file that imports SwiftUI uses must compile from it alone.
import SwiftUI
import Testing

private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()
    let logger = Logger(subsystem: "org.meadow.tests", category: "search")

    init() {
        $query
            .dropFirst()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [$0.uppercased()] }
            .assign(to: &$results)
        logger.info("Search ready with \(self.results.count, privacy: .public) results")
    }

    func request() -> URLRequest {
        var request = URLRequest(url: URL(string: "https://example.com/search")!)
        request.httpMethod = "GET"
        return request
    }

    func load() -> AnyPublisher<[String], Never> {
        URLSession.shared.dataTaskPublisher(for: request())
            .map(\.data)
            .decode(type: [String].self, decoder: JSONDecoder())
            .replaceError(with: [])
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }
}

private struct ClockView: View {
    @StateObject private var model = SearchModel()
    @EnvironmentObject var settings: SettingsModel
    @State private var now = Date()
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text(model.query)
            ChildView(model: model)
        }
        .onReceive(timer) { now = $0 }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in }
    }
}

private struct ChildView: View {
    @ObservedObject var model: SearchModel

    var body: some View { Text("\(model.results.count)") }
}

private final class SettingsModel: ObservableObject {
    @Published var isOn = false
}

private struct Spinner: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let view = UIActivityIndicatorView(style: .large)
        view.startAnimating()
        return view
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
}

@Suite("What import SwiftUI brings")
struct ImportSwiftUITests {
    @Test("A file importing only SwiftUI has Combine, URLSession, Logger, Timer publishers and UIKit's representables")
    @MainActor
    func compilesFromSwiftUIAlone() {
        let model = SearchModel()
        #expect(model.request().httpMethod == "GET")
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIScreen.main.bounds.width > 0)
        _ = ClockView().environmentObject(SettingsModel())
        _ = Spinner()
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2)
        #expect(Path(path.cgPath).boundingRect.width == 10)
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
    }
}
