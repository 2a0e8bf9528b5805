import { META_DESCRIPTION_GUIDE, metaDescriptionCount } from "@app/core";
import { useId } from "react";
import { Textarea } from "../../components/ui/textarea";
import { cx } from "../../lib/class-names";
import { FormField } from "./form-field";

/** The post meta description with its length out of the 160-character guide, red once over it. */
export function MetaDescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}) {
  const countId = useId();
  const meta = metaDescriptionCount(value);
  return (
    <FormField label="Meta description" error={error}>
      {(c) => (
        <div className="grid gap-1">
          <Textarea
            {...c}
            value={value}
            onChange={onChange}
            rows={2}
            aria-describedby={[c["aria-describedby"], countId].filter(Boolean).join(" ")}
          />
          <p
            id={countId}
            className={cx("justify-self-end text-sm tabular-nums", meta.over ? "font-semibold text-destructive" : "text-muted-foreground")}
          >
            {meta.count}/{META_DESCRIPTION_GUIDE}
          </p>
        </div>
      )}
    </FormField>
  );
}
