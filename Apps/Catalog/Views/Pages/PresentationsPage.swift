import SwiftUI

/// Every presentation: sheets (full height and with detents), a full-screen cover, a popover, alerts and a
/// confirmation dialog; the page says what was last chosen in each.
struct PresentationsPage: View {
    @State private var showsSheet = false
    @State private var showsDetentSheet = false
    @State private var halfSheetDetent = PresentationDetent.medium
    @State private var showsStyledSheet = false
    @State private var showsCover = false
    @State private var showsPopover = false
    @State private var showsAlert = false
    @State private var showsDeleteAlert = false
    @State private var showsDialog = false
    @State private var outcome = "Nothing yet"

    var body: some View {
        Form {
            Section {
                Button("Show Sheet") { showsSheet = true }
                Button("Show Half Sheet") { showsDetentSheet = true }
                Button("Show Styled Sheet") { showsStyledSheet = true }
            } header: {
                Text("Sheets")
            } footer: {
                Text("A card over the page; drag it down or tap Done to dismiss it. A sheet can round its corners more and show the page through a material.")
            }

            Section {
                Button("Show Full-Screen Cover") { showsCover = true }
                Button("Show Popover") { showsPopover = true }
            } header: {
                Text("Covers and Popovers")
            } footer: {
                Text("A cover fills the screen; on iPhone a popover is a sheet.")
            }

            Section {
                Button("Show Alert") { showsAlert = true }
                Button("Show Delete Alert") { showsDeleteAlert = true }
            } header: {
                Text("Alerts")
            } footer: {
                Text("A centred alert with a message, and one with a destructive and a cancel button.")
            }

            Section {
                Button("Show Dialog") { showsDialog = true }
            } header: {
                Text("Confirmation Dialog")
            } footer: {
                Text("An action sheet rising from the bottom of the screen.")
            }

            Section {
                Text(outcome)
                    .accessibilityIdentifier("outcome")
            } header: {
                Text("Outcome")
            } footer: {
                Text("What the last presentation ended with.")
            }
        }
        .sheet(isPresented: $showsSheet, onDismiss: { outcome = "Sheet dismissed" }) {
            PresentedPage(title: "Sheet", message: "A card that slides up over the page.")
        }
        .sheet(isPresented: $showsDetentSheet) {
            PresentedPage(title: "Half Sheet", message: "Detents stop the card at half height or full height.")
                .presentationDetents([.medium, .large], selection: $halfSheetDetent)
                .presentationDragIndicator(.visible)
        }
        .onChange(of: halfSheetDetent) {
            outcome = halfSheetDetent == .large ? "Half Sheet: large" : "Half Sheet: medium"
        }
        .sheet(isPresented: $showsStyledSheet) {
            StyledSheetPage()
                .presentationDetents([.medium])
                .presentationCornerRadius(32)
                .presentationBackground(.thinMaterial)
        }
        .fullScreenCover(isPresented: $showsCover) {
            PresentedPage(title: "Cover", message: "A full-screen cover hides the page under it.")
        }
        .popover(isPresented: $showsPopover) {
            PresentedPage(title: "Popover", message: "On iPhone a popover presents as a sheet.")
        }
        .alert("Saved", isPresented: $showsAlert) {
            Button("OK") { outcome = "Alert: OK" }
        } message: {
            Text("Your changes were saved.")
        }
        .alert("Delete Photo?", isPresented: $showsDeleteAlert) {
            Button("Delete", role: .destructive) { outcome = "Alert: Delete" }
            Button("Cancel", role: .cancel) { outcome = "Alert: Cancel" }
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Share Photo", isPresented: $showsDialog, titleVisibility: .visible) {
            Button("Copy Link") { outcome = "Dialog: Copy Link" }
            Button("Delete", role: .destructive) { outcome = "Dialog: Delete" }
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct PresentationsPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            PresentationsPage()
        }
    }
}
