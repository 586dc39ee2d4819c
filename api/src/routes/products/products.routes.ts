import { createRoute, z } from '@hono/zod-openapi';
import {
  ProductIdParamSchema,
  ProductListQuerySchema,
  type ProductDetail,
  type ProductListResponse,
  type ProductSummary,
} from '@market/domain/product';
import { errorResponse, jsonResponse, StandardErrors } from '../../lib/openapi';

const ProductSummaryShape = {
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  brand: z.object({ id: z.string(), slug: z.string(), name: z.string(), nameEn: z.string() }),
  category: z.object({ slug: z.string(), name: z.string() }),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  discountPercent: z.number().int(),
  image: z.string(),
  images: z.array(z.string()).optional(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  stock: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  isNew: z.boolean(),
  isBest: z.boolean(),
  createdAt: z.string(),
};

export const ProductSummarySchema: z.ZodType<ProductSummary> = z.object(ProductSummaryShape).openapi('ProductSummary');

export const ProductDetailSchema: z.ZodType<ProductDetail> = z
  .object({
    ...ProductSummaryShape,
    images: z.array(z.string()),
    description: z.string(),
    options: z.array(z.object({ color: z.string(), size: z.string(), stock: z.number().int() })),
    related: z.array(ProductSummarySchema),
  })
  .openapi('ProductDetail');

const countOf = { count: z.number().int() };
export const ProductListResponseSchema: z.ZodType<ProductListResponse> = z
  .object({
    items: z.array(ProductSummarySchema),
    total: z.number().int(),
    nextCursor: z.string().nullable(),
    facets: z.object({
      brands: z.array(z.object({ id: z.string(), name: z.string(), ...countOf })),
      colors: z.array(z.object({ value: z.string(), ...countOf })),
      sizes: z.array(z.object({ value: z.string(), ...countOf })),
      priceBuckets: z.array(z.object({ min: z.number().int(), max: z.number().int().nullable(), ...countOf })),
    }),
  })
  .openapi('ProductList');

export const list = createRoute({
  method: 'get',
  path: '/products',
  tags: ['products'],
  summary: '상품 목록 (필터, 정렬, 검색, 커서 페이지, 패싯)',
  request: { query: ProductListQuerySchema },
  responses: { 200: jsonResponse(ProductListResponseSchema, '상품 페이지와 패싯'), ...StandardErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/products/{id}',
  tags: ['products'],
  summary: '상품 상세 (옵션, 재고, 관련 상품)',
  request: { params: ProductIdParamSchema },
  responses: { 200: jsonResponse(ProductDetailSchema, '상품 상세'), 404: errorResponse('상품을 찾을 수 없습니다') },
});
