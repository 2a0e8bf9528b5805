/**
 * The lucide icons the static content may name (core's ContentIconName), each exported under that name.
 * content-icon.tsx reads them as one object typed `Record<ContentIconName, LucideIcon>`, so a missing
 * icon is a type error, and only these icons end up in the bundle.
 */
export {
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
} from "lucide-react";
