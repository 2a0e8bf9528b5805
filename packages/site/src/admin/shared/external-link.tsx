import type { ComponentProps } from "react";
import { usePlatform } from "../admin-platform";

/**
 * A link that leaves the admin. On the web it opens a new tab; on the desktop the platform opens it
 * in the system browser (the renderer never navigates away from the admin).
 */
export function ExternalLink({ href, onClick, children, ...props }: ComponentProps<"a"> & { href: string }) {
  const platform = usePlatform();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        onClick?.(event);
        if (platform.kind === "desktop" && !event.defaultPrevented) {
          event.preventDefault();
          platform.openExternal(href);
        }
      }}
      {...props}
    >
      {children}
    </a>
  );
}
