import { paths } from "@app/core";
import { ArrowLeft, BadgeDollarSign, MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PageHeader } from "../shared/states";
import { ProgramsTab } from "./programs-tab";
import { TweetsTab } from "./tweets-tab";

export function SocialPage() {
  return (
    <>
      <Link to={paths.admin()} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-3" })}>
        <ArrowLeft aria-hidden="true" />
        Back to Manage Products
      </Link>
      <PageHeader title="Social Media Marketing" description="Track affiliate programs and plan posts for social media." />
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
