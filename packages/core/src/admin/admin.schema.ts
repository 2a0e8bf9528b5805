import { z } from "zod";

/** POST /api/admin/login. mode 'token' (desktop) returns a bearer token instead of setting a cookie. */
export const loginRequestSchema = z.object({
  password: z.string({ error: "is required" }).min(1, "is required").max(1024, "must be at most 1024 characters"),
  mode: z.enum(["cookie", "token"]).default("cookie"),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string().optional(),
  expiresAt: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const adminStatusSchema = z.object({ isAdmin: z.boolean() });
export type AdminStatus = z.infer<typeof adminStatusSchema>;
