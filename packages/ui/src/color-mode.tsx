import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';

export type ColorModeChoice = 'light' | 'dark' | 'system';

/**
 * Light, dark or system; with nothing stored it follows the system setting, which is light when
 * the system states no preference. The choice is remembered in localStorage.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="market-color-mode" disableTransitionOnChange>
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
