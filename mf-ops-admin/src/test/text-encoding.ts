// react-router reads TextEncoder at import time, which jsdom's globals leave out (Node has it).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
