// jsdom has no TextEncoder/TextDecoder; react-router (the list pages keep their filters in the URL) needs them.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
