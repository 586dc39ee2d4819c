import { api, call } from '@market/api-client/api';
import type { CreateInquiryInput } from '@market/domain/support';

/** `POST /api/inquiries`: the signed-in shopper's 1:1 inquiry (lands in the admin Q&A list). */
export function createInquiry(body: CreateInquiryInput) {
  return call(api.inquiries.$post({ json: { ...body } }));
}
