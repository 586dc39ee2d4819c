import { Text } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import type { ReactNode } from 'react';

/** One consent box of the sign-up form; `tag` is 필수 or 선택. */
export function ConsentCheckbox({
  checked,
  onChange,
  children,
  tag,
  testId,
  invalid,
  strong = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  tag?: '필수' | '선택';
  testId: string;
  invalid?: boolean;
  strong?: boolean;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} invalid={invalid} data-testid={testId} size={strong ? 'md' : 'sm'} alignItems="center">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontSize={strong ? 'md' : 'sm'} fontWeight={strong ? '700' : '400'}>
        {tag && (
          <Text as="span" color={tag === '필수' ? 'accent.fg' : 'fg.subtle'} fontWeight="700" me="1">
            [{tag}]
          </Text>
        )}
        {children}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
