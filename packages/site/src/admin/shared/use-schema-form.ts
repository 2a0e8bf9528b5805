import { ApiError } from "@app/core";
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { useToast } from "../../components/ui/use-toast";
import { serverFieldErrors, validateWithSchema, type FieldErrors } from "./schema-form";
import type { ToastText } from "./use-admin-mutation";

/** A check a form makes before its schema, with a message of its own (e.g. the named product messages). */
export type FormPrecheck<K extends string> = { errors: FieldErrors<K>; toast: ToastText } | null;

/** The fields of a form as its controls hold them: text, or a checkbox's boolean. */
type FormValues<V> = Record<keyof V, string | boolean>;
/** The names of the text fields (those `bind` can wire to an input, textarea or select). */
type TextField<V> = { [F in keyof V]: V[F] extends string ? F : never }[keyof V] & string;

export interface SchemaFormOptions<V extends FormValues<V>, S extends z.ZodType, K extends string> {
  /** The fields as the controls hold them. */
  initial: V | (() => V);
  /** The core schema the server validates with (one schema, many consumers). */
  schema: S;
  /** A label per schema field, for messages such as "Price must be a non-negative amount". */
  labels: Record<K, string>;
  /** The schema's input from the form's values, e.g. numbers parsed, ids the form does not show. */
  toInput: (values: V) => unknown;
  precheck?: (values: V) => FormPrecheck<K>;
  onValid: (data: z.output<S>) => void;
}

/**
 * The admin's one form hook: the controls' values, per-field errors from the shared schema (shown inline and
 * as a toast) and from the server's refusals (`showServerErrors`), and whether anything changed since the
 * form opened (`dirty`, for the unsaved-changes prompt). The server validates every write again.
 */
export function useSchemaForm<V extends FormValues<V>, S extends z.ZodType, K extends string>(options: SchemaFormOptions<V, S, K>) {
  const { toast } = useToast();
  const [values, setValues] = useState<V>(options.initial);
  const [baseline, setBaseline] = useState<V>(values);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const dirty = (Object.keys(values) as (keyof V)[]).some((key) => values[key] !== baseline[key]);

  const setField = <F extends keyof V>(name: F, value: V[F]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name as string]: _removed, ...rest } = current as Record<string, string>;
      return rest as FieldErrors<K>;
    });
  };

  /** Props for a text input, textarea or select bound to one text field. */
  const bind = <F extends TextField<V>>(name: F) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value as V[F]),
  });

  /** Replace every value (e.g. with what extraction found); `asSaved` makes them the new clean state. */
  const replace = (next: V, { asSaved = false } = {}) => {
    setValues(next);
    setErrors({});
    if (asSaved) setBaseline(next);
  };

  /** Mark the current values as saved, so leaving no longer asks. */
  const markSaved = () => setBaseline(values);

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const pre = options.precheck?.(values) ?? null;
    const result = validateWithSchema(options.schema, options.toInput(values), options.labels);
    if (pre || !result.ok) {
      const schemaErrors = result.ok ? {} : result.errors;
      setErrors({ ...schemaErrors, ...pre?.errors });
      toast({ variant: "destructive", ...(pre?.toast ?? { title: "Please check the form", description: result.ok ? "" : result.first }) });
      return;
    }
    setErrors({});
    options.onValid(result.data);
  };

  /** Show a refused write's field messages (the server's `issues`, or a message naming a field) beside the fields. */
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const fromServer = serverFieldErrors(error.body, options.labels);
    if (Object.keys(fromServer).length > 0) setErrors(fromServer);
  };

  return { values, errors, dirty, bind, setField, replace, markSaved, handleSubmit, setErrors, showServerErrors };
}
