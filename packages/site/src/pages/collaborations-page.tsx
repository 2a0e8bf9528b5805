import { paths } from "@app/core";
import { COLLABORATIONS_PAGE, PARTNERSHIPS_EMAIL } from "@app/core/content";
import { Handshake, Mail } from "lucide-react";
import { buttonVariants } from "../components/ui/button";
import { Seo } from "../features/seo/seo";

export default function CollaborationsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <Seo
        title={COLLABORATIONS_PAGE.title}
        description="Kicks Directory collaborations with sneaker brands, artists and shops are coming soon. Get in touch to work with us."
        path={paths.collaborations()}
      />
      <Handshake aria-hidden="true" className="mx-auto size-12 text-brand" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{COLLABORATIONS_PAGE.title}</p>
      <h1 className="mt-2 text-4xl font-display font-black tracking-tight sm:text-5xl">{COLLABORATIONS_PAGE.heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">{COLLABORATIONS_PAGE.description}</p>
      <a
        className={buttonVariants({ size: "lg", wrap: true, className: "mt-8" })}
        href={`mailto:${PARTNERSHIPS_EMAIL}?subject=${encodeURIComponent("Collaboration idea")}`}
      >
        <Mail aria-hidden="true" />
        {COLLABORATIONS_PAGE.contactLabel}
      </a>
      <p className="mt-3 text-sm text-muted-foreground">{PARTNERSHIPS_EMAIL}</p>
    </div>
  );
}
