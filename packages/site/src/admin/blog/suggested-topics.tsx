import type { ContentType } from "@app/core";
import { Lightbulb } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

export const SUGGESTED_TOPICS: readonly { heading: string; contentType: ContentType; topics: readonly string[] }[] = [
  {
    heading: "How-to guides",
    contentType: "how-to",
    topics: ["How to Clean White Sneakers Without Damaging Them", "How to Store Sneakers to Prevent Yellowing and Creasing"],
  },
  {
    heading: "Buying guides",
    contentType: "buying-guide",
    topics: ["Best Sneaker Display Cases for Every Budget", "Choosing the Right Sneaker Cleaning Kit"],
  },
  {
    heading: "Listicles",
    contentType: "listicle",
    topics: ["10 Creative Ways to Display Your Sneaker Collection", "7 Accessories Every Sneakerhead Needs"],
  },
  {
    heading: "Reviews",
    contentType: "review",
    topics: ["Crep Protect Spray Review: Does It Really Work?", "Stackable Sneaker Boxes Review: Worth the Shelf Space?"],
  },
];

/** A static card of topic ideas; picking one fills the generator's topic (and its content type). */
export function SuggestedTopics({ onPick }: { onPick: (topic: string, contentType: ContentType) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-4 text-brand" aria-hidden="true" />
          <h2>Suggested topics</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 pb-5">
        {SUGGESTED_TOPICS.map(({ heading, contentType, topics }) => (
          <div key={heading} className="grid gap-1.5">
            <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{heading}</h3>
            <ul className="grid gap-1">
              {topics.map((topic) => (
                <li key={topic}>
                  <button
                    type="button"
                    onClick={() => onPick(topic, contentType)}
                    className="w-full rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {topic}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
