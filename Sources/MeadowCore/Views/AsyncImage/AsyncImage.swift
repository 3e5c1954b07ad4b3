import Foundation

/// A view that loads an image from a URL and shows it, as SwiftUI's `AsyncImage`: a placeholder while it loads,
/// then the image, or what `content` makes of each phase.
///
/// The load starts when the view appears and again when its URL changes, off the main actor (a `file:` URL read
/// from disk, any other fetched with `URLSession`), and the phase is set on the main actor, with `transaction`'s
/// animation when given. With no content closure, a loaded image shows at its own size and the placeholder,
/// shown while loading and on failure, is iOS's secondary system fill filling the space offered. A URL of nil
/// stays empty.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    /// What to show for each phase; nil for the image at its own size or the default placeholder.
    let content: ((AsyncImagePhase) -> Content)?
    @State private var loaded = LoadedPhase()

    /// The image at `url` at its own size, or the default placeholder.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        content = nil
    }

    /// What `content` makes of the loaded image, or what `placeholder` makes while loading and on failure.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        let choose: (AsyncImagePhase) -> _ConditionalContent<I, P> = { phase in
            if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
            return ViewBuilder.buildEither(second: placeholder())
        }
        self.init(url: url, scale: scale, content: choose)
    }

    /// What `content` makes of each phase of the load, changed with `transaction`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    public var body: some View {
        let phase = loaded.url == url ? loaded.phase : .empty
        Group {
            if let content {
                content(phase)
            } else if let image = phase.image {
                image
            } else {
                Color.secondarySystemFill
            }
        }
        .task(id: url) { await load() }
    }

    /// Loads the image at the current URL and shows its phase, unless the URL changed meanwhile.
    private func load() async {
        guard let url else { return }
        let phase: AsyncImagePhase
        do {
            // A nonisolated async function: the bytes are read and stored off the main actor.
            phase = .success(Image(decoded: try await AsyncImageLoader.load(url, scale: scale)))
        } catch {
            phase = .failure(error)
        }
        guard !Task.isCancelled else { return }
        withTransaction(transaction) { loaded = LoadedPhase(url: url, phase: phase) }
    }
}

/// The phase of the URL loaded last: a view whose URL changed shows `.empty` until its new one loads.
private struct LoadedPhase {
    var url: URL?
    var phase: AsyncImagePhase = .empty
}
