// The `@app/site/ui` barrel: shared primitives (shadcn-style: Radix behaviour, Tailwind looks, cva variants).
export * from "./button";
export * from "./badge";
export * from "./skeleton";
export * from "./card";
