import type { ContentIconName } from "@app/core/content";
import type { LucideIcon, LucideProps } from "lucide-react";
import * as contentIcons from "./content-icons";

/** Every icon name the static content may use, mapped to its component (a missing one is a type error). */
const CONTENT_ICONS: Record<ContentIconName, LucideIcon> = contentIcons;

/** A decorative lucide icon named by static content. */
export function ContentIcon({ name, ...props }: { name: ContentIconName } & LucideProps) {
  const Icon = CONTENT_ICONS[name];
  return <Icon aria-hidden="true" {...props} />;
}
