import { paths } from "@app/core";
import { TIMELINE_EVENTS, TIMELINE_PAGE } from "@app/core/content";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../components/ui/button";
import { Seo } from "../features/seo/seo";
import { TimelineList } from "../features/timeline/timeline-list";

export default function TimelinePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Seo
        title={TIMELINE_PAGE.title}
        description="Sneaker history from 2001 to 2025: the releases, collaborations and resale milestones that shaped collecting."
        path={paths.timeline()}
      />
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-display font-black tracking-tight sm:text-4xl">{TIMELINE_PAGE.title}</h1>
        <p className="mt-2 text-muted-foreground">{TIMELINE_PAGE.description}</p>
      </header>
      <div className="mt-12">
        <TimelineList events={TIMELINE_EVENTS} />
      </div>
      <div className="mt-14 text-center">
        <Link className={buttonVariants({ size: "lg" })} to={paths.home()}>
          Browse Products
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
