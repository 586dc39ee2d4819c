import { createRoute, z } from '@hono/zod-openapi';
import {
  ADDRESS_MESSAGES,
  AddressIdParamSchema,
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  UpdateAddressSchema,
} from '@market/domain/address';
import { customerRequired } from '../../lib/customer-session';
import { errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

const tags = ['account'];
const ShopperErrors = { 401: errorResponse('로그인이 필요합니다.'), ...StandardErrors };
const NotFound = { 404: errorResponse(ADDRESS_MESSAGES.notFound) };
const AddressOut = AddressSchema;
const ListOut = AddressListSchema;
const withMessage = <T extends z.ZodType>(schema: T) => z.object({ address: schema, message: z.string() });

export const list = createRoute({
  method: 'get',
  path: '/me/addresses',
  tags,
  middleware: [customerRequired()],
  summary: '배송지 목록 (기본 배송지 먼저, 최대 10개)',
  responses: { 200: jsonResponse(ListOut, '배송지 목록'), ...ShopperErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/me/addresses',
  tags,
  middleware: [customerRequired()],
  summary: '배송지 추가 (첫 배송지는 기본 배송지; 10개를 넘으면 422)',
  request: { body: jsonBody(AddressInputSchema) },
  responses: { 201: jsonResponse(withMessage(AddressOut), '저장된 배송지'), ...ShopperErrors },
});

export const update = createRoute({
  method: 'patch',
  path: '/me/addresses/{id}',
  tags,
  middleware: [customerRequired()],
  summary: '배송지 수정',
  request: { params: AddressIdParamSchema, body: jsonBody(UpdateAddressSchema) },
  responses: { 200: jsonResponse(withMessage(AddressOut), '수정된 배송지'), ...NotFound, ...ShopperErrors },
});

export const remove = createRoute({
  method: 'delete',
  path: '/me/addresses/{id}',
  tags,
  middleware: [customerRequired()],
  summary: '배송지 삭제 (기본 배송지였다면 가장 최근 배송지가 기본이 됨)',
  request: { params: AddressIdParamSchema },
  responses: { 200: jsonResponse(ListOut.extend({ message: z.string() }), '남은 배송지 목록'), ...NotFound, ...ShopperErrors },
});

export const setDefault = createRoute({
  method: 'post',
  path: '/me/addresses/{id}/default',
  tags,
  middleware: [customerRequired()],
  summary: '기본 배송지로 설정 (다른 배송지의 기본 표시는 같은 트랜잭션에서 해제)',
  request: { params: AddressIdParamSchema },
  responses: { 200: jsonResponse(ListOut.extend({ message: z.string() }), '배송지 목록'), ...NotFound, ...ShopperErrors },
});
