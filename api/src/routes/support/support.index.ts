import { createRouter } from '../../lib/create-router';
import * as handlers from './support.handlers';
import * as routes from './support.routes';

/** Customer service: FAQs, notices and the 1:1 inquiry. `/faqs/categories` is registered before any `/faqs/{...}`. */
export const supportRouter = createRouter()
  .openapi(routes.faqCategories, handlers.faqCategories)
  .openapi(routes.faqs, handlers.faqs)
  .openapi(routes.faqView, handlers.faqView)
  .openapi(routes.faqVote, handlers.faqVote)
  .openapi(routes.notices, handlers.notices)
  .openapi(routes.notice, handlers.notice)
  .openapi(routes.createInquiry, handlers.createInquiry)
  .openapi(routes.inquiries, handlers.inquiries);
