import {
  AdminNoticeExportQuerySchema,
  AdminNoticeListQuerySchema,
  AdminNoticePageSchema,
  AdminNoticeResultSchema,
  AdminNoticeSchema,
  NoticeInputSchema,
  NoticeStatusSchema,
  NoticeUpdateSchema,
  NOTICE_MESSAGES,
} from '@market/domain/admin-notices';
import { contentRoutes } from '../../lib/content-routes';

export const { list, exportList, detail, create, update, changeStatus, remove } = contentRoutes({
  path: '/notices',
  noun: '공지사항',
  notFound: NOTICE_MESSAGES.notFound,
  summaries: {
    list: '공지사항 목록 (제목·내용 검색, 유형·상태 필터, 정렬, 페이지; 고정 공지 먼저; 카드 5종)',
    status: '공지사항 상태 변경: 고정·고정 해제·게시·게시 중지 (이미 그 상태면 409)',
  },
  schemas: {
    listQuery: AdminNoticeListQuerySchema,
    page: AdminNoticePageSchema,
    exportQuery: AdminNoticeExportQuerySchema,
    item: AdminNoticeSchema,
    result: AdminNoticeResultSchema,
    input: NoticeInputSchema,
    update: NoticeUpdateSchema,
    status: NoticeStatusSchema,
  },
});
