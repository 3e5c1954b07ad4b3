import SwiftUI

/// What the app shows over every screen: the wiki being renamed or moved, whose card covers the screen (the sheet
/// too) until it is saved or cancelled.
@Observable
@MainActor
final class WikiPresentation {
    var renaming: WikiEntry?
    var moving: WikiEntry?
}
