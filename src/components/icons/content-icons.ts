import { Flower2, HandHeart, Heart, Leaf, type LucideIcon, Sparkles, Star, Users } from "lucide-react"

/** The icon names editors may use in YAML (features and values), and what they draw. */
export const contentIcons: Record<string, LucideIcon> = {
  leaf: Leaf,
  lotus: Flower2,
  hands: HandHeart,
  heart: Heart,
  star: Star,
  users: Users,
  sparkles: Sparkles,
}
