/** The server's router (server rendering only; never in a browser bundle). */
export { StaticRouter } from 'react-router-dom';
