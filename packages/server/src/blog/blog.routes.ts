import { blogCreateSchema, blogUpdateSchema, idParamSchema, slugSchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin, resolveAdmin } from "../auth/auth.middleware";
import { notFound } from "../http/errors";
import { parseWith, readJson } from "../http/validate";
import { createPost, deletePost, findPostById, findPostBySlug, listAllPosts, listPublishedPosts, updatePost } from "./blog.service";

const POST_NOT_FOUND = "Post not found";

/** Public blog (published posts only) and the admin's management of saved posts. */
export function createBlogRoutes(deps: AppDeps) {
  const app = new Hono();
  const admin = requireAdmin(deps);

  app.get("/blog", async (c) => c.json(await listPublishedPosts(deps.db)));

  app.get("/blog/:slug", async (c) => {
    const slug = slugSchema.safeParse(c.req.param("slug"));
    if (!slug.success) throw notFound(POST_NOT_FOUND);
    const isAdmin = (await resolveAdmin(c, deps)) !== null;
    const post = await findPostBySlug(deps.db, slug.data, isAdmin);
    if (!post) throw notFound(POST_NOT_FOUND);
    // A draft is only ever shown to the admin: never let a shared cache keep it.
    if (!post.published) c.header("Cache-Control", "private, no-store");
    return c.json(post);
  });

  app.post("/blog", admin, async (c) => {
    const input = await readJson(c, blogCreateSchema);
    return c.json(await createPost(deps.db, input, deps.now()), 201);
  });

  app.use("/admin/posts", admin);
  app.use("/admin/posts/*", admin);

  app.get("/admin/posts", async (c) => c.json(await listAllPosts(deps.db)));

  app.get("/admin/posts/:id", async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const post = await findPostById(deps.db, id);
    if (!post) throw notFound(POST_NOT_FOUND);
    return c.json(post);
  });

  app.patch("/admin/posts/:id", async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const patch = await readJson(c, blogUpdateSchema);
    const post = await updatePost(deps.db, id, patch, deps.now());
    if (!post) throw notFound(POST_NOT_FOUND);
    return c.json(post);
  });

  app.delete("/admin/posts/:id", async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    if (!(await deletePost(deps.db, id))) throw notFound(POST_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
