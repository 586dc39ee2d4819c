import { Badge, Box, Button, Heading, HStack, Input, Stack, Text } from '@market/ui/chakra';
import { Alert, NativeSelect, Table } from '@market/ui/chakra-more';
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
  const refusedRows = new Set(preview?.errors.map((e) => e.row) ?? []);

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
        <Stack gap="1.5" data-testid="import-progress">
          <HStack justify="space-between">
            <Text fontSize="sm" fontWeight="medium">
              {job.status === 'completed' ? '가져오기 완료' : job.status === 'failed' ? '가져오기 실패' : '가져오는 중…'}
            </Text>
            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
              {job.processed.toLocaleString('ko-KR')} / {job.totalRows.toLocaleString('ko-KR')}행 ({percent}%)
            </Text>
          </HStack>
          <Box
            role="progressbar"
            aria-label="가져오기 진행률"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            h="3"
            bg="bg.muted"
            rounded="full"
            overflow="hidden"
          >
            <Box
              h="full"
              w={`${percent}%`}
              bg="colorPalette.solid"
              colorPalette={job.status === 'failed' ? 'red' : 'blue'}
              transition="width 0.3s"
            />
          </Box>
        </Stack>
      ) : null}

      {preview ? (
        <Stack gap="3">
          <HStack gap="2" wrap="wrap" data-testid="data-import-summary">
            <Badge variant="subtle">{preview.fileName}</Badge>
            <Text fontSize="sm">
              {preview.totalRows.toLocaleString('ko-KR')}행 · {DATA_IMPORT_KIND_LABELS[preview.kind]}{' '}
              {preview.recordCount.toLocaleString('ko-KR')}건
            </Text>
            {preview.errorCount > 0 ? (
              <Badge colorPalette="red" variant="solid">
                오류 {preview.errorCount.toLocaleString('ko-KR')}건 ({refusedRows.size.toLocaleString('ko-KR')}행)
              </Badge>
            ) : (
              <Badge colorPalette="green" variant="subtle">
                오류 없음
              </Badge>
            )}
          </HStack>
          {preview.errors.length ? (
            <Box maxH="240px" overflowY="auto" borderWidth="1px" borderColor="red.muted" rounded="md">
              <Table.Root size="sm" aria-label="오류가 있는 행" stickyHeader>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="64px">행</Table.ColumnHeader>
                    <Table.ColumnHeader w="110px">열</Table.ColumnHeader>
                    <Table.ColumnHeader>오류 내용</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {preview.errors.map((e, i) => (
                    <Table.Row key={`${e.row}-${e.column}-${i}`} data-testid="import-error-row">
                      <Table.Cell fontVariantNumeric="tabular-nums">{e.row}</Table.Cell>
                      <Table.Cell>{e.column ?? '-'}</Table.Cell>
                      <Table.Cell color="red.fg">{e.message}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          ) : null}
          <Box maxH="260px" overflow="auto" borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={`미리보기 (처음 ${preview.rows.length}행)`} stickyHeader>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="48px">행</Table.ColumnHeader>
                  {preview.columns.map((c) => (
                    <Table.ColumnHeader key={c} whiteSpace="nowrap">
                      {c}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {preview.rows.map((r) => (
                  <Table.Row key={r.row} bg={refusedRows.has(r.row) ? 'red.subtle' : undefined}>
                    <Table.Cell fontVariantNumeric="tabular-nums">{r.row}</Table.Cell>
                    {preview.columns.map((c) => (
                      <Table.Cell key={c} whiteSpace="nowrap" maxW="220px" overflow="hidden" textOverflow="ellipsis" title={r.cells[c]}>
                        {r.cells[c]}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}
