import { uploadedImageSchema } from "@app/core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "../test/fake-s3";
import { engines, useTestContext } from "../test/test-app";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { diskUploadStore, s3UploadStore } from "./upload-store";
import { renderLoad, sniffImageType, UPLOAD_RENDERS } from "./upload-images";

/** A photo-like picture: a gradient, so the encoders have something to do. */
const picture = (width: number, height: number, format: "png" | "jpeg" | "gif" = "png") => {
  const circle = `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#2980b9"/></svg>`;
  const image = sharp({ create: { width, height, channels: 3, background: "#c0392b" } }).composite([{ input: Buffer.from(circle) }]);
  return image.toFormat(format).toBuffer();
};

describe("the disk upload store", () => {
  it("stores the same file written several times at once, each write through a temporary file of its own", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kicks-store-"));
    try {
      const store = diskUploadStore(dir);
      const name = "0123456789abcdef01234567.webp";
      const writes = await Promise.allSettled(Array.from({ length: 6 }, () => store.put(name, Buffer.alloc(256 * 1024, 7), "image/webp")));
      expect(writes.map((w) => w.status)).toEqual(Array.from({ length: 6 }, () => "fulfilled"));
      expect(await readdir(dir)).toEqual([name]);
      expect((await store.read?.(name))?.byteLength).toBe(256 * 1024);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.each(engines)("picture uploads on %s", (engine) => {
  const t = useTestContext(engine);
  const upload = (body: unknown, cookie: string | undefined = t.cookie, app = t.app) =>
    app.request("/api/admin/uploads", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://kicks.example", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  it("cuts a hero to 1200×630, stores WebP and AVIF at full and half width, and serves them for a year", async () => {
    const res = await upload({ purpose: "hero", data: (await picture(1600, 1200, "jpeg")).toString("base64") });
    expect(res.status, await res.clone().text()).toBe(201);
    const image = uploadedImageSchema.parse(await res.json());
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(image.url).toMatch(/^\/uploads\/[a-f0-9]{24}\.webp$/);
    const stem = image.url.slice(0, -".webp".length);
    for (const [path, type, width] of [
      [`${stem}.webp`, "image/webp", 1200],
      [`${stem}.avif`, "image/avif", 1200],
      [`${stem}-600.webp`, "image/webp", 600],
      [`${stem}-600.avif`, "image/avif", 600],
    ] as const) {
      const file = await t.request("GET", path);
      expect(file.status, path).toBe(200);
      expect(file.headers.get("content-type")).toBe(type);
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(sniffImageType(bytes), path).toBe(type === "image/avif" ? "avif" : "webp");
      expect((await sharp(bytes).metadata()).width, path).toBe(width);
    }
    // The same picture again is the same files.
    const again = await upload({ purpose: "hero", data: (await picture(1600, 1200, "jpeg")).toString("base64") });
    expect(uploadedImageSchema.parse(await again.json()).url).toBe(image.url);
    expect((await t.request("GET", "/uploads/../../etc/passwd")).status).toBe(404);
    expect((await t.request("GET", "/uploads/0123456789abcdef01234567.webp")).status).toBe(404);
  });

  it("converts at most two pictures at once: five uploads sent together all land whole, the later ones after their turn", async () => {
    renderLoad.peak = 0;
    const widths = [640, 720, 800, 880, 960];
    const answers = await Promise.all(
      widths.map(async (width) => upload({ purpose: "inline", data: (await picture(width, 400)).toString("base64") })),
    );
    expect(answers.map((res) => res.status)).toEqual(widths.map(() => 201));
    expect(renderLoad.peak).toBeGreaterThan(0);
    expect(renderLoad.peak).toBeLessThanOrEqual(UPLOAD_RENDERS);
    for (const [i, res] of answers.entries()) {
      const image = uploadedImageSchema.parse(await res.json());
      expect(image.width).toBe(widths[i]);
      const file = await t.request("GET", image.url);
      expect(file.status).toBe(200);
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(widths[i]);
    }
  });

  it("refuses a 16-bit picture over its own pixel cap, and takes one under it", async () => {
    const deep = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
        .toColourspace("rgb16")
        .png({ compressionLevel: 1 })
        .toBuffer();
    const over = await deep(4000, 2600);
    expect((await sharp(over).metadata()).depth).toBe("ushort");
    const refused = await upload({ purpose: "inline", data: over.toString("base64") });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^data: /);
    const under = await upload({ purpose: "inline", data: (await deep(400, 300)).toString("base64") });
    expect(under.status).toBe(201);
  });

  it("keeps a body picture's shape (at most 1200 wide, never enlarged)", async () => {
    const wide = uploadedImageSchema.parse(
      await (await upload({ purpose: "inline", data: (await picture(2400, 600)).toString("base64") })).json(),
    );
    expect(wide).toMatchObject({ width: 1200, height: 300 });
    const small = uploadedImageSchema.parse(
      await (await upload({ purpose: "inline", data: (await picture(300, 200, "gif")).toString("base64") })).json(),
    );
    expect(small).toMatchObject({ width: 300, height: 200 });
    expect((await t.request("GET", small.url.replace(".webp", "-150.avif"))).status).toBe(200);
  });

  it("tells the type by the bytes, refuses what is not a picture (400), too large (413), and needs a session (401)", async () => {
    const cases: Array<[unknown, number, string]> = [
      [
        { purpose: "hero", data: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/> pretending").toString("base64") },
        400,
        "data: The file is not a picture",
      ],
      [{ purpose: "hero", data: Buffer.from("%PDF-1.7 not an image at all").toString("base64") }, 400, "data: The file is not a picture"],
      [{ purpose: "hero", data: "not base64!" }, 400, "data: must be the picture's bytes in base64"],
      [{ purpose: "banner", data: "AAAA" }, 400, "purpose: must be hero or inline"],
      // A PNG signature on bytes that are no PNG.
      [
        {
          purpose: "hero",
          data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]).toString("base64"),
        },
        400,
        "data: The picture could not be read",
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await upload(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(((await res.json()) as { message: string }).message.startsWith(message)).toBe(true);
    }
    const small = t.appWith({ UPLOAD_MAX_MB: "0.01" });
    const tooLarge = await upload(
      { purpose: "hero", data: (await picture(400, 400, "png")).toString("base64").repeat(3) },
      t.cookie,
      small,
    );
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: "The picture is too large: at most 0.01 MB" });
    expect((await upload({ purpose: "hero", data: "AAAA" }, "")).status).toBe(401);
    // Other JSON bodies keep their own 512 KB limit.
    const big = await t.request("POST", "/api/tweets", { cookie: t.cookie, body: { content: "x".repeat(600 * 1024) } });
    expect(big.status).toBe(413);
  });
});

describe("S3-compatible storage", () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  const t = useTestContext("pglite");

  it("PUTs each file, signed, with its type and a year's cache, and answers the bucket's public address", async () => {
    const app = t.appWith({
      S3_ENDPOINT: s3.url,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      ...s3.credentials,
      S3_PUBLIC_URL: "https://cdn.kicks.example",
    });
    const res = await app.request("/api/admin/uploads", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://kicks.example", cookie: t.cookie },
      body: JSON.stringify({ purpose: "hero", data: (await picture(800, 600)).toString("base64") }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { url } = uploadedImageSchema.parse(await res.json());
    expect(url).toMatch(/^https:\/\/cdn\.kicks\.example\/uploads\/[a-f0-9]{24}\.webp$/);
    const stem = url.slice("https://cdn.kicks.example/".length, -".webp".length);
    expect([...s3.objects.keys()].sort()).toEqual([`${stem}-600.avif`, `${stem}-600.webp`, `${stem}.avif`, `${stem}.webp`]);
    expect(s3.objects.get(`${stem}.avif`)).toMatchObject({
      contentType: "image/avif",
      cacheControl: "public, max-age=31536000, immutable",
    });
    expect(s3.requests.every((r) => r.method === "PUT" && r.status === 200)).toBe(true);

    // A post body may show the bucket's pictures, and still no other host's.
    const post = await app.request("/api/blog", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://kicks.example", cookie: t.cookie },
      body: JSON.stringify({
        title: "Bucket",
        slug: "bucket",
        content: `<p>x</p><img src="${url}" alt="a"><img src="https://elsewhere.example/uploads/a.webp">`,
        published: false,
      }),
    });
    expect(((await post.json()) as { content: string }).content).toBe(`<p>x</p><img src="${url}" alt="a" loading="lazy" />`);
  });

  it("reports S3's refusal (a wrong secret fails the signature check)", async () => {
    const store = s3UploadStore({
      endpoint: s3.url,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.credentials.S3_ACCESS_KEY_ID,
      secretAccessKey: "wrong",
      publicUrl: "https://cdn.kicks.example",
    });
    await expect(store.put("0123456789abcdef01234567.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      /answered 403: [\s\S]*SignatureDoesNotMatch/,
    );
  });
});
