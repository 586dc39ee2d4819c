// jsdom has no TextEncoder/TextDecoder; react-router reads them when it loads. Node's are the same API.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
