import { BadgeDollarSign, MessageSquareText } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { PageHeader } from "../shared/states";
import { ProgramsTab } from "./programs-tab";
import { TweetsTab } from "./tweets-tab";

export function SocialPage() {
  return (
    <>
      <PageHeader title={ADMIN_SECTIONS.social.title} description="Track affiliate programs and plan posts for social media." />
      <Tabs defaultValue="programs">
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
          <TweetsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
