import {
  adminPageQuerySchema,
  blogCreateSchema,
  blogUpdateSchema,
  idParamSchema,
  postPreviewRequestSchema,
  postVisibility,
  slugSchema,
} from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin, resolveAdmin } from "../auth/auth.middleware";
import { notFound } from "../http/errors";
import { pageOf, readPage } from "../http/paging";
import { parseWith, readJson } from "../http/validate";
import { adminPostKeySchema, adminPostPage } from "./admin-posts.service";
import { createPreview } from "./post-preview";
import { withLiveProducts } from "./product-blocks";
import { adminPage, readAdminQuery } from "../http/admin-paging";
import {
  blogKeySchema,
  createPost,
  deletePost,
  findPostById,
  findPostBySlug,
  publicPostPage,
  renamedSlug,
  updatePost,
} from "./blog.service";

const POST_NOT_FOUND = "Post not found";

/** Public blog (published posts only) and the admin's management of saved posts. */
export function createBlogRoutes(deps: AppDeps, imagePrefixes: readonly string[] = []) {
  const app = new Hono();
  const admin = requireAdmin(deps);

  // The public list in the blog order, a page at a time (docs/decisions/0029-paged-lists.md).
  app.get("/blog", async (c) => {
    const page = readPage(c, blogKeySchema);
    const posts = pageOf(c, page, await publicPostPage(await deps.reader(c), deps.now(), page), (post) => post.key);
    return c.json(posts.map(({ key: _key, ...post }) => post));
  });

  app.get("/blog/:slug", async (c) => {
    const slug = slugSchema.safeParse(c.req.param("slug"));
    if (!slug.success) throw notFound(POST_NOT_FOUND);
    const isAdmin = (await resolveAdmin(c, deps)) !== null;
    const now = deps.now();
    const post = await findPostBySlug(await deps.reader(c), slug.data, isAdmin, now);
    if (!post) {
      // A renamed post answers its old slugs with a 301 to its current one (fetch follows it; the page then
      // shows the new URL): docs/decisions/0011-scheduled-posts-and-renamed-slugs.md.
      const current = await renamedSlug(await deps.reader(c), slug.data, now);
      if (current) return c.redirect(`/api/blog/${current}`, 301);
      throw notFound(POST_NOT_FOUND);
    }
    // A draft or a scheduled post is only ever shown to the admin: never let a shared cache keep it.
    if (postVisibility(post, now) !== "published") c.header("Cache-Control", "private, no-store");
    // Product boxes and tables are drawn from the products' rows now, never kept in the post (product-blocks.ts).
    return c.json(await withLiveProducts(await deps.reader(c), post, deps.env.AMAZON_ASSOCIATE_TAG, now));
  });

  app.post("/blog", admin, async (c) => {
    const input = await readJson(c, blogCreateSchema);
    return c.json(await createPost(deps.db, input, deps.now(), imagePrefixes), 201);
  });

  app.use("/admin/posts", admin);
  app.use("/admin/posts/*", admin);

  // Most recently updated first, a page at a time (docs/decisions/0031-admin-lists-paged.md).
  app.get("/admin/posts", async (c) => {
    const page = adminPage(readAdminQuery(c, adminPageQuerySchema), adminPostKeySchema);
    const posts = pageOf(c, page, await adminPostPage(deps.db, page), (post) => post.key);
    return c.json(posts.map(({ key: _key, ...post }) => post));
  });

  // The editor's fields on the real post page, behind a link that works for an hour (post-preview.ts).
  app.post("/admin/posts/preview", async (c) => {
    const input = await readJson(c, postPreviewRequestSchema);
    return c.json(await createPreview(deps.db, input, deps.now(), imagePrefixes), 201);
  });

  app.get("/admin/posts/:id", async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const post = await findPostById(deps.db, id);
    if (!post) throw notFound(POST_NOT_FOUND);
    return c.json(post);
  });

  app.patch("/admin/posts/:id", async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const patch = await readJson(c, blogUpdateSchema);
    const post = await updatePost(deps.db, id, patch, deps.now(), imagePrefixes);
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
