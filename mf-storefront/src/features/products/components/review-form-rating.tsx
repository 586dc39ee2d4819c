import { HStack, Text, chakra } from '@market/ui/chakra';
import { RATING_MAX, RATING_MIN } from '@market/domain/review-rules';
import { useRef, type KeyboardEvent, type Ref } from 'react';
import { LuStar } from 'react-icons/lu';

const LABELS = ['', '별로예요', '그저 그래요', '보통이에요', '좋아요', '최고예요'];

/**
 * Star rating 1-5 as a radio group: click a star, or arrow keys when focused. `focusRef` gets the
 * star that holds the focus (a form focuses it when the rating is missing).
 */
export function ReviewFormRating({
  value,
  onChange,
  invalid,
  focusRef,
  describedBy,
}: {
  value: number;
  onChange: (v: number) => void;
  invalid?: boolean;
  focusRef?: Ref<HTMLButtonElement>;
  describedBy?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (next: number) => {
    const v = Math.min(RATING_MAX, Math.max(RATING_MIN, next));
    onChange(v);
    refs.current[v - 1]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') {
      e.preventDefault();
      move((value || 1) + 1);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') {
      e.preventDefault();
      move((value || 1) - 1);
    }
  };
  return (
    <HStack gap="3">
      <HStack
        gap="1"
        role="radiogroup"
        aria-label="별점"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        onKeyDown={onKeyDown}
        data-testid="review-rating"
      >
        {Array.from({ length: RATING_MAX }, (_, i) => {
          const star = i + 1;
          const checked = value === star;
          return (
            <chakra.button
              key={star}
              ref={(el: HTMLButtonElement | null) => {
                refs.current[i] = el;
                const focusable = checked || (value === 0 && star === 1);
                if (focusable && focusRef) {
                  if (typeof focusRef === 'function') focusRef(el);
                  else focusRef.current = el;
                }
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={`${star}점`}
              tabIndex={checked || (value === 0 && star === 1) ? 0 : -1}
              onClick={() => onChange(star)}
              fontSize="2xl"
              color={star <= value ? 'orange.solid' : 'fg.subtle'}
              cursor="pointer"
              rounded="sm"
              p="0.5"
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
            >
              <LuStar aria-hidden fill={star <= value ? 'currentColor' : 'none'} />
            </chakra.button>
          );
        })}
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {value ? `${value}점 · ${LABELS[value]}` : '별점을 선택해주세요'}
      </Text>
    </HStack>
  );
}
