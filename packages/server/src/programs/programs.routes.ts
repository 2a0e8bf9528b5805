import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { endpointMounter } from "../http/endpoint";
import { notFound } from "../http/errors";
import { createProgram, deleteProgram, listPrograms, updateProgram } from "./programs.service";

const NOT_FOUND = "Program not found";

/** Affiliate programs: every call is admin-only. */
export function createProgramRoutes(deps: AppDeps) {
  const app = new Hono();
  const on = endpointMounter(app, requireAdmin(deps));

  on("programs.list", async (c) => c.json(await listPrograms(deps.db)));

  on("programs.create", async (c, { body }) => c.json(await createProgram(deps.db, body, deps.now()), 201));

  on("programs.update", async (c, { params: { id }, body: patch }) => {
    const program = await updateProgram(deps.db, id, patch, deps.now());
    if (!program) throw notFound(NOT_FOUND);
    return c.json(program);
  });

  on("programs.remove", async (c, { params: { id } }) => {
    if (!(await deleteProgram(deps.db, id))) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
