import type { DesktopBridge } from "../shared/bridge";

declare global {
  interface Window {
    /** Exposed by the preload (src/preload/index.ts). */
    readonly desktop: DesktopBridge;
  }
}
