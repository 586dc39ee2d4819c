import { createRoute, z } from '@hono/zod-openapi';
import { JobListSchema, RunJobResultSchema, RunJobSchema } from '@market/domain/jobs';
import { CleanupKindParamSchema, CleanupResultSchema, SystemStatusSchema } from '@market/domain/tools';
import { AdminErrors, errorResponse, jsonResponse } from '../../lib/openapi';

export const JobNameParamSchema = z.object({ name: z.string().max(100, { error: '작업 이름이 올바르지 않습니다.' }) });

export const listJobs = createRoute({
  method: 'get',
  path: '/tools/jobs',
  tags: ['admin'],
  summary: '백그라운드 작업 목록: 일정, 마지막 실행 상태와 시각, 마지막 오류, 실패 횟수 (tools 권한)',
  responses: { 200: jsonResponse(JobListSchema, '작업 목록'), ...AdminErrors },
});

export const runJob = createRoute({
  method: 'post',
  path: '/tools/jobs/{name}/run',
  tags: ['admin'],
  summary: '작업 지금 실행 (대기열에 넣고 작업 id를 돌려줌; 감사 로그)',
  request: { params: JobNameParamSchema, body: { content: { 'application/json': { schema: RunJobSchema } }, required: false } },
  responses: {
    202: jsonResponse(RunJobResultSchema, '대기열에 들어간 실행'),
    422: errorResponse('실행 시각(asOf)이 올바르지 않거나 테스트 시계가 꺼져 있습니다'),
    404: errorResponse('작업을 찾을 수 없습니다'),
    409: errorResponse('작업 실행기가 실행 중이 아니거나 작업이 비활성화되었습니다'),
    ...AdminErrors,
  },
});

export const getStatus = createRoute({
  method: 'get',
  path: '/tools/status',
  tags: ['admin'],
  summary: '시스템 현황: 데이터베이스 크기와 연결, 저장 공간, 메모리, 서비스와 가동 시간, 작업 대기열과 실패 (30초마다 다시 읽음)',
  responses: { 200: jsonResponse(SystemStatusSchema, '지금의 시스템 현황'), ...AdminErrors },
});

export const runCleanup = createRoute({
  method: 'post',
  path: '/tools/cleanup/{kind}',
  tags: ['admin'],
  summary: '시스템 정리: 오래된 로그, 만료 세션, 임시 파일, 사용하지 않는 이미지를 실제로 삭제하고 삭제한 건수와 크기를 돌려줌 (감사 로그)',
  request: { params: CleanupKindParamSchema },
  responses: {
    200: jsonResponse(CleanupResultSchema, '삭제한 건수와 크기'),
    422: errorResponse('알 수 없는 정리 작업입니다'),
    ...AdminErrors,
  },
});
