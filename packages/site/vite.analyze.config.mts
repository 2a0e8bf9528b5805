import base from "./vite.config.ts";
import { gzipSync } from "node:zlib";
import { writeFileSync } from "node:fs";
export default async (env: any) => {
  const cfg = await (base as any)(env);
  cfg.root = "/work/wt-i9/packages/site";
  cfg.build.outDir = "/tmp/i9-analyze-dist";
  cfg.plugins.push({
    name: "analyze",
    generateBundle(_o: any, bundle: any) {
      const out: string[] = [];
      for (const [name, c] of Object.entries<any>(bundle)) {
        if (c.type !== "chunk") continue;
        const mods = Object.entries<any>(c.modules).map(([id, m]) => [id, m.code ? gzipSync(m.code).length : 0, m.renderedLength] as const).sort((a, b) => b[1] - a[1]);
        out.push(`== ${name} ${gzipSync(c.code).length}`);
        for (const [id, gz, len] of mods) if (gz > 200) out.push(`   ${gz}\t${len}\t${id.replace(/.*node_modules\//, "nm:").replace("/work/wt-i9/", "")}`);
      }
      writeFileSync("/tmp/i9-analyze.txt", out.join("\n"));
    },
  });
  return cfg;
};
