// Tests that snapshot also drive and lay out views: the pixel-free driver and harness come with this module.
@_exported import MeadowTestSupport
