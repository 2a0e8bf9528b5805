/** `@app/core/content`: the site's static content, typed and validated by content.schema.ts. */
export * from "./content.schema";
export * from "./content-names";
export * from "./site";
export * from "./quick-links";
export * from "./resources";
export * from "./timeline";
export * from "./article";
export * from "./faq";
export * from "./capabilities";
export * from "./legal";
export * from "./newsletter";
export * from "./products-page";
export * from "./collaborations";
