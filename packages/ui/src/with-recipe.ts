import { createElement, type ComponentType } from 'react';

/**
 * Gives a Chakra component (or a slot component's Root) its recipe through the `recipe` prop
 * Chakra supports, so that the recipes of components the first page does not use stay out of the
 * shared system (packages/ui/src/system.ts) and arrive with the facade that exports them (ADR 005).
 */
export function withRecipe<C extends ComponentType<never>>(Component: C, recipe: object): C {
  // React 19 passes `ref` as a prop, so the spread forwards it.
  const Wrapped = (props: object) => createElement(Component as ComponentType<{ recipe: object }>, { recipe, ...props });
  Wrapped.displayName = (Component as { displayName?: string }).displayName ?? 'ChakraRecipe';
  return Wrapped as unknown as C;
}

/** The same for a slot component's namespace (`Dialog`, `Table` ...): its Root carries the recipe. */
export function withSlotRecipe<N extends { Root: ComponentType<never> }>(namespace: N, recipe: object): N {
  return { ...namespace, Root: withRecipe(namespace.Root, recipe) };
}
