import { House } from "lucide-react";
import { buttonVariants } from "../../components/ui/button";
import { cx } from "../../lib/class-names";
import { usePlatform } from "../admin-platform";

/** The public store's home page: a normal link on the web, the system browser on the desktop. */
export function StoreHomeLink({ className, label = "Store home" }: { className?: string; label?: string }) {
  const platform = usePlatform();
  return (
    <a
      href={platform.storeHomeUrl}
      className={cx(buttonVariants({ variant: "ghost", size: "sm" }), className)}
      onClick={(event) => {
        if (platform.kind === "desktop") {
          event.preventDefault();
          platform.openExternal(platform.storeHomeUrl);
        }
      }}
    >
      <House aria-hidden="true" />
      {label}
    </a>
  );
}
