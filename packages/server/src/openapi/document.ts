import { apiErrorBodySchema, type Endpoint } from "@app/core";
import { z } from "zod";
import { MAX_BODY_BYTES } from "../http/constants";

type Json = Record<string, unknown>;

interface ZodInternals {
  _zod: { def: { type: string; in?: ZodInternals; out?: z.ZodType } };
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a client sends (input) or receives (output). A
 * field that is normalised before it is checked (z.preprocess: a price given as a number, an empty URL as null) is
 * described by the schema it is checked with, rather than as "anything".
 */
export function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const converted = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema: target }) => {
      const { def } = (zodSchema as unknown as ZodInternals)._zod;
      if (def.type !== "pipe" || def.in?._zod.def.type !== "transform" || !def.out) return;
      for (const key of Object.keys(target)) delete (target as Json)[key];
      Object.assign(target, jsonSchema(def.out, io));
    },
  }) as Json;
  const { $schema: _dialect, ...rest } = converted;
  return rest;
}

/** The errors every route may answer, as shared responses: `{ message, issues? }` (core's apiErrorBodySchema). */
const ERRORS = {
  400: ["BadRequest", "The input is not valid: `message` names the first field, `issues` lists each"],
  401: ["Unauthorized", "Not signed in as admin"],
  403: ["Forbidden", "A cookie-authenticated write from a page of another origin"],
  404: ["NotFound", "Not found"],
  413: ["PayloadTooLarge", `The body is larger than ${MAX_BODY_BYTES / 1024} KB`],
  415: ["UnsupportedMediaType", "The body is not sent as application/json"],
  429: ["TooManyRequests", "Too many requests from this client; Retry-After says when to try again"],
  503: ["ServiceUnavailable", "The database is unavailable or the server is busy; Retry-After says when to try again"],
} as const;

type ErrorStatus = keyof typeof ERRORS;
const RETRY_AFTER = { "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } } };
const REQUEST_ID_HEADER = { "X-Request-Id": { $ref: "#/components/headers/RequestId" } };
const errorContent = { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } };

/** The statuses a route's shape implies: bad input, a missing session, a cross-site write, a missing record, the body's limits. */
function impliedErrors(route: Endpoint): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  if (route.params || route.query || route.body || route.file) statuses.push(400);
  if (route.access === "admin") statuses.push(401);
  if (route.method !== "get" && (route.access === "admin" || route.path.startsWith("/api/admin/"))) statuses.push(403);
  if (route.params) statuses.push(404);
  if (route.body || route.file) statuses.push(413, 415);
  statuses.push(503);
  return statuses;
}

function parameters(route: Endpoint): Json[] {
  const of = (where: "path" | "query", schema: z.ZodObject | undefined) =>
    Object.entries(schema?.shape ?? {}).map(([name, field]) => ({
      name,
      in: where,
      required: where === "path" || !(field as z.ZodType).safeParse(undefined).success,
      schema: jsonSchema(field as z.ZodType, "input"),
    }));
  return [...of("path", route.params), ...of("query", route.query), { $ref: "#/components/parameters/RequestId" }];
}

function security(route: Endpoint): Json[] {
  const admin = [{ sessionCookie: [] }, { bearerToken: [] }];
  if (route.access === "admin") return admin;
  if (route.access === "public-or-admin") return [{}, ...admin];
  return [];
}

function responses(route: Endpoint): Json {
  const { ok } = route;
  const headers = { ...REQUEST_ID_HEADER, ...(route.paged ? { Link: { $ref: "#/components/headers/Link" } } : {}) };
  const content = ok.schema
    ? { [ok.contentType ?? "application/json"]: { schema: jsonSchema(ok.schema, "output") } }
    : ok.contentType
      ? { [ok.contentType]: { schema: { type: "string" } } }
      : undefined;
  const result: Json = { [ok.status]: { description: ok.description, headers, ...(content ? { content } : {}) } };
  for (const status of impliedErrors(route)) result[status] = { $ref: `#/components/responses/${ERRORS[status][0]}` };
  for (const [status, description] of Object.entries(route.errors ?? {})) {
    const shared = ERRORS[Number(status) as ErrorStatus];
    result[status] = {
      description: shared ? `${shared[1]}: ${description}` : description,
      headers: { ...REQUEST_ID_HEADER, ...(status === "429" ? RETRY_AFTER : {}) },
      content: errorContent,
    };
  }
  return result;
}

/** "GET /api/products/:id" → "patchProductsById"-like ids, unique per method and path. */
function operationId(route: Endpoint): string {
  const words = route.path
    .replace(/^\/api\//, "")
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split("-"))
    .map((word) => word.replace(/[^A-Za-z0-9]/g, ""));
  return [route.method, ...words].map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join("");
}

export interface DocumentInfo {
  version: string;
  /** The server's public origin (PUBLIC_SITE_URL). */
  serverUrl: string;
}

/** The OpenAPI 3.1 document of `routes`. */
export function openApiDocument(routes: readonly Endpoint[], info: DocumentInfo): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    paths[path] ??= {};
    (paths[path] as Json)[route.method] = {
      operationId: operationId(route),
      tags: [route.tag],
      summary: route.summary,
      security: security(route),
      parameters: parameters(route),
      ...(route.body
        ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(route.body, "input") } } } }
        : route.file
          ? {
              requestBody: {
                required: true,
                description: route.file.description,
                content: Object.fromEntries(route.file.types.map((type) => [type, { schema: { type: "string" } }])),
              },
            }
          : {}),
      responses: responses(route),
    };
  }
  const sharedResponses = Object.fromEntries(
    Object.entries(ERRORS).map(([status, [name, description]]) => [
      name,
      {
        description,
        headers: { ...REQUEST_ID_HEADER, ...(status === "429" || status === "503" ? RETRY_AFTER : {}) },
        content: errorContent,
      },
    ]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Kicks Directory API",
      version: info.version,
      description:
        "The API of the Kicks Directory site and its admin console. Every answer carries `X-Request-Id` (the caller's when " +
        "well-formed, else a new one) and errors are `{ message, issues? }`. Admin routes take the session cookie `sid` " +
        "(web; writes only from the site's own origins) or `Authorization: Bearer <token>` (POST /api/admin/login with mode=token).",
    },
    servers: [{ url: info.serverUrl }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorBodySchema, "output") },
      responses: sharedResponses,
      parameters: {
        RequestId: {
          name: "X-Request-Id",
          in: "header",
          required: false,
          description: "Your id for this request (1-128 of A-Z a-z 0-9 . _ : -), echoed back and written in the server's log",
          schema: { type: "string", pattern: "^[A-Za-z0-9._:-]{1,128}$" },
        },
      },
      headers: {
        RequestId: { description: "The request's id, as in the server's log", schema: { type: "string" } },
        Link: { description: 'The next page: `</api/…?cursor=…>; rel="next"` (absent on the last page)', schema: { type: "string" } },
      },
      securitySchemes: {
        sessionCookie: { type: "apiKey", in: "cookie", name: "sid" },
        bearerToken: { type: "http", scheme: "bearer" },
      },
    },
  };
}
