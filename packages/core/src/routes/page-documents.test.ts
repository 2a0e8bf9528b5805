import { describe, expect, it } from "vitest";
import { APP_SHELL_FILE, PAGE_DOCUMENTS, dataPathTemplate, fillDataPreloads, pageDocumentFor } from "./page-documents";
import { matchRoute, pageQuery, routes } from "./routes";

const fileFor = (pathname: string) => pageDocumentFor(pathname).document?.file ?? APP_SHELL_FILE;

describe("page documents", () => {
  it("gives every public route its own prerendered file, case-insensitively and with a trailing slash", () => {
    expect(fileFor("/")).toBe("index.html");
    expect(fileFor("/products")).toBe("products/index.html");
    expect(fileFor("/Products/")).toBe("products/index.html");
    expect(fileFor("/article/innovative-sneaker-boxes")).toBe("article/innovative-sneaker-boxes/index.html");
    expect(pageDocumentFor("/STORES").status).toBe(200);
  });

  it("serves every blog post from one document", () => {
    expect(pageDocumentFor("/blog/how-to-clean-white-sneakers")).toEqual({
      document: expect.objectContaining({ page: "blogPost", standIn: true }),
      status: 200,
      params: { slug: "how-to-clean-white-sneakers" },
    });
    expect(fileFor("/blog/another-post/")).toBe("blog/_post.html");
  });

  it("serves every store page from one document", () => {
    expect(pageDocumentFor("/stores/kith-manhattan")).toEqual({
      document: expect.objectContaining({ page: "storePage", standIn: true }),
      status: 200,
      params: { slug: "kith-manhattan" },
    });
    expect(fileFor("/Stores/atmos-tokyo-harajuku/")).toBe("stores/_store.html");
    expect(fileFor("/stores")).toBe("stores/index.html");
  });

  it("serves every category page from one document", () => {
    expect(pageDocumentFor("/products/category/display")).toEqual({
      document: expect.objectContaining({ page: "productCategory", standIn: true }),
      status: 200,
      params: { category: "display" },
    });
    expect(fileFor("/products/category/care/")).toBe("products/category/_category.html");
  });

  it("answers unknown paths with the not-found page and status 404", () => {
    for (const path of ["/nope", "/blog/a/b", "/products/a/b", "/index.html"]) {
      expect(pageDocumentFor(path), path).toMatchObject({ document: { page: "notFound", file: "404.html" }, status: 404 });
    }
  });

  it("gives the admin the app shell, with 404 for admin paths the table does not know", () => {
    expect(pageDocumentFor("/admin")).toMatchObject({ document: null, status: 200 });
    expect(pageDocumentFor("/Admin/posts/3")).toMatchObject({ document: null, status: 200 });
    expect(pageDocumentFor("/admin/nope")).toMatchObject({ document: null, status: 404 });
    expect(fileFor("/administrator")).toBe("404.html");
  });

  it("has a document for every public route of the table and the not-found page", () => {
    const publicRoutes = Object.keys(routes).filter((id) => !id.startsWith("admin"));
    expect(PAGE_DOCUMENTS.map((d) => d.page)).toEqual([...publicRoutes, "notFound"]);
    expect(PAGE_DOCUMENTS.filter((d) => d.standIn).map((d) => d.page)).toEqual([
      "productCategory",
      "productPage",
      "storePage",
      "blogPost",
      "notFound",
    ]);
  });

  it("renders each page at a path that routes back to it, and names each file once", () => {
    for (const doc of PAGE_DOCUMENTS) {
      expect(pageDocumentFor(doc.renderPath).document, doc.renderPath).toBe(doc);
      if (doc.page !== "notFound") expect(matchRoute(doc.renderPath)?.id).toBe(doc.page);
    }
    expect(new Set(PAGE_DOCUMENTS.map((d) => d.file)).size).toBe(PAGE_DOCUMENTS.length);
  });

  it("fills a stand-in's data preload templates from the path's parameters", () => {
    const { params } = pageDocumentFor("/blog/how-to-clean-white-sneakers");
    const html =
      '<link rel="preload" as="fetch" data-href-template="https://api.example.com:8443/api/blog/:slug" crossorigin="use-credentials">';
    expect(fillDataPreloads(html, params)).toBe(
      '<link rel="preload" as="fetch" href="https://api.example.com:8443/api/blog/how-to-clean-white-sneakers" crossorigin="use-credentials">',
    );
    // Whatever the path holds, it stays inside the attribute and the URL's path.
    expect(fillDataPreloads(' data-href-template="/api/blog/:slug"', { slug: 'a"><script>/b?c' })).toBe(
      ' href="/api/blog/a%22%3E%3Cscript%3E%2Fb%3Fc"',
    );
    expect(fillDataPreloads('<link href="/x">', params)).toBe('<link href="/x">');
  });

  it("turns a stand-in's own parameter values back into a template, whole segments only, and fills it again", () => {
    const post = PAGE_DOCUMENTS.find((d) => d.page === "blogPost")!;
    const products = PAGE_DOCUMENTS.find((d) => d.page === "products")!;
    expect(post.renderPath).toBe("/blog/_post");
    expect(dataPathTemplate(post, "/api/blog/_post")).toBe("/api/blog/:slug");
    expect(dataPathTemplate(post, "/api/blog/_posts-x")).toBeNull();
    expect(dataPathTemplate(post, "/api/products")).toBeNull();
    expect(dataPathTemplate(products, "/api/products")).toBeNull();
    const { params } = pageDocumentFor("/blog/some-post");
    expect(fillDataPreloads(` data-href-template="${dataPathTemplate(post, "/api/blog/_post")}"`, params)).toBe(
      ' href="/api/blog/some-post"',
    );
  });
});

describe("the query a page reads", () => {
  it("keeps only the page's own parameters, once each, in one order; tracking and unknown ones go", () => {
    const query = (address: string) => {
      const url = new URL(address, "http://x");
      return pageQuery(url.pathname, url.searchParams);
    };
    expect(query("/?x=1&utm_source=a&fbclid=b&gclid=c")).toBe("");
    expect(query("/products?utm_source=news&sort=price&page=2&store=Kith&page=3&x=1")).toBe("?page=2&store=Kith&sort=price");
    expect(query("/products?store=Kith&sort=price")).toBe(query("/products?sort=price&store=Kith"));
    expect(query("/products/category/cleaning?min=&instock=1")).toBe("?instock=1");
    expect(query("/search?q=white+shoes&gclid=1")).toBe("?q=white+shoes");
    expect(query("/blog/a-post?page=2")).toBe("");
    expect(query("/no-such-page?page=2")).toBe("");
  });
});
