import { IconButton, type IconButtonProps } from '@market/ui/chakra';
import { useColorMode, type ColorModeChoice } from '@market/ui/color-mode';
import { useHydrated } from '@market/ui/use-hydrated';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';

// Apart from ./color-mode.tsx: that module is shared (its context must be one), this button is
// not, so its icons come from the app's own icon bundle instead of the shell's (ADR 007).

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
