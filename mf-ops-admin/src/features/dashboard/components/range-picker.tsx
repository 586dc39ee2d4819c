import { Button, ButtonGroup, HStack, Input, Text } from '@market/ui/chakra';
import { useEffect, useState } from 'react';
import { presetRange, RANGE_PRESETS } from './dashboard-format';

/** The chart range: 7 / 30 / 90-day presets ending today, or two dates. */
export function RangePicker({
  from,
  to,
  today,
  onChange,
}: {
  from: string;
  to: string;
  today: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const [draft, setDraft] = useState({ from, to });
  useEffect(() => setDraft({ from, to }), [from, to]);
  const apply = (next: { from: string; to: string }) => {
    setDraft(next);
    if (next.from && next.to && next.from <= next.to) onChange(next);
  };
  const invalid = Boolean(draft.from && draft.to && draft.from > draft.to);
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label="조회 기간">
      <ButtonGroup size="sm" variant="outline" attached>
        {RANGE_PRESETS.map((p) => {
          const r = presetRange(p.days, today);
          const active = r.from === from && r.to === to;
          return (
            <Button key={p.days} aria-pressed={active} variant={active ? 'solid' : 'outline'} onClick={() => apply(r)}>
              {p.label}
            </Button>
          );
        })}
      </ButtonGroup>
      <HStack gap="1">
        <Input
          type="date"
          size="sm"
          w="9.5rem"
          aria-label="시작일"
          value={draft.from}
          max={today}
          aria-invalid={invalid || undefined}
          onChange={(e) => apply({ ...draft, from: e.target.value })}
        />
        <Text color="fg.muted" aria-hidden>
          ~
        </Text>
        <Input
          type="date"
          size="sm"
          w="9.5rem"
          aria-label="종료일"
          value={draft.to}
          max={today}
          onChange={(e) => apply({ ...draft, to: e.target.value })}
        />
      </HStack>
      {invalid && (
        <Text color="fg.error" fontSize="xs" role="alert">
          시작일은 종료일보다 늦을 수 없습니다.
        </Text>
      )}
    </HStack>
  );
}
