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
