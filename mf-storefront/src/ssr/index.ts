// The server bundle's entry (dist-server/render.cjs): the public path first, then the renderer.
import './public-path';

export { renderPage, type FetchApi, type RenderedPage } from './render-page';
