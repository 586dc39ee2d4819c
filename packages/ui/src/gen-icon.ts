// react-icons' GenIcon for the browser builds (packages/webpack-config's icon-module-loader.cjs
// points each icon here): the same <svg> as its IconBase, without IconContext (no app provides
// one) and without the Babel helpers its build carries, ~0.7 KB gzip less on every page (ADR 041).
// The server bundle keeps react-icons' own, so both must render the same markup
// (./gen-icon.test.tsx compares them).
import { createElement as h, type ReactNode, type SVGAttributes } from 'react';

interface IconNode {
  tag: string;
  attr: Record<string, string>;
  child: IconNode[];
}
interface IconProps extends SVGAttributes<SVGElement> {
  attr?: Record<string, string>;
  size?: string | number;
  title?: string;
  color?: string;
}

const tree = (nodes: IconNode[] | undefined): ReactNode[] | undefined =>
  nodes && nodes.map((node, i) => h(node.tag, { key: i, ...node.attr }, tree(node.child)));

export function GenIcon(data: IconNode) {
  return function Icon({ attr = data.attr, size, title, ...svgProps }: IconProps) {
    return h(
      'svg',
      {
        stroke: 'currentColor',
        fill: 'currentColor',
        strokeWidth: '0',
        ...attr,
        ...svgProps,
        className: svgProps.className,
        style: { color: svgProps.color, ...svgProps.style },
        height: size || '1em',
        width: size || '1em',
        xmlns: 'http://www.w3.org/2000/svg',
      },
      title && h('title', null, title),
      tree(data.child),
    );
  };
}
