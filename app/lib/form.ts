import type { z } from "zod";

/**
 * One form parser and one action-result shape for every form (issue 12). Not a server module: the
 * dialogs import the types, and the club dialog runs `parseForm` in the browser before it posts.
 */

/** Where an issue with no field (a refine on the whole object) is filed. */
export const FORM_ERROR_KEY = "form";

/** The first Danish message per field, keyed by the field name (`form` for the whole form). */
export type FieldErrors<Field extends string = string> = Partial<
  Record<Field | typeof FORM_ERROR_KEY, string>
>;

export type ParseResult<T, Field extends string = string> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: FieldErrors<Field> };

type IssuePath = readonly PropertyKey[];

export interface ParseFormOptions {
  /** Which key an issue is filed under; by default its first path segment, or `form`. */
  keyOf?: (path: IssuePath) => string;
  /** FormData keys to read; by default every key (a repeated key gives its first value). */
  fields?: readonly string[];
}

function firstSegment(path: IssuePath): string {
  return path.length > 0 ? String(path[0]) : FORM_ERROR_KEY;
}

/** FormData as a plain object of its string values; files are left out (they are read separately). */
export function formDataToObject(form: FormData, fields?: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const keys = fields ?? [...new Set(form.keys())];
  for (const key of keys) {
    const value = form.get(key);
    if (typeof value === "string") out[key] = value;
  }
  return out;
}

/** The first message per key; later issues on the same key are dropped (one message per field). */
export function fieldErrorsOf(
  error: z.ZodError,
  keyOf: (path: IssuePath) => string = firstSegment,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[keyOf(issue.path)] ??= issue.message;
  return errors;
}

/** The first message of all (a form shown as one toast or alert rather than field by field). */
export function firstError(fieldErrors: FieldErrors): string {
  return Object.values(fieldErrors).find(Boolean) ?? "";
}

/** Validates a submitted form (FormData or a plain object) with a Zod schema. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  input: FormData | Record<string, unknown>,
  options: ParseFormOptions = {},
): ParseResult<z.output<Schema>> {
  const raw = input instanceof FormData ? formDataToObject(input, options.fields) : input;
  const result = schema.safeParse(raw);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error, options.keyOf) };
}

/**
 * What every form action answers. `message` is the success text, or on failure the form-level error
 * (the toast); `fieldErrors` go next to the inputs. `Intent` names the form's buttons when one action
 * serves several; `Success`/`Failure` add a feature's own fields (the saved row, a conflict flag).
 */
export type ActionSuccess<Intent extends string = string, Extra extends object = object> = {
  ok: true;
  intent?: Intent;
  /** The toast title, where the message is its description. */
  title?: string;
  message: string;
} & Extra;

export type ActionFailure<Intent extends string = string, Extra extends object = object> = {
  ok: false;
  intent?: Intent | "unknown";
  title?: string;
  message: string;
  fieldErrors?: FieldErrors;
} & Extra;

export type ActionResult<
  Intent extends string = string,
  Success extends object = object,
  Failure extends object = object,
> = ActionSuccess<Intent, Success> | ActionFailure<Intent, Failure>;

/**
 * The request's form body, or null when it is not one (JSON, a broken multipart body …). An
 * endpoint answers null with a 400: `request.formData()` alone throws, and that was a 500.
 */
export async function readFormBody(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** The Danish answer to a body that is not a form. */
export const NOT_A_FORM_MESSAGE = "Ugyldig forespørgsel";
