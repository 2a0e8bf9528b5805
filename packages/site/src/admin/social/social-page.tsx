import { BadgeDollarSign, MessageSquareText } from "lucide-react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { BackLink } from "../layout/came-from";
import { WithSiteTimeZone } from "../shared/site-time-zone";
import { PageHeader } from "../shared/states";
import { ProgramsTab } from "../programs/programs-tab";
import { TweetsTab } from "../tweets/tweets-tab";

const TABS = ["programs", "tweets"] as const;
type SocialTab = (typeof TABS)[number];
const isTab = (value: string | null): value is SocialTab => (TABS as readonly (string | null)[]).includes(value);

/** Affiliate programs and the Tweet Scheduler; `?tab=tweets` opens the scheduler (paths.adminSocial). */
export function SocialPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab");
  return (
    <>
      <BackLink />
      <PageHeader title={ADMIN_SECTIONS.social.title} description="Track affiliate programs and plan posts for social media." />
      <Tabs
        value={isTab(tab) ? tab : "programs"}
        onValueChange={(next) => setParams(next === "programs" ? {} : { tab: next }, { replace: true })}
      >
        <TabsList aria-label="Social media marketing">
          <TabsTrigger value="programs">
            <BadgeDollarSign aria-hidden="true" />
            Affiliate Programs
          </TabsTrigger>
          <TabsTrigger value="tweets">
            <MessageSquareText aria-hidden="true" />
            Tweet Scheduler
          </TabsTrigger>
        </TabsList>
        <TabsContent value="programs">
          <ProgramsTab />
        </TabsContent>
        <TabsContent value="tweets">
          <WithSiteTimeZone>
            <TweetsTab />
          </WithSiteTimeZone>
        </TabsContent>
      </Tabs>
    </>
  );
}
