// The module of one react-icons icon (`…/lu/index.mjs?LuA`, made by icon-imports-loader.cjs):
// the set's file cut down to that icon's function, so that webpack parses a few hundred bytes
// per icon rather than the whole set (800 KB for `lu`) once per icon (ADR 039).
// In @market/ui, whose react is the apps' (this package has none to resolve).
const GEN_ICON = require('node:path').join(__dirname, '../../ui/src/gen-icon.ts');

module.exports = function iconModuleLoader(code) {
  const name = this.resourceQuery.slice(1);
  const header = code.match(/^import \{ GenIcon \} from '[^']+';$/m);
  const start = code.indexOf(`export function ${name} (props)`);
  const end = start < 0 ? -1 : code.indexOf('\n};', start);
  // An unknown layout: the whole set, which webpack shakes down as before (slower, same output).
  if (!header || start < 0 || end < 0) return code;
  // GenIcon from @market/ui/src/gen-icon.ts, not the set's lib (react-icons' IconBase with its Babel helpers).
  return `import { GenIcon } from ${JSON.stringify(GEN_ICON)};\n${code.slice(start, end + 3)}\n`;
};
