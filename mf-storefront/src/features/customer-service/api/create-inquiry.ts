import { apiFetch } from '@market/api-client/api-fetch';
import type { CreateInquiryInput, CreateInquiryResult } from '@market/domain/support';

/** `POST /api/inquiries`: the signed-in shopper's 1:1 inquiry (lands in the admin Q&A list). */
export function createInquiry(body: CreateInquiryInput): Promise<CreateInquiryResult> {
  return apiFetch<CreateInquiryResult>('/api/inquiries', { method: 'POST', body: { ...body } });
}
