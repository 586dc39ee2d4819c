import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { pageCspNonce } from '@market/ui/csp-nonce';

export type ColorModeChoice = 'light' | 'dark' | 'system';

/**
 * Light, dark or system; with nothing stored it follows the system setting, which is light when
 * the system states no preference. The choice is remembered in localStorage.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    // The nonce: next-themes inserts a <style> at each colour-mode change (disableTransitionOnChange).
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      storageKey="market-color-mode"
      disableTransitionOnChange
      nonce={pageCspNonce()}
    >
      {children}
    </ThemeProvider>
  );
}

export function useColorMode(): {
  choice: ColorModeChoice;
  colorMode: 'light' | 'dark';
  setChoice: (c: ColorModeChoice) => void;
} {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return {
    choice: (theme as ColorModeChoice | undefined) ?? 'system',
    colorMode: resolvedTheme === 'dark' ? 'dark' : 'light',
    setChoice: setTheme,
  };
}
