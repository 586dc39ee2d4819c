/**
 * The facades that production remotes take from the shell only (HOST_ONLY in
 * @market/webpack-config, `import: false`). Federation provides a shared module only where the
 * host itself imports it, so each is named here, behind import(): a facade the shell does not
 * render itself (chakra-interactive: the admin remotes' tabs and checkboxes) is still provided,
 * and none joins a shopper's first page. The build checks the shell's manifest (scripts/lib.mjs).
 */
export const HOST_FACADES = [
  () => import('@market/ui/chakra'),
  () => import('@market/ui/chakra-interactive'),
  () => import('@market/ui/chakra-overlay'),
  () => import('@market/ui/chakra-form-controls'),
  () => import('@market/ui/chakra-more'),
  () => import('@market/ui/chakra-select'),
  () => import('@market/ui/router'),
] as const;

/** Staff pages use most of them: start loading them while the admin remotes' entries load. */
export function preloadHostFacades(): void {
  for (const load of HOST_FACADES) void load().catch(() => undefined);
}
