import { postVisibility } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin, resolveAdmin } from "../auth/auth.middleware";
import { endpointMounter } from "../http/endpoint";
import { notFound } from "../http/errors";
import { pageOf, pageRequest } from "../http/paging";
import { adminPostKeySchema, adminPostPage } from "./admin-posts.service";
import { createPreview } from "./post-preview";
import { withLiveProducts } from "./product-blocks";
import { adminPage } from "../http/admin-paging";
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
  const on = endpointMounter(app, requireAdmin(deps));

  // The public list in the blog order, a page at a time (docs/decisions/0029-paged-lists.md).
  on("blog.list", async (c, { query }) => {
    const page = pageRequest(query, blogKeySchema);
    const posts = pageOf(c, page, await publicPostPage(await deps.reader(c), deps.now(), page), (post) => post.key);
    return c.json(posts.map(({ key: _key, ...post }) => post));
  });

  on(
    "blog.get",
    async (c, { params: { slug } }) => {
      const isAdmin = (await resolveAdmin(c, deps)) !== null;
      const now = deps.now();
      const post = await findPostBySlug(await deps.reader(c), slug, isAdmin, now);
      if (!post) {
        // A renamed post answers its old slugs with a 301 to its current one (fetch follows it; the page then
        // shows the new URL): docs/decisions/0011-scheduled-posts-and-renamed-slugs.md.
        const current = await renamedSlug(await deps.reader(c), slug, now);
        if (current) return c.redirect(`/api/blog/${current}`, 301);
        throw notFound(POST_NOT_FOUND);
      }
      // A draft or a scheduled post is only ever shown to the admin: never let a shared cache keep it.
      if (postVisibility(post, now) !== "published") c.header("Cache-Control", "private, no-store");
      // Product boxes and tables are drawn from the products' rows now, never kept in the post (product-blocks.ts).
      return c.json(await withLiveProducts(await deps.reader(c), post, deps.env.AMAZON_ASSOCIATE_TAG, now));
    },
    { notFound: POST_NOT_FOUND },
  );

  on("blog.create", async (c, { body }) => c.json(await createPost(deps.db, body, deps.now(), imagePrefixes), 201));

  // Most recently updated first, a page at a time (docs/decisions/0031-admin-lists-paged.md).
  on("blog.adminPage", async (c, { query }) => {
    const page = adminPage(query, adminPostKeySchema);
    const posts = pageOf(c, page, await adminPostPage(deps.db, page), (post) => post.key);
    return c.json(posts.map(({ key: _key, ...post }) => post));
  });

  // The editor's fields on the real post page, behind a link that works for an hour (post-preview.ts).
  on("blog.preview", async (c, { body }) => c.json(await createPreview(deps.db, body, deps.now(), imagePrefixes), 201));

  on("blog.adminGet", async (c, { params: { id } }) => {
    const post = await findPostById(deps.db, id);
    if (!post) throw notFound(POST_NOT_FOUND);
    return c.json(post);
  });

  on("blog.update", async (c, { params: { id }, body: patch }) => {
    const post = await updatePost(deps.db, id, patch, deps.now(), imagePrefixes);
    if (!post) throw notFound(POST_NOT_FOUND);
    return c.json(post);
  });

  on("blog.remove", async (c, { params: { id } }) => {
    if (!(await deletePost(deps.db, id))) throw notFound(POST_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
