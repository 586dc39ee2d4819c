import { ChakraProvider } from '@market/ui/chakra';
import { system } from '@market/ui/system';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';

/** Renders inside the product's Chakra system, as the shell does. */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => <ChakraProvider value={system}>{children}</ChakraProvider>,
    ...options,
  });
}

/**
 * axe's violations in `root` (the whole document by default, so portalled dialogs count), as
 * "rule (impact): target" lines. Two rules are off: 'color-contrast' needs a layout jsdom does
 * not have, and 'region' asks a whole page for landmarks, which a lone component is not.
 */
export async function axeViolations(root: Element | Document = document): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
}
