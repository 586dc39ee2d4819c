import { createRoute, z } from '@hono/zod-openapi';
import { JobListSchema, RunJobResultSchema, RunJobSchema } from '@market/domain/jobs';
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
