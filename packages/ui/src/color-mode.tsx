import { IconButton, type IconButtonProps } from '@market/ui/chakra';
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { useHydrated } from '@market/ui/use-hydrated';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';

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

const NEXT: Record<ColorModeChoice, ColorModeChoice> = { light: 'dark', dark: 'system', system: 'light' };
const LABEL: Record<ColorModeChoice, string> = { light: '라이트 모드', dark: '다크 모드', system: '시스템 설정' };

/** Cycles light → dark → system. Until hydrated it shows 'system', as the server did. */
export function ColorModeButton(props: Omit<IconButtonProps, 'aria-label'>) {
  const { choice: stored, setChoice } = useColorMode();
  const choice = useHydrated() ? stored : 'system';
  const Icon = choice === 'light' ? LuSun : choice === 'dark' ? LuMoon : LuMonitor;
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={`테마: ${LABEL[choice]} (눌러서 ${LABEL[NEXT[choice]]})`}
      title={`테마: ${LABEL[choice]}`}
      onClick={() => setChoice(NEXT[choice])}
      {...props}
    >
      <Icon />
    </IconButton>
  );
}
