import { Info, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button";

const storageKey = (id: string) => `admin-notice-dismissed:${id}`;

function wasDismissed(id: string): boolean {
  try {
    return localStorage.getItem(storageKey(id)) !== null;
  } catch {
    return false;
  }
}

/**
 * A neutral note about something the operator can set up, shown until dismissed; the dismissal is remembered in this
 * browser (or the desktop app), so it is not said again on every visit.
 */
export function DismissibleNotice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const [dismissed, setDismissed] = useState(() => wasDismissed(id));
  if (dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(storageKey(id), new Date().toISOString());
    } catch {
      // Storage refused (private mode): dismissed for this visit only.
    }
    setDismissed(true);
  };
  return (
    <section aria-label={title} className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3 text-sm" data-notice={id}>
      <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <p className="font-medium">{title}</p>
        <div className="text-muted-foreground">{children}</div>
      </div>
      <Button variant="ghost" size="icon" className="-m-2 shrink-0" onClick={dismiss} aria-label={`Dismiss: ${title}`} title="Dismiss">
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
