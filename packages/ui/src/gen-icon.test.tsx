import { renderToStaticMarkup } from 'react-dom/server';
import { GenIcon as ReactIconsGenIcon } from 'react-icons/lib';
import { LuChevronDown, LuHeart } from 'react-icons/lu';
import { GenIcon } from './gen-icon';

// The data react-icons' own components pass to GenIcon (`GenIcon({...})(props)` in their source).
function dataOf(icon: unknown): Parameters<typeof GenIcon>[0] {
  const match = /GenIcon\((\{.*\})\)\(props\)/s.exec(String(icon));
  if (!match) throw new Error('react-icons changed the shape of its icon components');
  return JSON.parse(match[1]!) as Parameters<typeof GenIcon>[0];
}

// The server bundle renders react-icons' own IconBase and the browser ./gen-icon: hydration needs
// the same markup for every way the apps call an icon.
test.each([
  ['no props', {}],
  ['aria-hidden and a class', { 'aria-hidden': true, className: 'x' }],
  ['size, colour, title and style', { size: 20, color: 'red', title: '찜', style: { marginTop: 2 } }],
  ['fill and stroke width', { fill: 'currentColor', strokeWidth: 3 }],
])('renders the markup of react-icons with %s', (_name, props) => {
  for (const icon of [LuHeart, LuChevronDown]) {
    const data = dataOf(icon);
    const Mine = GenIcon(data);
    const Theirs = ReactIconsGenIcon(data as never);
    expect(renderToStaticMarkup(<Mine {...props} />)).toBe(renderToStaticMarkup(<Theirs {...props} />));
    expect(renderToStaticMarkup(<Mine {...props} />)).toBe(renderToStaticMarkup(icon(props) as never));
  }
});
