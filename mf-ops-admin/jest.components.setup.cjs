// What jsdom lacks for these pages, before any module loads: TextEncoder (react-router reads it
// when it loads; the pages keep their list state in the URL) and PointerEvent (Zag's checkbox
// builds one when a focused box is pressed from the keyboard).
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });

if (typeof window !== 'undefined' && !window.PointerEvent) {
  window.PointerEvent = class PointerEvent extends window.MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? '';
      this.isPrimary = init.isPrimary ?? false;
    }
  };
}
