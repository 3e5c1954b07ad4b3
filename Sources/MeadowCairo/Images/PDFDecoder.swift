import CCairo
import CPoppler
import Foundation

/// Draws the first page of a PDF file with poppler onto a Cairo image surface: an asset catalog's vector PDF image,
/// drawn from its paths at the size it is shown, as iOS draws a set that preserves its vector data.
enum PDFDecoder {
    /// A premultiplied ARGB32 surface of `size` pixels (the page's size in points when nil) holding the first page
    /// scaled to fill it; `nil` when poppler cannot open the file or it has no page.
    static func surface(contentsOf url: URL, size: CGSize?) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        guard let uri = g_filename_to_uri(url.path, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        let document = poppler_document_new_from_file(uri, nil, &error)
        g_free(uri)
        guard let document else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }

        var pageWidth = 0.0
        var pageHeight = 0.0
        poppler_page_get_size(page, &pageWidth, &pageHeight)
        guard pageWidth > 0, pageHeight > 0 else { return nil }
        let target = size ?? CGSize(width: pageWidth, height: pageHeight)
        let width = Int32(max(1, target.width.rounded()))
        let height = Int32(max(1, target.height.rounded()))

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_scale(cr, Double(width) / pageWidth, Double(height) / pageHeight)
        poppler_page_render(page, cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        return surface
    }
}
