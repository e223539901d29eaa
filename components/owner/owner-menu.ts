import { BookOpen, CircleHelp, Columns2, CreditCard, Gauge, Home, Info, KeyRound, Monitor, Trash2, Users, UserRound, Workflow } from "lucide-react";

export type OwnerMenuAction = "settings" | "delete";

export interface OwnerMenuItem {
  key: "compatibility" | "teamCheck" | "simulator" | "monitor" | "guide" | "faq" | "info" | "profiles" | "home" | "compareTeams" | "subscription" | "changePassword" | "deleteAccount";
  icon: typeof Home;
  /** A page, or a dialog the item opens. */
  href?: string;
  action?: OwnerMenuAction;
  /** Not built yet: shown, visibly disabled, never a broken link. */
  disabled?: "comingSoon" | "inDevelopment";
}

/** The owner's side menu, in the order of spec part 1 section 2. */
export const OWNER_MENU: OwnerMenuItem[] = [
  { key: "home", icon: Home, href: "/owner/dashboard" },
  { key: "compatibility", icon: Workflow, href: "/owner/dashboard/p2p" },
  { key: "teamCheck", icon: Users, href: "/owner/dashboard/team" },
  { key: "simulator", icon: Gauge, href: "/owner/teams" },
  { key: "compareTeams", icon: Columns2, href: "/owner/dashboard/compare-teams" },
  { key: "monitor", icon: Monitor, href: "/owner/dashboard/monitor" },
  { key: "profiles", icon: UserRound, href: "/owner/profiles" },
  { key: "guide", icon: BookOpen, href: "/guide" },
  { key: "faq", icon: CircleHelp, href: "/faq" },
  { key: "info", icon: Info, href: "/enterprise" },
  { key: "subscription", icon: CreditCard, href: "/owner/subscription" },
  { key: "changePassword", icon: KeyRound, action: "settings" },
  { key: "deleteAccount", icon: Trash2, action: "delete" },
];
