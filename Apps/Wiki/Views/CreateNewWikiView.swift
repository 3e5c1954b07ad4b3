import Foundation
import SwiftUI

struct CreateNewWikiView: View {
    @Binding var movingOffset: CGFloat
    /// Collapses the sheet, after a wiki or folder is created.
    var collapse: () -> Void = {}
    let screenSize = UIScreen.main.bounds.size
    @Environment(WikiLibrary.self) private var library
    @State private var textTitle = ""
    /// Why the typed title was not saved, shown under the field until the title changes.
    @State private var problem: String?
    /// Pairs the form's title with the field it is for, for screen readers.
    @Namespace private var form

    var body: some View {
        let screenWidth = screenSize.width
        let phoneRatio = String(format: "%.3f", screenSize.width / screenSize.height)
        let refRatio = String(format: "%.3f", 9.0 / 16.0)
        let isXorAbove = phoneRatio != refRatio

        return VStack(spacing: 25) {
            Rectangle()
                .frame(width: 80, height: 7)
                .cornerRadius(5)
                .foregroundColor(Color.gray.opacity(0.5))
            Text("Create New Wiki")
                .accessibilityLabeledPair(role: .label, id: "title", in: form)

            VStack {
                TextField("Type a title", text: self.$textTitle, onEditingChanged: { value in
                    print(value)
                }, onCommit: {
                    print("Finished editing")
                }).multilineTextAlignment(.center)
                    .accessibilityIdentifier("title-field")
                    .accessibilityLabeledPair(role: .content, id: "title", in: form)
                Divider().padding(.horizontal, 50)
                if let problem {
                    Text(problem)
                        .accessibilityIdentifier("title-problem")
                        .font(.footnote)
                        .foregroundColor(Color.red)
                        .multilineTextAlignment(.center)
                        .padding(.horizontal, 50)
                }
            }
            .onChange(of: textTitle) {
                problem = nil
            }

            VStack(spacing: 15) {
                WikiButton(icon: "plus", color: "green", text: "Create New Wiki", isFolder: false, action: {
                    self.create(.wiki)
                })
                WikiButton(icon: "folder.fill.badge.plus", color: "green", text: "Create New Folder", isFolder: true, action: {
                    self.create(.folder)
                })
            }

            Text("*Only visible to you, if you want you can share with others later")
                .font(.footnote)
                .multilineTextAlignment(.center)
                .lineLimit(2)
                .frame(width: screenWidth * 0.8)
                .foregroundColor(Color.gray)

        }.padding(.bottom, isXorAbove ? 60 : 50)
            .padding(.top, 15)
            .offset(y: movingOffset)
    }

    /// Saves the typed title as a new wiki or folder, then clears the field and collapses the sheet; a title that
    /// cannot be used leaves everything as it is and says why under the field.
    private func create(_ kind: WikiKind) {
        if let problem = library.create(kind, titled: textTitle) {
            self.problem = problem
            return
        }
        textTitle = ""
        problem = nil
        collapse()
    }
}

struct CreateNewWikiView_Previews: PreviewProvider {
    static var previews: some View {
        CreateNewWikiView(movingOffset: .constant(0.0))
            .environment(WikiLibrary(storage: SampleWikiStorage()))
    }
}
