import { paths } from "@app/core";
import {
  BellRing,
  CircleDollarSign,
  FileText,
  Link2,
  Megaphone,
  MousePointerClick,
  Package,
  Sparkles,
  Store,
  type LucideIcon,
} from "lucide-react";

export interface AdminSection {
  to: string;
  /** The one name of the screen: its navigation link and its page title. */
  title: string;
  icon: LucideIcon;
  /** Active only on exactly `to` (the products screen is the admin's index). */
  end: boolean;
}

/** The admin's screens in navigation order: the header's navigation and each page title read from here. */
export const ADMIN_SECTIONS = {
  products: { to: paths.admin(), title: "Manage Products", icon: Package, end: true },
  social: { to: paths.adminSocial(), title: "Social Media Marketing", icon: Megaphone, end: false },
  blogGenerator: { to: paths.adminBlogGenerator(), title: "AI Blog Generator", icon: Sparkles, end: false },
  posts: { to: paths.adminPosts(), title: "Blog Posts", icon: FileText, end: false },
  stores: { to: paths.adminStores(), title: "Manage Stores", icon: Store, end: false },
  clicks: { to: paths.adminClicks(), title: "Clicks", icon: MousePointerClick, end: false },
  earnings: { to: paths.adminEarnings(), title: "Earnings", icon: CircleDollarSign, end: false },
  links: { to: paths.adminLinks(), title: "Link Health", icon: Link2, end: false },
  subscribers: { to: paths.adminSubscribers(), title: "Subscribers", icon: BellRing, end: false },
} as const satisfies Record<string, AdminSection>;
