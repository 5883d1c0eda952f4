import { z } from 'zod';
import { openApiDocument } from '../../src/server/openapi/document';

/**
 * Checks a response of the app against the OpenAPI document (issue 15): the operation must be
 * documented, its status listed, and a JSON body must match that status's schema, converted from
 * the document's JSON Schema by zod's `fromJSONSchema` (no other validator is installed). The
 * harness calls it on every response, so the document cannot drift from the server.
 *
 * Deliberately outside the document, and not checked:
 * - paths outside /api (the web app, /media, /map, /dev, /healthz), and /api/openapi.json and /api/docs;
 * - better-auth's calls the document does not list (its OAuth callbacks are browser redirects);
 * - the JSON 404 NOT_FOUND of a path no call has (app.ts's catch-all);
 * - 500 INTERNAL, which any call may answer (a JSON one must say INTERNAL);
 * - HEAD and OPTIONS.
 */
type Doc = ReturnType<typeof openApiDocument>;
type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }> };
type Route = { method: string; template: string; pattern: RegExp; params: number; op: Operation };

const OUTSIDE = /^\/api\/(openapi\.json$|docs(\/|$))/;

export function responseChecker(doc: Doc) {
  const routes: Route[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const source = template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+');
      routes.push({ method: method.toUpperCase(), template, pattern: new RegExp(`^${source}/?$`), params: (template.match(/\{/g) ?? []).length, op: op as Operation });
    }
  }
  // A literal segment wins over a parameter (…/by-booking/{id} before …/{id}/messages), as in the router.
  routes.sort((a, b) => a.params - b.params);
  const compiled = new Map<string, z.ZodType>();

  return async function check(method: string, url: string, res: Response): Promise<void> {
    const { pathname } = new URL(url, 'http://roost.test');
    if (!pathname.startsWith('/api/') || OUTSIDE.test(pathname) || method === 'HEAD' || method === 'OPTIONS') return;
    const call = `${method} ${pathname} answered ${res.status}`;
    const route = routes.find((r) => r.method === method && r.pattern.test(pathname));
    const json = async () => {
      const text = await res.clone().text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new Error(`OpenAPI drift: ${call} with a body that is not JSON: ${text.slice(0, 200)}`);
      }
    };
    if (res.status === 500) {
      if (!isJson(res)) return;
      const code = ((await json()) as { error?: { code?: string } }).error?.code;
      if (code !== 'INTERNAL') throw new Error(`OpenAPI drift: ${call} with code ${code}, not INTERNAL`);
      return;
    }
    if (!route) {
      if (pathname.startsWith('/api/auth/')) return;
      if (res.status === 404 && isJson(res) && ((await json()) as { error?: { code?: string } }).error?.code === 'NOT_FOUND') return;
      throw new Error(`OpenAPI drift: ${call}, but the document has no ${method} operation at that path`);
    }
    const where = `${method} ${route.template}`;
    const response = route.op.responses[String(res.status)];
    if (!response) {
      throw new Error(`OpenAPI drift: ${call}, a status the document does not list for ${where} (it lists ${Object.keys(route.op.responses).join(', ')})`);
    }
    const resolved = response.$ref ? doc.components.responses[response.$ref.split('/').pop() as keyof Doc['components']['responses']] as typeof response : response;
    const types = Object.keys(resolved.content ?? {});
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (types.length && !types.includes(type)) {
      throw new Error(`OpenAPI drift: ${call} as ${type || 'no content type'}; the document says ${types.join(' or ')} for ${where}`);
    }
    if (type !== 'application/json') return; // a calendar or a stream: its media type is what is documented
    const key = `${where} ${res.status}`;
    let schema = compiled.get(key);
    if (!schema) compiled.set(key, (schema = z.fromJSONSchema(withViews(resolved.content![type]!.schema, doc) as never) as z.ZodType));
    const body = await json();
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new Error(`OpenAPI drift: ${call}, a body that does not match the document's schema for ${where} ${res.status}:\n`
        + `${z.prettifyError(result.error)}\nbody: ${JSON.stringify(body).slice(0, 600)}`);
    }
  };
}

function isJson(res: Response) {
  return (res.headers.get('content-type') ?? '').startsWith('application/json');
}

/** `schema` with each reference to a named view (`#/components/schemas/…`) replaced by the view's schema. */
function withViews(schema: unknown, doc: Doc): unknown {
  if (Array.isArray(schema)) return schema.map((s) => withViews(s, doc));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const view = (doc.components.schemas as Record<string, unknown>)[ref.slice('#/components/schemas/'.length)];
    if (!view) throw new Error(`OpenAPI: ${ref} names no schema in components.schemas`);
    return withViews(view, doc);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, withViews(v, doc)]));
}
