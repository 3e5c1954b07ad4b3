/// Declares a preview of the view `body` makes, as SwiftUI's `#Preview { ContentView() }`: `meadow-preview TARGET`
/// renders it as Xcode's canvas shows it, named `name` (or after its file and line when nil).
///
/// The macro's plugin is built by `scripts/build-preview-macros`; a target that uses `#Preview` gives it to the
/// compiler with `-Xfrontend -load-plugin-library -Xfrontend .../libMeadowPreviewMacros.so` (see the README).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "MeadowPreviewMacros", type: "PreviewMacro")

/// Declares a preview with traits, as SwiftUI's `#Preview("Name", traits: .sizeThatFitsLayout) { ... }`:
/// `.sizeThatFitsLayout`, `.fixedLayout(width:height:)` and `.landscapeLeft` size the canvas as the matching
/// `PreviewLayout` and orientation do.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "MeadowPreviewMacros", type: "PreviewMacro")

/// Makes a variable at the top of a `#Preview` body a property of the view the preview embeds, as SwiftUI's
/// `@Previewable`: `#Preview { @Previewable @State var isOn = true; Toggle("Loud", isOn: $isOn) }`. The other
/// statements are that view's body.
@attached(peer)
public macro Previewable() = #externalMacro(module: "MeadowPreviewMacros", type: "PreviewableMacro")
