import { createSystem, defineConfig } from '@market/ui/chakra';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
// Chakra's theme, module by module (an alias of its dist/esm/theme, see packages/webpack-config):
// its index builds `defaultThemeConfig` with every recipe at import time, which no bundler can drop.
import { breakpoints } from '@chakra-ui/react-theme/breakpoints.js';
import { globalCss } from '@chakra-ui/react-theme/global-css.js';
import { layerStyles } from '@chakra-ui/react-theme/layer-styles.js';
import { animationStyles } from '@chakra-ui/react-theme/motion-styles.js';
import { textStyles } from '@chakra-ui/react-theme/text-styles.js';
import { semanticColors } from '@chakra-ui/react-theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-ui/react-theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-ui/react-theme/semantic-tokens/shadows.js';
import { animations } from '@chakra-ui/react-theme/tokens/animations.js';
import { aspectRatios } from '@chakra-ui/react-theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-ui/react-theme/tokens/blurs.js';
import { borders } from '@chakra-ui/react-theme/tokens/borders.js';
import { colors } from '@chakra-ui/react-theme/tokens/colors.js';
import { cursor } from '@chakra-ui/react-theme/tokens/cursor.js';
import { durations } from '@chakra-ui/react-theme/tokens/durations.js';
import { easings } from '@chakra-ui/react-theme/tokens/easings.js';
import { fontSizes } from '@chakra-ui/react-theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-ui/react-theme/tokens/font-weights.js';
import { fonts } from '@chakra-ui/react-theme/tokens/fonts.js';
import { keyframes } from '@chakra-ui/react-theme/tokens/keyframes.js';
import { letterSpacings } from '@chakra-ui/react-theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-ui/react-theme/tokens/line-heights.js';
import { radii } from '@chakra-ui/react-theme/tokens/radius.js';
import { sizes } from '@chakra-ui/react-theme/tokens/sizes.js';
import { spacing } from '@chakra-ui/react-theme/tokens/spacing.js';
import { zIndices } from '@chakra-ui/react-theme/tokens/z-indices.js';
import { badgeRecipe } from '@chakra-ui/react-theme/recipes/badge.js';
import { buttonRecipe } from '@chakra-ui/react-theme/recipes/button.js';
import { containerRecipe } from '@chakra-ui/react-theme/recipes/container.js';
import { headingRecipe } from '@chakra-ui/react-theme/recipes/heading.js';
import { iconRecipe } from '@chakra-ui/react-theme/recipes/icon.js';
import { inputRecipe } from '@chakra-ui/react-theme/recipes/input.js';
import { inputAddonRecipe } from '@chakra-ui/react-theme/recipes/input-addon.js';
import { linkRecipe } from '@chakra-ui/react-theme/recipes/link.js';
import { separatorRecipe } from '@chakra-ui/react-theme/recipes/separator.js';
import { skeletonRecipe } from '@chakra-ui/react-theme/recipes/skeleton.js';
import { skipNavLinkRecipe } from '@chakra-ui/react-theme/recipes/skip-nav-link.js';
import { spinnerRecipe } from '@chakra-ui/react-theme/recipes/spinner.js';
import { checkmarkRecipe } from '@chakra-ui/react-theme/recipes/checkmark.js';
import { radiomarkRecipe } from '@chakra-ui/react-theme/recipes/radiomark.js';

/** Palettes nothing here uses: each costs start-up time (tokens are built in the browser) and CSS. */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'pink']);
const withoutUnusedPalettes = <T extends object>(tokens: T): T =>
  Object.fromEntries(Object.entries(tokens).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Chakra's default theme with only the recipes of the components in ./chakra.ts (the first page's
 * set; checkmark and radiomark are drawn inside checkboxes and radios): `defaultConfig` carries the
 * recipes of ~90 components. ./chakra-interactive.ts, ./chakra-form-controls.ts, ./chakra-overlay.ts and
 * ./chakra-more.ts bring their own
 * recipes.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors: withoutUnusedPalettes(colors),
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: { colors: withoutUnusedPalettes(semanticColors), shadows: semanticShadows, radii: semanticRadii },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
  },
});
/**
 * The one Chakra system (DESIGN 2.4). Remotes use the semantic tokens only (`bg`, `fg.muted`,
 * `border`, `brand.solid`, ...), so light and dark are decided here.
 */
const config = defineConfig({
  globalCss: {
    'html, body': {
      fontFamily: 'body',
      bg: 'bg',
      color: 'fg',
      wordBreak: 'keep-all',
    },
    // WCAG 1.4.11: a field's edge is what shows where to type, so 3:1 against the page. Chakra's
    // recipes draw it in `border`, which dividers and cards share and which stays light: inside a
    // field that colour is the controls' own (./system-contrast.test.tsx checks both modes).
    'input:not([type=checkbox], [type=radio], [type=range]), textarea, select': {
      '--chakra-colors-border': 'var(--chakra-colors-border-emphasized)',
    },
  },
  theme: {
    tokens: {
      fonts: {
        /** Each platform's own Korean font. */
        system: {
          value:
            "-apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif",
        },
        /** On devices with a mouse, Pretendard first (@market/ui/fonts.css, docs/decisions/008). */
        body: { value: '{fonts.system}' },
        heading: { value: '{fonts.body}' },
      },
      colors: {
        brand: {
          50: { value: '#f5f5f4' },
          100: { value: '#e7e5e4' },
          200: { value: '#d6d3d1' },
          300: { value: '#a8a29e' },
          400: { value: '#78716c' },
          500: { value: '#1c1917' },
          600: { value: '#0c0a09' },
          700: { value: '#0c0a09' },
          800: { value: '#0c0a09' },
          900: { value: '#000000' },
          950: { value: '#000000' },
        },
        accent: {
          50: { value: '#fef2f2' },
          100: { value: '#fee2e2' },
          200: { value: '#fecaca' },
          300: { value: '#fca5a5' },
          400: { value: '#f87171' },
          500: { value: '#e11d48' },
          600: { value: '#be123c' },
          700: { value: '#9f1239' },
          800: { value: '#881337' },
          900: { value: '#4c0519' },
          950: { value: '#2a0310' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.500}', _dark: '{colors.gray.50}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.gray.950}' } },
          fg: { value: { _light: '{colors.brand.600}', _dark: '{colors.gray.100}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.gray.800}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.gray.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.gray.700}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.gray.300}' } },
        },
        accent: {
          // accent.400 under white text is 2.8:1; accent.600 is 6.3:1.
          solid: { value: { _light: '{colors.accent.500}', _dark: '{colors.accent.600}' } },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.accent.600}', _dark: '{colors.accent.300}' } },
          muted: { value: { _light: '{colors.accent.100}', _dark: '{colors.accent.900}' } },
          subtle: { value: { _light: '{colors.accent.50}', _dark: '{colors.accent.950}' } },
          emphasized: { value: { _light: '{colors.accent.200}', _dark: '{colors.accent.800}' } },
          focusRing: { value: { _light: '{colors.accent.500}', _dark: '{colors.accent.400}' } },
        },
        /**
         * Sale prices and discount rates: `sale` for text on the page, `sale.solid` behind
         * `sale.contrast` for badges (red.400, the dark text colour, is 2.8:1 under white).
         */
        sale: {
          // Light: a shade under red.600, which is 4.4:1 on bg.muted.
          DEFAULT: { value: { _light: '#c81e1e', _dark: '{colors.red.400}' } },
          solid: { value: '{colors.red.600}' },
          contrast: { value: 'white' },
        },
        // WCAG AA (issue 19): text 4.5:1 over every surface it sits on (bg, bg.subtle, bg.muted,
        // bg.panel, sidebar, the status backgrounds); ./system-contrast.test.tsx checks each pair.
        // Chakra's defaults: fg.subtle gray.400 is 2.6:1 on white, gray.500 4.1:1 on dark bg.
        fg: {
          subtle: { value: { _light: '#6b6b73', _dark: '#8e8e96' } },
          error: { value: { _light: '#b91c1c', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '#c2410c', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '#15803d', _dark: '{colors.green.300}' } },
        },
        // White on Chakra's green.600 is 3.3:1 and on orange.600 3.6:1.
        green: { solid: { value: '#15803d' } },
        orange: { solid: { value: { _light: '#c2410c', _dark: '{colors.orange.500}' } } },
        // The edge of controls (checkboxes, radios, option chips, and fields through the global CSS
        // above): 3:1 on every surface. Chakra's gray.300 / gray.700 are 1.5:1.
        border: {
          emphasized: { value: { _light: '#85858e', _dark: '{colors.gray.500}' } },
        },
        /** The admin sidebar surface. */
        sidebar: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, themeConfig, config);
