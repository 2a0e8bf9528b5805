/** The built shell and each page's code, written into the server bundle by scripts/prerender.mjs. */
declare module "virtual:document-template" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative path
  const template: import("./document").DocumentTemplate;
  export default template;
}
