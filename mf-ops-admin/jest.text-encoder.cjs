// Node's TextEncoder and TextDecoder in jsdom (react-router reads them when imported).
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
