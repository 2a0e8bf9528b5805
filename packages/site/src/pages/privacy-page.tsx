import { paths } from "@app/core";
import { PRIVACY_POLICY } from "@app/core/content";
import { LegalDocumentView } from "../features/legal/legal-document";
import { Seo } from "../features/seo/seo";

export default function PrivacyPage() {
  return (
    <>
      <Seo
        title={PRIVACY_POLICY.title}
        description="How Kicks Directory handles your data: analytics, cookies, local storage, affiliate networks and your choices."
        path={paths.privacy()}
      />
      <LegalDocumentView document={PRIVACY_POLICY} />
    </>
  );
}
