import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { optionalCustomer, signedInCustomer } from '../../lib/customer-session';
import {
  createInquiry as submitInquiry,
  faqCategories as countFaqCategories,
  getNotice,
  listFaqs,
  listMyInquiries,
  listNotices,
  viewFaq,
  voteFaq,
} from '../../services/support';
import type * as routes from './support.routes';

export const faqs: RouteHandler<typeof routes.faqs, AppEnv> = async (c) => {
  return c.json(await listFaqs(c.var.database.db, c.req.valid('query')), 200);
};

export const faqCategories: RouteHandler<typeof routes.faqCategories, AppEnv> = async (c) => {
  return c.json(await countFaqCategories(c.var.database.db), 200);
};

export const notices: RouteHandler<typeof routes.notices, AppEnv> = async (c) => {
  return c.json(await listNotices(c.var.database.db, c.req.valid('query')), 200);
};

export const notice: RouteHandler<typeof routes.notice, AppEnv> = async (c) => {
  return c.json(await getNotice(c.var.database.db, c.req.valid('param').id), 200);
};

export const createInquiry: RouteHandler<typeof routes.createInquiry, AppEnv> = async (c) => {
  return c.json(await submitInquiry(c.var.database.db, signedInCustomer(c), c.req.valid('json')), 201);
};

export const inquiries: RouteHandler<typeof routes.inquiries, AppEnv> = async (c) => {
  return c.json(await listMyInquiries(c.var.database.db, signedInCustomer(c).id, c.req.valid('query')), 200);
};

export const faqView: RouteHandler<typeof routes.faqView, AppEnv> = async (c) => {
  return c.json(await viewFaq(c.var.database.db, c.req.valid('param').id), 200);
};

export const faqVote: RouteHandler<typeof routes.faqVote, AppEnv> = async (c) => {
  const customer = await optionalCustomer(c);
  return c.json(await voteFaq(c.var.database.db, c.req.valid('param').id, customer, c.req.valid('json')), 200);
};
