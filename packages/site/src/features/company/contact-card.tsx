import { Mail } from "lucide-react";
import { buttonVariants } from "../../components/ui/button";

/** A call to action that opens the visitor's mail client. */
export function ContactCard({
  heading,
  text,
  email,
  label,
  subject,
}: {
  heading: string;
  text: string;
  email: string;
  label: string;
  subject: string;
}) {
  return (
    <section aria-labelledby="contact-heading" className="rounded-xl border border-border bg-card p-8 text-center shadow-sm">
      <Mail aria-hidden="true" className="mx-auto size-8 text-brand" />
      <h2 id="contact-heading" className="mt-3 text-2xl font-bold">
        {heading}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-muted-foreground">{text}</p>
      <a
        className={buttonVariants({ size: "lg", wrap: true, className: "mt-5" })}
        href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
      >
        {label}
      </a>
      <p className="mt-3 text-sm text-muted-foreground">{email}</p>
    </section>
  );
}
