import { Component, Suspense, type ReactNode } from "react";
import { useLocation } from "react-router";
import { PageFallback } from "./page-fallback";

/**
 * Catches what a part of the page throws while rendering (a chunk that could not be loaded, past lazyWithReload's one
 * reload) and shows `fallback` in its place, so the rest of the page stays: the header, footer and menu around a page
 * that failed, or a menu without its quick links. `resetKey` changing (the address) tries again.
 */
export class ChunkBoundary extends Component<
  { children: ReactNode; fallback: ReactNode; resetKey?: string },
  { failed: boolean; resetKey: string | undefined }
> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { resetKey: string | undefined }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** In a page's place when its code could not be loaded: what happened, and a way to load it again. */
export function PageLoadError() {
  return (
    <div role="alert" className="mx-auto flex min-h-[50dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="font-display text-2xl font-black">This page could not be loaded</h1>
      <p className="text-muted-foreground">The connection dropped or the site was just updated. Loading it again usually helps.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex min-h-11 items-center rounded-md bg-primary px-5 font-bold text-primary-foreground hover:bg-primary/90"
      >
        Try again
      </button>
    </div>
  );
}

/**
 * Where a lazily loaded page shows: its fallback while the code arrives, and a retry inside the frame when it cannot
 * be loaded (past lazyWithReload's one reload); another address tries again. The public layout and the admin use it.
 */
export function PageBoundary({ children, loading }: { children: ReactNode; loading?: string }) {
  return (
    <ChunkBoundary resetKey={useLocation().pathname} fallback={<PageLoadError />}>
      <Suspense fallback={<PageFallback label={loading} />}>{children}</Suspense>
    </ChunkBoundary>
  );
}
