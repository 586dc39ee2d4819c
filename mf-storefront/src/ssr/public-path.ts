declare let __webpack_public_path__: string;

// Asset URLs (hero image, video) are fixed when their modules load: the server sets where the
// storefront's files are served before it loads this bundle, so they match the browser's.
// eslint-disable-next-line prefer-const -- webpack reads this free variable's assignment
__webpack_public_path__ = (globalThis as { __STOREFRONT_PUBLIC_PATH__?: string }).__STOREFRONT_PUBLIC_PATH__ ?? '/mf/storefront/';
