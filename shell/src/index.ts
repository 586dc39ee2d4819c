// The fonts' stylesheet is the entry's own: the page links it in its head (with a media query,
// docs/decisions/008) instead of waiting for the bundles to insert it.
import '@market/ui/fonts.css';

// Async boundary: shared modules are negotiated before any app code runs.
import('./bootstrap');
