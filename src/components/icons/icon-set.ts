/**
 * Every icon the site draws, by name: the one list. IconSprite writes each
 * once into every page as a <symbol>; components draw one by name
 * (`<Icon name="clock" />`). Browser code imports only the names' type from
 * here, so the drawings are in the HTML once and never in the page's scripts.
 */
import {
  ArrowUpRight,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Clock,
  Copy,
  Flower2,
  HandHeart,
  Heart,
  Leaf,
  Link2,
  MapPin,
  Menu,
  Phone,
  Share2,
  Sparkles,
  Star,
  Users,
  X,
} from "lucide-react"
import type { ComponentType } from "react"
import { Facebook, Instagram } from "./brand-marks"

export const ICONS = {
  "arrow-up-right": ArrowUpRight,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-alert": CircleAlert,
  "circle-check": CircleCheck,
  clock: Clock,
  copy: Copy,
  "link-2": Link2,
  "map-pin": MapPin,
  menu: Menu,
  phone: Phone,
  "share-2": Share2,
  x: X,
  facebook: Facebook,
  instagram: Instagram,
  // The icons editors choose for features and values (content/pages/*.yaml), under the names they write.
  leaf: Leaf,
  lotus: Flower2,
  hands: HandHeart,
  heart: Heart,
  star: Star,
  users: Users,
  sparkles: Sparkles,
} satisfies Record<string, ComponentType>

export type IconName = keyof typeof ICONS
