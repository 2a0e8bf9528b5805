import { paths } from "@app/core";
import { CAPABILITIES, CAPABILITIES_PAGE, PARTNERSHIPS_EMAIL, PORTFOLIO_PLACEHOLDER } from "@app/core/content";
import { FolderOpen } from "lucide-react";
import { CapabilityCards } from "../features/company/capability-cards";
import { ContactCard } from "../features/company/contact-card";
import { Seo } from "../features/seo/seo";

export default function CapabilitiesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Seo
        title={CAPABILITIES_PAGE.title}
        description="Brand collaborations, sponsored content, product reviews and social campaigns for sneaker and accessory brands."
        path={paths.capabilities()}
      />
      <header className="max-w-2xl">
        <h1 className="text-3xl font-display font-black tracking-tight sm:text-4xl">{CAPABILITIES_PAGE.title}</h1>
        <p className="mt-2 text-muted-foreground">{CAPABILITIES_PAGE.description}</p>
      </header>
      <section aria-labelledby="services-heading" className="mt-10">
        <h2 id="services-heading" className="sr-only">
          Services
        </h2>
        <CapabilityCards capabilities={CAPABILITIES} />
      </section>
      <section aria-labelledby="portfolio-heading" className="mt-10 rounded-xl border-2 border-dashed border-border p-8 text-center">
        <FolderOpen aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
        <h2 id="portfolio-heading" className="mt-3 text-2xl font-bold">
          {PORTFOLIO_PLACEHOLDER.title}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">{PORTFOLIO_PLACEHOLDER.description}</p>
      </section>
      <div className="mt-10">
        <ContactCard
          heading="Work with us"
          text="Tell us about your brand and what you'd like to build. We reply to every partnership email."
          email={PARTNERSHIPS_EMAIL}
          label="Email our partnerships team"
          subject="Partnership enquiry"
        />
      </div>
    </div>
  );
}
