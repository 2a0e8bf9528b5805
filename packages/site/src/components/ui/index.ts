// The `@app/site/ui` barrel: shared primitives (shadcn-style: Radix behaviour, Tailwind looks, cva variants).
export * from "./button";
export * from "./badge";
export * from "./skeleton";
export * from "./card";
export * from "./input";
export * from "./label";
export * from "./textarea";
export * from "./select";
export * from "./checkbox";
export * from "./spinner";
export * from "./dialog";
export * from "./alert-dialog";
export * from "./tabs";
export * from "./tooltip";
export * from "./toast";
export * from "./toaster";
export * from "./use-toast";
