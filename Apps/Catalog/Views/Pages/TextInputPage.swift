import SwiftUI

/// Text fields, secure fields and a text editor: empty with a prompt, filled, growing vertically, styled and
/// disabled.
struct TextInputPage: View {
    @State private var name = ""
    @State private var city = "Cupertino"
    @State private var password = "hunter2"
    @State private var notes = "Notes can take many lines of text."
    @State private var message = "A vertical field wraps its text and grows a line at a time."

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                    .accessibilityIdentifier("name-field")
                TextField("City", text: $city)
                Text(name.isEmpty ? "No name yet" : "Hello, \(name)!")
                    .foregroundStyle(.secondary)
            } header: {
                Text("Text Field")
            } footer: {
                Text("An empty field shows its prompt; typing replaces it.")
            }

            Section {
                TextField("Message", text: $message, axis: .vertical)
                    .lineLimit(1...4)
                    .accessibilityIdentifier("message-field")
            } header: {
                Text("Vertical")
            } footer: {
                Text("Grows line by line up to four lines, then scrolls; Return starts a new line.")
            }

            Section {
                TextField("Rounded Border", text: $name)
                    .textFieldStyle(.roundedBorder)
                TextField("Disabled", text: .constant("Read only"))
                    .disabled(true)
            } header: {
                Text("Styles")
            } footer: {
                Text("A rounded border, and a disabled field.")
            }

            Section {
                SecureField("Password", text: $password)
            } header: {
                Text("Secure Field")
            } footer: {
                Text("Dots instead of the characters typed.")
            }

            Section {
                TextEditor(text: $notes)
                    .frame(height: 88)
            } header: {
                Text("Text Editor")
            } footer: {
                Text("Several lines of editable text.")
            }
        }
    }
}

struct TextInputPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            TextInputPage()
        }
    }
}
