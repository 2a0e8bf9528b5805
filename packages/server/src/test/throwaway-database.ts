import { randomBytes } from "node:crypto";
import postgres from "postgres";

/** A throwaway database on the server at baseUrl (a copy of `template` if named); drop() removes it. */
export async function createPostgresDatabase(
  baseUrl: string,
  template?: string,
  name = `t_${randomBytes(6).toString("hex")}`,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await client.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
