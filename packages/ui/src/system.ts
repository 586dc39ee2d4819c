import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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
  },
  theme: {
    tokens: {
      fonts: {
        body: {
          value:
            "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif",
        },
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
          solid: { value: { _light: '{colors.accent.500}', _dark: '{colors.accent.400}' } },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.accent.600}', _dark: '{colors.accent.300}' } },
          muted: { value: { _light: '{colors.accent.100}', _dark: '{colors.accent.900}' } },
          subtle: { value: { _light: '{colors.accent.50}', _dark: '{colors.accent.950}' } },
          emphasized: { value: { _light: '{colors.accent.200}', _dark: '{colors.accent.800}' } },
          focusRing: { value: { _light: '{colors.accent.500}', _dark: '{colors.accent.400}' } },
        },
        /** Sale prices and discount rates. */
        sale: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        /** The admin sidebar surface. */
        sidebar: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
