import SwiftUI

/// A tab view in the page style: three pages side by side that a swipe turns, with the page indicator's dots.
struct PagedTabViewPage: View {
    private let pages = [
        (title: "Welcome", symbol: "sparkles", color: Color.blue),
        (title: "Explore", symbol: "map", color: Color.green),
        (title: "Begin", symbol: "star.fill", color: Color.orange),
    ]
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(pages.indices, id: \.self) { index in
                VStack(spacing: 12) {
                    Image(systemName: pages[index].symbol)
                        .font(.system(size: 56))
                    Text(pages[index].title)
                        .font(.title2.bold())
                }
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(pages[index].color)
                .tag(index)
            }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .navigationTitle("Page \(page + 1) of \(pages.count)")
    }
}

struct PagedTabViewPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            PagedTabViewPage()
        }
    }
}
