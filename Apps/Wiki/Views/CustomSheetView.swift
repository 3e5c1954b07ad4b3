import SwiftUI

struct CustomSheetView: View {
    @Binding var currentHeight: CGFloat
    @Binding var movingOffset: CGFloat
    let smallHeight: CGFloat = 300

    var body: some View {
        SheetView(currentHeight: self.$currentHeight, movingOffset: self.$movingOffset, smallHeight: smallHeight, onDragEnded: { position in
            // Do things on drag end
        }) {
            ZStack(alignment: .top) {
                CreateNewWikiView(movingOffset: self.$currentHeight, collapse: {
                    withAnimation(.spring(dampingFraction: 0.7)) {
                        self.movingOffset = smallHeight
                        self.currentHeight = smallHeight
                    }
                })
                ToolBarView(currentHeight: self.$currentHeight, movingOffset: self.$movingOffset)
            }
            .background(Color.white)
            .clipShape(RoundedShape())
            .shadow(color: Color.gray.opacity(0.2), radius: 6, x: 0.0, y: -5)
        }
    }
}

struct CustomSheetView_Previews: PreviewProvider {
    static var previews: some View {
        CustomSheetView(currentHeight: .constant(0.0), movingOffset: .constant(0.0))
            .environment(WikiLibrary(storage: SampleWikiStorage()))
    }
}
