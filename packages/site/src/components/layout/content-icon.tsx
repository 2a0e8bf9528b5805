import type { ContentIconName } from "@app/core/content";
import {
  Archive,
  BadgeCheck,
  Box,
  Camera,
  Crown,
  Footprints,
  Handshake,
  Layers,
  Megaphone,
  Package,
  Rabbit,
  Share2,
  ShieldCheck,
  Sparkles,
  SprayCan,
  Star,
  TrendingUp,
  Triangle,
  Trophy,
  Zap,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

/** Every icon name the static content may use, mapped to its component (a missing one is a type error). */
const CONTENT_ICONS: Record<ContentIconName, LucideIcon> = {
  Archive,
  BadgeCheck,
  Box,
  Camera,
  Crown,
  Footprints,
  Handshake,
  Layers,
  Megaphone,
  Package,
  Rabbit,
  Share2,
  ShieldCheck,
  Sparkles,
  SprayCan,
  Star,
  TrendingUp,
  Triangle,
  Trophy,
  Zap,
};

/** A decorative lucide icon named by static content. */
export function ContentIcon({ name, ...props }: { name: ContentIconName } & LucideProps) {
  const Icon = CONTENT_ICONS[name];
  return <Icon aria-hidden="true" {...props} />;
}
