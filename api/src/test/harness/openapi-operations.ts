/**
 * The API's operations as its own `/api/openapi.json` describes them, so the harnesses pick up a
 * new route the day it is mounted (issue 12).
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
};

export interface OperationParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/orders/{id}/cancel`. */
  path: string;
  /** `POST /api/orders/{id}/cancel`. */
  key: string;
  params: OperationParam[];
  /** The JSON request body's schema, refs resolved; null when the operation declares none. */
  body: JsonSchema | null;
  bodyRequired: boolean;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: (OperationParam & { $ref?: string })[];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, OperationParam> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Inlines `#/components/...` references (cycles are cut at depth 12). */
function resolve<T>(doc: OpenApiDoc, value: T, depth = 0): T {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => resolve(doc, v, depth + 1)) as T;
  const ref = (value as { $ref?: string }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    let target: unknown = doc;
    for (const part of ref.slice(2).split('/')) target = (target as Record<string, unknown>)?.[part];
    return resolve(doc, target as T, depth + 1);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(doc, v, depth + 1)])) as T;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = resolve(doc, op.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        required: Boolean(p.required),
        schema: p.schema ?? {},
      }));
      const content = op.requestBody?.content ?? {};
      const jsonType = Object.keys(content).find((type) => /json/i.test(type));
      const body = jsonType ? resolve(doc, content[jsonType]!.schema ?? {}) : null;
      ops.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        params,
        body,
        bodyRequired: Boolean(op.requestBody?.required),
      });
    }
  }
  return ops;
}

/** The app's own document, read the way a client reads it. */
export async function readOperations(app: { request(path: string): Response | Promise<Response> }): Promise<Operation[]> {
  const res = await app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return operationsOf((await res.json()) as OpenApiDoc);
}

/** `/api/orders/{id}` → `/api/orders/:id` (Hono's route syntax, as in the permission tables). */
export function honoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
