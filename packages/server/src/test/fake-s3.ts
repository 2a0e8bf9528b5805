/**
 * A real HTTP server on 127.0.0.1 that speaks the part of S3's REST protocol the upload store uses: a path-style
 * `PUT /{bucket}/{key}` signed with AWS Signature Version 4, and `GET /{bucket}/{key}`. It checks the signature as
 * S3 does (canonical request, string to sign, the key derived from the secret, date, region and service), so a
 * wrong secret or a tampered body is refused with S3's 403 SignatureDoesNotMatch XML. Dependency-free.
 *
 *   const s3 = await startFakeS3();   // S3_ENDPOINT=s3.url, S3_BUCKET=s3.bucket, and s3.credentials
 *   s3.objects.get("uploads/….webp")  // { body, contentType, cacheControl }
 *   await s3.close();
 */
import { createHash, createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3 {
  url: string;
  bucket: string;
  region: string;
  credentials: { S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string };
  objects: Map<string, FakeS3Object>;
  requests: Array<{ method: string; path: string; status: number }>;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** SigV4 as S3 checks it, for a request whose signed headers are `signedHeaders`. */
function expectedSignature(
  req: http.IncomingMessage,
  body: Buffer,
  secret: string,
  scope: { date: string; region: string; service: string },
  signedHeaders: string[],
): string {
  const url = new URL(req.url ?? "/", "http://fake");
  const amzDate = String(req.headers["x-amz-date"]);
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? sha256(body));
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join("&");
  const canonicalHeaders = signedHeaders
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalRequest = [req.method, url.pathname, canonicalQuery, canonicalHeaders, signedHeaders.join(";"), payloadHash].join("\n");
  const credentialScope = `${scope.date}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, credentialScope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, scope.date), scope.region), scope.service), "aws4_request");
  return createHmac("sha256", key).update(stringToSign).digest("hex");
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? "pictures";
  const region = options.region ?? "us-east-1";
  const credentials = { S3_ACCESS_KEY_ID: "FAKEACCESSKEY", S3_SECRET_ACCESS_KEY: "fake-secret-key" };
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3["requests"] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const answer = (status: number, text = "", type = "application/xml") => {
        requests.push({ method: req.method ?? "", path: req.url ?? "", status });
        res.writeHead(status, text ? { "Content-Type": type } : {});
        res.end(text);
      };
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://fake").pathname);
      const prefix = `/${bucket}/`;
      if (!path.startsWith(prefix)) return answer(404, xmlError("NoSuchBucket", "The specified bucket does not exist"));
      const key = path.slice(prefix.length);
      if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) return answer(404, xmlError("NoSuchKey", "The specified key does not exist."));
        return answer(200, object.body.toString("latin1"), object.contentType);
      }
      if (req.method !== "PUT") return answer(405, xmlError("MethodNotAllowed", "The specified method is not allowed"));
      const auth =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
          String(req.headers.authorization ?? ""),
        );
      if (!auth) return answer(403, xmlError("AccessDenied", "Access Denied"));
      const [, accessKey, date, signedRegion, service, signedHeaders, signature] = auth as unknown as string[];
      if (accessKey !== credentials.S3_ACCESS_KEY_ID)
        return answer(403, xmlError("InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records."));
      const payloadHash = req.headers["x-amz-content-sha256"];
      if (payloadHash && payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) {
        return answer(
          400,
          xmlError("XAmzContentSHA256Mismatch", "The provided 'x-amz-content-sha256' header does not match what was computed."),
        );
      }
      const expected = expectedSignature(
        req,
        body,
        credentials.S3_SECRET_ACCESS_KEY,
        { date: date ?? "", region: signedRegion ?? "", service: service ?? "" },
        (signedHeaders ?? "").split(";"),
      );
      if (signedRegion !== region || service !== "s3" || expected !== signature) {
        return answer(
          403,
          xmlError("SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided."),
        );
      }
      objects.set(key, {
        body,
        contentType: req.headers["content-type"],
        cacheControl: typeof req.headers["cache-control"] === "string" ? req.headers["cache-control"] : undefined,
      });
      answer(200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region,
    credentials,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
