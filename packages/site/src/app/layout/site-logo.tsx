/**
 * The site's logo, drawn inline (the same drawing as public/logo.svg, which the admin's shell shows): it paints with the
 * first paint, costs no request, and needs no image document of its own, whose layout of the wordmark was a long task
 * on a throttled phone once the file arrived (docs/decisions/0043). The link around it carries the name.
 */
export function SiteLogo() {
  return (
    <svg viewBox="0 0 360 64" width={180} height={32} aria-hidden="true" className="h-8 w-auto">
      <rect width="360" height="64" rx="14" fill="#0a0a0a" />
      <g transform="translate(12 10) scale(0.44)" stroke="#fff" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
        <path d="M12 78 L13 36 Q14 22 28 22 L50 24 Q60 25 66 33 L78 45 Q114 52 152 60 Q188 66 195 76 L196 78 Z" fill="#fff" />
        <path d="M20 78 Q22 58 40 54 Q70 50 92 70 Q98 76 96 78 Z" fill="#22c55e" />
        <path d="M150 60 Q186 64 195 76 L196 78 H160 Q150 70 150 60 Z" fill="#22c55e" />
        <path d="M62 64 Q100 50 150 70" fill="none" stroke="#22c55e" strokeWidth="6" />
        <path d="M84 48 l8 -8 M98 51 l8 -8 M112 54 l8 -8 M126 57 l8 -8" fill="none" />
        <path d="M6 78 H198 Q203 78 201 86 Q199 94 188 94 H14 Q5 94 6 86 Z" fill="#0a0a0a" />
        <path d="M14 86 H192" fill="none" strokeWidth="2" opacity=".5" />
      </g>
      <text
        x="110"
        y="41"
        fontFamily="system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif"
        fontSize="22"
        fontWeight="800"
        letterSpacing="1"
        fill="#fff"
      >
        KICKS{" "}
        <tspan fill="#4ade80" fontWeight="600">
          DIRECTORY
        </tspan>
      </text>
    </svg>
  );
}
