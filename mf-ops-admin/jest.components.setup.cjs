// jsdom lacks TextEncoder, which react-router reads at import (the pages keep their list state in the URL).
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextDecoder, TextEncoder });
