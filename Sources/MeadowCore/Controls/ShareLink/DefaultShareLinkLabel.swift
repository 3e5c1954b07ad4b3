/// The label of a `ShareLink` made without one, as SwiftUI's `DefaultShareLinkLabel`: iOS's share symbol,
/// `square.and.arrow.up`, beside the title ("Share" unless the link is given another).
public struct DefaultShareLinkLabel: View {
    let title: Text

    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}
