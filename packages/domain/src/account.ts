import type { z } from 'zod';
import type { OrderSummary } from './order';
import { PageQuerySchema, type Page } from './paging';

/** The shopper's account page (issue 5, point 6): statistics computed on the server, points, returns. */

/** `GET /api/me/summary`. */
export interface AccountSummary {
  /** Orders placed and not cancelled. */
  orders: number;
  /** Paid on orders that were not cancelled, minus refunds of completed returns (won). */
  totalSpent: number;
  /** Reviews written (any status). */
  reviews: number;
  /** Year the account was created (Korea time). */
  joinYear: number;
  /** Points balance. */
  points: number;
  /** Issued coupons not yet used, active, within their period and not sold out (MyCoupon.usable). */
  usableCoupons: number;
  /** The 5 latest orders, any status (the orders list's cards). */
  recentOrders: OrderSummary[];
}

export const RECENT_ORDERS_LIMIT = 5;

export const POINTS_REASON_LABELS: Record<string, string> = {
  order_use: '주문 시 사용',
  order_earn: '구매 확정 적립',
  cancel_restore: '주문 취소 환원',
  signup_bonus: '회원가입 적립',
  review_reward: '리뷰 작성 적립',
  admin_adjust: '관리자 조정',
  expire: '기간 만료 소멸',
  return_restore: '반품 환원',
};

export const PointsListQuerySchema = PageQuerySchema;
export type PointsListQuery = z.infer<typeof PointsListQuerySchema>;

export interface PointsEntry {
  id: string;
  /** Positive when earned, negative when spent or expired. */
  delta: number;
  reason: string;
  reasonLabel: string;
  description: string;
  balanceAfter: number;
  orderId: string | null;
  orderNumber: string | null;
  createdAt: string;
}

/** `GET /api/me/points`: the history, newest first, and the current balance. */
export type PointsHistory = Page<PointsEntry> & { balance: number };

export const ReturnListQuerySchema = PageQuerySchema;
export type ReturnListQuery = z.infer<typeof ReturnListQuerySchema>;
