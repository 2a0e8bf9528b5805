import { paths } from "@app/core";
import { TERMS } from "@app/core/content";
import { LegalDocumentView } from "../features/legal/legal-document";
import { Seo } from "../features/seo/seo";

export default function TermsPage() {
  return (
    <>
      <Seo
        title={TERMS.title}
        description="The terms for using Kicks Directory: we sell nothing ourselves, purchases happen on retailer sites, and we disclose affiliate links."
        path={paths.terms()}
      />
      <LegalDocumentView document={TERMS} />
    </>
  );
}
