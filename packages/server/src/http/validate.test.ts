import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engines, useTestContext } from "../test/test-app";
import { describeError } from "./errors";
import { MAX_JSON_DEPTH } from "./validate";

const NUL = "\u0000";
const validProduct = { title: "Crep Protect", price: "19.99", imageUrl: "https://img.example/a.jpg", productUrl: "https://shop.example/a" };
const validProgram = { name: "Program", description: "About it", category: "general" };
const validPost = { title: "A post", slug: "a-post", content: "<p>Body</p>" };

describe.each(engines)("bad bytes and ids on %s", (engine) => {
  const t = useTestContext(engine);
  const admin = (method: string, path: string, body?: unknown, rawBody?: string) =>
    t.request(method, path, { cookie: t.cookie, body, rawBody });

  const expectNulRefused = async (res: Response, path: string) => {
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: `${path}: must not contain NUL (\\u0000) characters`,
      issues: [{ path, message: "must not contain NUL (\\u0000) characters" }],
    });
  };

  it("a NUL in the search query is a 400, and nothing is logged", async () => {
    await expectNulRefused(await t.request("GET", "/api/search?q=%00"), "q");
    await expectNulRefused(await t.request("GET", "/api/search?q=nike%00air"), "q");
    expect(t.log.errors).toEqual([]);
  });

  it.each([
    ["POST", "/api/products", { ...validProduct, title: `Crep${NUL}` }, "title"],
    ["POST", "/api/programs", { ...validProgram, notes: `a${NUL}b` }, "notes"],
    ["POST", "/api/blog", { ...validPost, keywords: ["ok", `x${NUL}`] }, "keywords.1"],
    ["POST", "/api/tweets", { content: `hi${NUL}` }, "content"],
    ["POST", "/api/tweets", { content: "hi", [`x${NUL}`]: 1 }, `x${NUL}`],
    ["PATCH", "/api/stores/1", { rakutenMerchantId: `1${NUL}` }, "rakutenMerchantId"],
    ["POST", "/api/admin/login", { password: `a${NUL}` }, "password"],
  ] as const)("%s %s with a NUL in a text field is a 400 naming the field", async (method, path, body, field) => {
    await expectNulRefused(await admin(method, path, body), field);
    expect(t.log.errors).toEqual([]);
  });

  it.each([
    ["arrays", (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`],
    ["objects", (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`],
    ["an array inside a string-laden object", (n: number) => `{"password":"[[{{","x":${"[".repeat(n)}${"]".repeat(n)}}`],
  ])("JSON nested too deeply (%s) is a 400 on every JSON route, the public login included, and logs nothing", async (_, nest) => {
    const expectTooDeep = async (res: Response) => {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: `body: JSON is nested more than ${MAX_JSON_DEPTH} levels deep` });
    };
    for (const depth of [MAX_JSON_DEPTH + 1, 5000, 50_000]) {
      await expectTooDeep(await t.request("POST", "/api/admin/login", { rawBody: nest(depth) }));
      await expectTooDeep(await admin("POST", "/api/products", undefined, nest(depth)));
    }
    // The beacon reads any content type as JSON; its own, smaller size limit comes first.
    const beacon = await t.request("POST", "/api/clicks", { rawBody: nest(200), headers: { "content-type": "text/plain" } });
    await expectTooDeep(beacon);
    expect(t.log.errors).toEqual([]);
  });

  it("JSON nested up to the limit is read as usual (a 400 from the schema, not the depth)", async () => {
    const nested = `${"[".repeat(MAX_JSON_DEPTH - 1)}"x"${"]".repeat(MAX_JSON_DEPTH - 1)}`;
    const res = await t.request("POST", "/api/admin/login", { rawBody: `{"password":${nested}}` });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^password: /);
  });

  it("refuses deeply nested bodies (a linear scan, no recursion)", async () => {
    const body = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
    // 20 bodies of 400 KB, each refused with a 400: a recursive walk would overflow the stack (a 500) and a quadratic
    // one would not finish in the test's time (what the recursive NUL check cost before: docs/reliability.md).
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.request("POST", "/api/admin/login", { rawBody: body })));
    for (const res of answers) expect(res.status).toBe(400);
  });

  it("ids are decimal: /api/tweets/0x1 does not act on tweet 1", async () => {
    const created = await admin("POST", "/api/tweets", { content: "keep me" });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(id).toBe(1);
    for (const raw of ["0x1", "1e0", "+1", "%201", "1.0", "-1", "0"]) {
      const res = await admin("DELETE", `/api/tweets/${raw}`);
      expect(res.status, raw).toBe(400);
    }
    const list = (await (await admin("GET", "/api/tweets")).json()) as unknown[];
    expect(list).toHaveLength(1);
  });

  it("ids beyond a Postgres integer are a 400, never a 500", async () => {
    for (const path of ["/api/tweets/2147483648", "/api/products/99999999999999999999", "/api/admin/posts/2147483648"]) {
      const res = await admin("PATCH", path, { content: "x" });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe("id: id is too large");
    }
    expect((await admin("GET", "/api/admin/posts/2147483647")).status).toBe(404);
    for (const field of ["relatedProductId", "relatedProgramId"]) {
      const res = await admin("POST", "/api/tweets", { content: "x", [field]: 2 ** 31 });
      expect(res.status, field).toBe(400);
      expect(await res.json()).toEqual({ message: `${field}: is too large`, issues: [{ path: field, message: "is too large" }] });
    }
    expect(t.log.errors).toEqual([]);
  });

  it("a failed query is logged as one short line, without its SQL or parameters", async () => {
    const notANumber = "not-a-number";
    const error = await t.db.execute(sql`select ${notANumber}::int as n, repeat('x', 5000) as padding`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    const line = describeError(error);
    expect(line).toMatch(/^\w+ 22P02: invalid input syntax for type integer/);
    expect(line).not.toContain("select");
    expect(line.length).toBeLessThan(800);
  });
});
