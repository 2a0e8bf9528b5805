import { createContext, useContext, type ReactNode } from "react";

/**
 * What differs between the two hosts of the admin (injected, never sniffed).
 * web: the site at /admin, cookie session. desktop: Electron, token session kept by the main process.
 */
export type AdminPlatform = {
  kind: "web" | "desktop";
  loginMode: "cookie" | "token";
  /** Open a URL outside the admin (new browser tab on the web, the system browser on the desktop). */
  openExternal(url: string): void;
  /** The public site's home page ('/' on the web, the site's absolute URL on the desktop). */
  storeHomeUrl: string;
};

/**
 * A public-site path as the host can open it: relative on the web, resolved against the absolute
 * storeHomeUrl on the desktop.
 */
export function publicSiteHref(platform: AdminPlatform, path: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(platform.storeHomeUrl) ? new URL(path, platform.storeHomeUrl).href : path;
}

const PlatformContext = createContext<AdminPlatform | null>(null);

export function PlatformProvider({ platform, children }: { platform: AdminPlatform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): AdminPlatform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error("usePlatform must be used inside <AdminApp>");
  return platform;
}
