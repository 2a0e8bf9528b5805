import type { Capability } from "@app/core/content";
import { ContentIcon } from "../../components/content-icon";

/** The service cards of /capabilities. */
export function CapabilityCards({ capabilities }: { capabilities: readonly Capability[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {capabilities.map((capability) => (
        <li key={capability.title} className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <ContentIcon name={capability.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-xl font-bold">{capability.title}</h3>
          <p className="mt-2 text-muted-foreground">{capability.description}</p>
        </li>
      ))}
    </ul>
  );
}
