import { paths, PLACEMENTS } from "@app/core";
import { RESOURCES_PAGE } from "@app/core/content";
import { ResourceDirectory } from "../features/resources/resource-directory";
import { PlacementArea } from "../lib/placement";
import { Seo } from "../features/seo/seo";

export default function ResourcesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Seo
        title="Sneaker Resources: Brands, Retailers & Marketplaces"
        description="A directory of sneaker brands, retailers, resale marketplaces, care specialists and accessory shops collectors rely on."
        path={paths.resources()}
      />
      <h1 className="text-3xl font-display font-black tracking-tight sm:text-4xl">{RESOURCES_PAGE.title}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{RESOURCES_PAGE.description}</p>
      <div className="mt-8">
        <PlacementArea placement={PLACEMENTS.brands}>
          <ResourceDirectory />
        </PlacementArea>
      </div>
    </div>
  );
}
