import type { z } from "zod";
import type { endpoints } from "./endpoints.js";

/** The types a caller of the registry needs, derived from it (kept apart from the registry itself). */
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type InputOf<E, K extends "params" | "query" | "body"> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** What a caller passes (before defaults and trimming). */
export type EndpointParams<N extends EndpointName> = InputOf<Endpoints[N], "params">;
export type EndpointQuery<N extends EndpointName> = InputOf<Endpoints[N], "query">;
export type EndpointBody<N extends EndpointName> = InputOf<Endpoints[N], "body">;

/** The parsed success body, or undefined when it is not JSON. */
export type EndpointResponse<N extends EndpointName> = Endpoints[N]["response"] extends infer S extends
  z.ZodType
  ? z.output<S>
  : undefined;
