import { Box, Input, Wrap } from '@market/ui/chakra';
import { Tag } from '@market/ui/chakra-more';
import { SYNONYMS_PER_ROW_MAX } from '@market/domain/search-synonyms';
import { FormField } from '@market/ui/form-field';
import type { AnyFormControl } from '@market/ui/form-dialog';
import { useState, type Ref } from 'react';
import { addWords } from './synonym-format';

/** The schema checks each word at `synonyms.<n>`: the field shows the first of those messages too. */
const WORD_PATHS = Array.from({ length: SYNONYMS_PER_ROW_MAX + 1 }, (_, i) => `synonyms.${i}`);

/**
 * The synonyms as chips: Enter, a comma or leaving the box adds what was typed (a pasted
 * "팬츠, 슬랙스" adds both), each chip's × or Backspace in the empty box takes one off.
 */
export function SynonymWordsField({ control, label, helper }: { control: AnyFormControl; label: string; helper: string }) {
  return (
    <FormField control={control} name="synonyms" label={label} required helper={helper} also={WORD_PATHS} errorTestId="synonyms-error">
      {(field, meta) => (
        <WordsInput
          words={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          invalid={meta.invalid}
        />
      )}
    </FormField>
  );
}

function WordsInput({
  words,
  onChange,
  onBlur,
  inputRef,
  invalid,
}: {
  words: string[];
  onChange: (words: string[]) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  invalid: boolean;
}) {
  const [text, setText] = useState('');
  const commit = (value: string) => {
    const next = addWords(words, value);
    if (next.length !== words.length) onChange(next);
    setText('');
  };
  return (
    <Box
      w="full"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="l2"
      px="1.5"
      py="1"
      bg="bg"
      _focusWithin={{ outline: '2px solid', outlineColor: invalid ? 'border.error' : 'colorPalette.focusRing', outlineOffset: '-1px' }}
      data-testid="synonym-words"
    >
      <Wrap gap="1.5" align="center">
        {words.map((w) => (
          <Tag.Root key={w} size="lg" variant="surface" data-testid="synonym-chip">
            <Tag.Label>{w}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger aria-label={`동의어 ${w} 빼기`} onClick={() => onChange(words.filter((x) => x !== w))} />
            </Tag.EndElement>
          </Tag.Root>
        ))}
        <Input
          ref={inputRef}
          size="sm"
          flex="1"
          minW="10rem"
          h="7"
          px="1"
          border="0"
          bg="transparent"
          _focusVisible={{ outline: 'none', boxShadow: 'none' }}
          value={text}
          placeholder={words.length ? '단어 추가' : '예: 팬츠, 슬랙스'}
          autoComplete="off"
          enterKeyHint="enter"
          onChange={(e) => {
            const value = e.target.value;
            // A comma ends a word (typed or pasted).
            if (/[,，\n]/.test(value)) commit(value);
            else setText(value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              // Enter adds the word; with nothing typed it submits the form as any field does.
              if (text.trim()) {
                e.preventDefault();
                commit(text);
              }
            } else if (e.key === 'Backspace' && text === '' && words.length > 0) {
              onChange(words.slice(0, -1));
            }
          }}
          onBlur={() => {
            if (text.trim()) commit(text);
            onBlur();
          }}
        />
      </Wrap>
    </Box>
  );
}
