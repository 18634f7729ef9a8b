import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** One call of api.md. The axios client and the Fastify routes are both generated from these. */
export interface EndpointDef {
  method: HttpMethod;
  /** Fastify-style template: `:name` segments are path params. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body; for a multipart call, its non-file fields. */
  body?: z.ZodType;
  /** The whole success body (with the `{ data }` wrapper for `/api/*`); null when it is not JSON. */
  response: z.ZodType | null;
  /** Absent: a Bearer token is required. "none": public. "optional": used when present. */
  auth?: "none" | "optional";
  /** Success statuses when not just 200. */
  successStatus?: readonly number[];
  /** The body is multipart/form-data (`file` plus the fields of `body`). */
  multipart?: true;
  /** What a null `response` stands for. */
  produces?: "no-content" | "audio" | "redirect";
}

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path template's `:name` segments. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** Fills a path template's `:name` segments, each encoded with encodeURIComponent. */
export function buildPath<P extends string>(
  path: P,
  ...[params]: [PathParamNames<P>] extends [never] ? [params?: PathParams<P>] : [params: PathParams<P>]
): string {
  const values: Readonly<Record<string, string | number | undefined>> = params ?? {};
  return path.replace(PATH_PARAM, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`buildPath: missing path param "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
