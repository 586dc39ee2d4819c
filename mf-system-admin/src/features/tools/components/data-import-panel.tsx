import { Badge, Button, Heading, HStack, Input, Stack, Text } from '@market/ui/chakra';
import { Alert, NativeSelect } from '@market/ui/chakra-more';
import {
  CUSTOMER_IMPORT_COLUMNS,
  DATA_IMPORT_KIND_LABELS,
  DATA_IMPORT_KINDS,
  DATA_IMPORT_MESSAGES,
  dataImportPercent,
  type DataImportKind,
  type DataImportPreview,
} from '@market/domain/data-import';
import { PRODUCT_IMPORT_COLUMNS } from '@market/domain/product-import';
import { ImportErrorBadge, ImportErrorsTable, ImportProgressBar, ImportRowsPreview } from '@market/ui/import-preview';
import { toaster } from '@market/ui/toaster';
import { useEffect, useId, useRef, useState } from 'react';
import { LuEye, LuUpload } from 'react-icons/lu';
import { previewDataImport, startDataImport, useDataImportJob } from '../api/data-import';

const COLUMNS_OF: Record<DataImportKind, string> = {
  products: PRODUCT_IMPORT_COLUMNS.map((c) => c.header).join(', '),
  customers: CUSTOMER_IMPORT_COLUMNS.map((c) => c.header).join(', '),
};

/**
 * 데이터 탭's import (issue 16 screen 5): products or customers from .csv, .xlsx or .json. 미리보기
 * shows the first rows and every refused row (row, column, Korean message); 가져오기 writes all
 * rows or none, as a job whose progress bar is polled until it reaches 100%.
 */
export function DataImportPanel() {
  const [kind, setKind] = useState<DataImportKind>('customers');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<DataImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'start' | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useDataImportJob(jobId).data;
  const fileRef = useRef<HTMLInputElement>(null);
  const kindId = useId();
  const fileId = useId();
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (!job || announced.current === job.id) return;
    if (job.status === 'completed') {
      announced.current = job.id;
      toaster.create({
        type: 'success',
        title: DATA_IMPORT_MESSAGES.done,
        description: `${job.created.toLocaleString('ko-KR')}건을 등록했습니다.`,
      });
    } else if (job.status === 'failed') {
      announced.current = job.id;
      toaster.create({ type: 'error', title: DATA_IMPORT_MESSAGES.failed, description: job.message ?? undefined });
    }
  }, [job]);

  const reset = () => {
    setPreview(null);
    setError(null);
    setJobId(null);
  };
  const message = (e: unknown) => (e instanceof Error ? e.message : DATA_IMPORT_MESSAGES.failed);

  const runPreview = async () => {
    if (!file) return;
    reset();
    setBusy('preview');
    try {
      setPreview(await previewDataImport(kind, file));
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(null);
    }
  };
  const runImport = async () => {
    if (!file) return;
    setError(null);
    setBusy('start');
    try {
      const result = await startDataImport(kind, file);
      if ('refused' in result) {
        setPreview(result.refused);
        setError(result.message);
      } else {
        setPreview(result.preview);
        setJobId(result.job.id);
      }
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(null);
    }
  };

  const percent = job ? dataImportPercent(job) : 0;

  return (
    <Stack gap="4" as="section" aria-labelledby="data-import-heading">
      <Stack gap="0.5">
        <Heading as="h2" size="md" id="data-import-heading">
          데이터 가져오기
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          CSV(.csv), 엑셀(.xlsx), JSON(.json) 파일로 상품이나 고객을 한 번에 등록합니다. 오류가 있는 행이 하나라도 있으면 아무것도 등록하지
          않습니다.
        </Text>
      </Stack>
      <HStack gap="3" align="end" wrap="wrap">
        <Stack gap="1">
          <Text asChild fontSize="xs" fontWeight="medium">
            <label htmlFor={kindId}>데이터 종류</label>
          </Text>
          <NativeSelect.Root size="sm" w="160px">
            <NativeSelect.Field
              id={kindId}
              value={kind}
              onChange={(e) => {
                setKind(e.currentTarget.value as DataImportKind);
                reset();
              }}
            >
              {DATA_IMPORT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {DATA_IMPORT_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Stack gap="1">
          <Text asChild fontSize="xs" fontWeight="medium">
            <label htmlFor={fileId}>파일 (5MB 이하)</label>
          </Text>
          <Input
            ref={fileRef}
            id={fileId}
            type="file"
            accept=".csv,.xlsx,.json,text/csv,application/json"
            size="sm"
            maxW="sm"
            p="1"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              reset();
            }}
          />
        </Stack>
        <Button
          size="sm"
          variant="outline"
          disabled={!file || busy !== null}
          loading={busy === 'preview'}
          onClick={() => void runPreview()}
        >
          <LuEye aria-hidden />
          미리보기
        </Button>
        <Button
          size="sm"
          colorPalette="blue"
          disabled={!file || busy !== null || (job !== undefined && job.status !== 'completed' && job.status !== 'failed')}
          loading={busy === 'start'}
          onClick={() => void runImport()}
        >
          <LuUpload aria-hidden />
          가져오기
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        열: {COLUMNS_OF[kind]}
        {kind === 'customers' ? ' — 가져온 고객은 비밀번호가 없어 로그인할 수 없습니다 (비밀번호 설정 안내가 필요합니다).' : ''}
      </Text>

      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}

      {jobId && job ? (
        <ImportProgressBar
          testId="import-progress"
          label={job.status === 'completed' ? '가져오기 완료' : job.status === 'failed' ? '가져오기 실패' : '가져오는 중…'}
          barLabel="가져오기 진행률"
          processed={job.processed}
          total={job.totalRows}
          percent={percent}
          failed={job.status === 'failed'}
        />
      ) : null}

      {preview ? (
        <Stack gap="3">
          <HStack gap="2" wrap="wrap" data-testid="data-import-summary">
            <Badge variant="subtle">{preview.fileName}</Badge>
            <Text fontSize="sm">
              {preview.totalRows.toLocaleString('ko-KR')}행 · {DATA_IMPORT_KIND_LABELS[preview.kind]}{' '}
              {preview.recordCount.toLocaleString('ko-KR')}건
            </Text>
            <ImportErrorBadge errorCount={preview.errorCount} errors={preview.errors} />
          </HStack>
          {preview.errors.length ? (
            <ImportErrorsTable errors={preview.errors} maxH="240px" label="오류가 있는 행" rowTestId="import-error-row" />
          ) : null}
          <ImportRowsPreview
            columns={preview.columns}
            rows={preview.rows}
            errors={preview.errors}
            label={`미리보기 (처음 ${preview.rows.length}행)`}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
