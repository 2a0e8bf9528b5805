import { idParamSchema, programCreateSchema, programUpdateSchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { notFound } from "../http/errors";
import { parseWith, readJson } from "../http/validate";
import { createProgram, deleteProgram, listPrograms, updateProgram } from "./programs.service";

const NOT_FOUND = "Program not found";

/** Affiliate programs: every call is admin-only. */
export function createProgramRoutes(deps: AppDeps) {
  const app = new Hono();
  app.use("/programs", requireAdmin(deps));
  app.use("/programs/*", requireAdmin(deps));

  app.get("/programs", async (c) => c.json(await listPrograms(deps.db)));

  app.post("/programs", async (c) => {
    const input = await readJson(c, programCreateSchema);
    return c.json(await createProgram(deps.db, input, deps.now()), 201);
  });

  app.patch("/programs/:id", async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const patch = await readJson(c, programUpdateSchema);
    const program = await updateProgram(deps.db, id, patch, deps.now());
    if (!program) throw notFound(NOT_FOUND);
    return c.json(program);
  });

  app.delete("/programs/:id", async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    if (!(await deleteProgram(deps.db, id))) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
