/** Shown while a lazily loaded page arrives: small, polite and accessible. */
export function PageFallback({ label = "Loading page…" }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[calc(100dvh-4rem)] items-center justify-center gap-3 text-sm text-muted-foreground"
    >
      <span
        className="size-5 animate-spin rounded-full border-2 border-muted-foreground/30 border-t-brand motion-reduce:animate-none"
        aria-hidden="true"
      />
      {label}
    </div>
  );
}
