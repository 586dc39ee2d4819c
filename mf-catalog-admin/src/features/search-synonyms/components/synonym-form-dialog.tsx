import { Stack, Text } from '@market/ui/chakra';
import { Switch } from '@market/ui/chakra-form-controls';
import { CreateSearchSynonymSchema, SYNONYM_WORD_MAX, SYNONYMS_PER_ROW_MAX, type SearchSynonym } from '@market/domain/search-synonyms';
import { FormField } from '@market/ui/form-field';
import { applyApiError, useZodForm } from '@market/ui/form';
import { asFormControl, FormDialog, TextInputField } from '@market/ui/form-dialog';
import { useSearchSynonymWrites } from '../api/search-synonyms-api';
import { changedSynonymFields, EMPTY_SYNONYM_FORM, synonymFormValues } from './synonym-format';
import { SynonymWordsField } from './synonym-words-field';

/**
 * 동의어 추가 / 수정: the word, its synonyms (chips) and the 양방향 switch, checked by the API's own
 * create schema; an edit sends only what changed. The API's refusals land on their fields.
 */
export function SynonymFormDialog({ synonym, onClose }: { synonym: SearchSynonym | null; onClose: () => void }) {
  const { pending, create, update } = useSearchSynonymWrites();
  const form = useZodForm(CreateSearchSynonymSchema, {
    defaultValues: synonym ? synonymFormValues(synonym) : EMPTY_SYNONYM_FORM,
  });
  const control = asFormControl(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      if (synonym) {
        const body = changedSynonymFields(synonym, values);
        if (Object.keys(body).length === 0) return onClose();
        await update(synonym.id, body);
      } else {
        await create(values);
      }
      onClose();
    } catch (error) {
      // A word's message (synonyms.2) belongs to the chips' field.
      applyApiError(form.setError, error, { fieldName: (f) => (f.startsWith('synonyms.') ? 'synonyms' : f) });
    }
  });
  return (
    <FormDialog
      open
      size="md"
      title={synonym ? '동의어 수정' : '동의어 추가'}
      onClose={onClose}
      busy={pending !== null}
      submitLabel={synonym ? '저장' : '등록'}
      onSubmit={() => void submit()}
      testId="synonym-form"
      control={control}
    >
      <Stack gap="4">
        <TextInputField
          control={control}
          name="term"
          label="검색어"
          placeholder="예: 바지"
          helper={`고객이 입력하는 단어입니다 (1~${SYNONYM_WORD_MAX}자, 영문은 소문자로 저장).`}
        />
        <SynonymWordsField control={control} label="동의어" helper={`Enter나 쉼표(,)로 단어를 나눕니다 (1~${SYNONYMS_PER_ROW_MAX}개).`} />
        <FormField control={control} name="bidirectional">
          {(field, meta) => (
            <Stack gap="1">
              <Switch.Root
                size="sm"
                checked={field.value === true}
                onCheckedChange={(e) => field.onChange(e.checked === true)}
                aria-describedby={`${meta.id}-help`}
                data-testid="synonym-bidirectional"
              >
                <Switch.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
                <Switch.Control />
                <Switch.Label fontSize="sm" fontWeight="600">
                  양방향
                </Switch.Label>
              </Switch.Root>
              <Text id={`${meta.id}-help`} fontSize="xs" color="fg.muted">
                켜면 모든 단어가 서로를 대신합니다 (자켓 = 재킷). 끄면 검색어만 동의어까지 넓혀 찾습니다 (바지 → 팬츠, 슬랙스).
              </Text>
            </Stack>
          )}
        </FormField>
      </Stack>
    </FormDialog>
  );
}
