import { cx } from "../../lib/class-names";

/** Up to two initials: the first letters of the first two words, or the first two letters of one word. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return "?";
  const [first = "", second] = words;
  const letters = second ? first.charAt(0) + second.charAt(0) : first.slice(0, 2);
  return letters.toUpperCase();
}

/** A hue picked from the name, so the same name always gets the same colour. */
export function avatarHue(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

/** The stand-in for a logo that failed to load: initials on a colour derived from the name. */
export function InitialsAvatar({ name, size = 64, className }: { name: string; size?: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`${name} logo`}
      data-hue={avatarHue(name)}
      // At 28% lightness white text stays above 4.5:1 contrast for every hue.
      style={{ width: size, height: size, backgroundColor: `hsl(${avatarHue(name)} 65% 28%)` }}
      className={cx("inline-flex shrink-0 items-center justify-center rounded-lg text-xl font-black text-white select-none", className)}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
