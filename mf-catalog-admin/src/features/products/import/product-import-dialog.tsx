import { Alert } from '@market/ui/chakra-more';
import { Box, Button, CloseButton, HStack, Input, Link, Portal, Spinner, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import { toaster } from '@market/ui/toaster';
import {
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_MESSAGES,
  PRODUCT_IMPORT_STATUS_LABELS,
  productImportPercent,
  type ProductImportPreview,
} from '@market/domain/product-import';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { previewProductImport, productImportTemplateUrl, startProductImport, useProductImportJob } from './import-api';
import { ImportErrorTable, ImportProgress, ImportRowsTable, ImportSummary } from './import-preview';

type Step =
  | { step: 'choose' }
  | { step: 'checking'; file: File }
  | { step: 'preview'; file: File; preview: ProductImportPreview }
  | { step: 'starting'; file: File; preview: ProductImportPreview }
  | { step: 'running'; jobId: string; preview: ProductImportPreview };

const REQUIRED = PRODUCT_IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.header);
const OPTIONAL = PRODUCT_IMPORT_COLUMNS.filter((c) => !c.required).map((c) => c.header);

/**
 * 상품 일괄 등록: choose a CSV / .xlsx file, see its preview (the first rows and every refused row
 * with its row, column and message), confirm (only without errors), and follow the job's progress
 * to 'N개 상품 등록 완료'. Focus goes back to `finalFocus` (the button that opened it) on close.
 */
export function ProductImportDialog({
  open,
  onClose,
  onImported,
  finalFocus,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
  finalFocus?: RefObject<HTMLElement | null>;
}) {
  const [state, setState] = useState<Step>({ step: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const jobId = state.step === 'running' ? state.jobId : null;
  const { data: job, error: jobError } = useProductImportJob(jobId);
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (!job || announced.current === job.id) return;
    if (job.status === 'completed') {
      announced.current = job.id;
      toaster.create({ type: 'success', title: PRODUCT_IMPORT_MESSAGES.done(job.created), duration: 5000 });
      onImported();
    } else if (job.status === 'failed') {
      announced.current = job.id;
    }
  }, [job, onImported]);

  const reset = () => {
    setState({ step: 'choose' });
    setError(null);
    announced.current = null;
    if (inputRef.current) inputRef.current.value = '';
  };
  const close = () => {
    // A running import goes on on the server; the dialog only stops watching it.
    reset();
    onClose();
  };

  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (file.size > PRODUCT_IMPORT_MAX_BYTES) {
      setError(PRODUCT_IMPORT_MESSAGES.tooLarge);
      return;
    }
    setState({ step: 'checking', file });
    try {
      const preview = await previewProductImport(file);
      setState({ step: 'preview', file, preview });
    } catch (e) {
      setError(e instanceof Error ? e.message : PRODUCT_IMPORT_MESSAGES.unreadable);
      setState({ step: 'choose' });
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const confirm = async () => {
    if (state.step !== 'preview') return;
    const { file, preview } = state;
    setError(null);
    setState({ step: 'starting', file, preview });
    try {
      const result = await startProductImport(file);
      if ('refused' in result) {
        setError(result.message);
        setState({ step: 'preview', file, preview: result.refused });
      } else {
        setState({ step: 'running', jobId: result.job.id, preview: result.preview });
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : PRODUCT_IMPORT_MESSAGES.failed);
      setState({ step: 'preview', file, preview });
    }
  };

  const preview = state.step === 'preview' || state.step === 'starting' || state.step === 'running' ? state.preview : null;
  const canImport = state.step === 'preview' && state.preview.errorCount === 0 && state.preview.productCount > 0;
  const finished = job?.status === 'completed' || job?.status === 'failed';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && close()}
      size="xl"
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={() => inputRef.current}
      finalFocusEl={finalFocus ? () => finalFocus.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="product-import-dialog">
            <Dialog.Header>
              <Dialog.Title>상품 일괄 등록</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {state.step !== 'running' ? (
                  <Stack gap="2">
                    <Text fontSize="sm" color="fg.muted">
                      한 행이 옵션 하나(색상 × 사이즈)입니다. 상품명과 브랜드가 같은 행은 한 상품으로 묶이고, 상품 정보는 첫 행에서
                      읽습니다. 최대 {PRODUCT_IMPORT_MAX_ROWS.toLocaleString('ko-KR')}행, {PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024}MB.
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      필수 열: {REQUIRED.join(', ')} · 선택 열: {OPTIONAL.join(', ')}
                    </Text>
                    <HStack gap="3" fontSize="sm">
                      <Text>템플릿 내려받기:</Text>
                      <Link href={productImportTemplateUrl('csv')} download colorPalette="blue" variant="underline">
                        CSV 템플릿
                      </Link>
                      <Link href={productImportTemplateUrl('xlsx')} download colorPalette="blue" variant="underline">
                        엑셀 템플릿
                      </Link>
                    </HStack>
                    <Box>
                      <Text asChild fontSize="sm" fontWeight="medium" display="block" mb="1">
                        <label htmlFor={inputId}>파일 선택 (CSV 또는 .xlsx)</label>
                      </Text>
                      <Input
                        id={inputId}
                        ref={inputRef}
                        type="file"
                        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                        p="1"
                        disabled={state.step === 'checking' || state.step === 'starting'}
                        onChange={(e) => void choose(e.currentTarget.files?.[0])}
                      />
                    </Box>
                  </Stack>
                ) : null}

                <Box aria-live="polite">
                  {state.step === 'checking' ? (
                    <HStack gap="2">
                      <Spinner size="sm" />
                      <Text fontSize="sm">파일을 확인하는 중입니다…</Text>
                    </HStack>
                  ) : null}
                  {error ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  {job?.status === 'completed' ? (
                    <Alert.Root status="success" data-testid="import-done">
                      <Alert.Indicator />
                      <Alert.Title>{PRODUCT_IMPORT_MESSAGES.done(job.created)}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  {job?.status === 'failed' || jobError ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{job?.message ?? PRODUCT_IMPORT_MESSAGES.failed}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                </Box>

                {state.step === 'running' ? (
                  <ImportProgress
                    processed={job?.processed ?? 0}
                    total={job?.totalRows ?? state.preview.totalRows}
                    percent={job ? productImportPercent(job) : 0}
                    label={job ? PRODUCT_IMPORT_STATUS_LABELS[job.status] : PRODUCT_IMPORT_STATUS_LABELS.queued}
                  />
                ) : null}

                {preview ? (
                  <Stack gap="3">
                    <ImportSummary preview={preview} />
                    {state.step !== 'running' ? <ImportErrorTable errors={preview.errors} total={preview.errorCount} /> : null}
                    {state.step !== 'running' ? <ImportRowsTable preview={preview} /> : null}
                  </Stack>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {state.step === 'running' ? (
                <>
                  {finished ? (
                    <Button variant="outline" onClick={reset}>
                      다른 파일 등록
                    </Button>
                  ) : null}
                  <Button onClick={close}>{finished ? '닫기' : '창 닫기 (등록은 계속됩니다)'}</Button>
                </>
              ) : (
                <>
                  <Button variant="outline" onClick={close}>
                    취소
                  </Button>
                  <Button
                    colorPalette="blue"
                    onClick={() => void confirm()}
                    disabled={!canImport}
                    loading={state.step === 'starting'}
                    title={preview && preview.errorCount > 0 ? '오류가 있는 행을 고친 뒤 다시 올려주세요' : undefined}
                  >
                    {preview ? `${preview.productCount.toLocaleString('ko-KR')}개 상품 등록` : '등록'}
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="닫기" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
