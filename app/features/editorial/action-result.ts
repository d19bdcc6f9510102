import type { FieldErrors } from "./article-schema";

/** What the editor's actions answer; the components turn it into toasts and field messages. */
export type EditorActionResult =
  | {
      ok: true;
      intent: "create" | "update" | "restore" | "delete";
      title: string;
      message: string;
      article?: { id: string; slug: string; isDraft: boolean; version: number };
    }
  | {
      ok: false;
      intent: "create" | "update" | "restore" | "delete" | "unknown";
      title: string;
      message: string;
      fieldErrors?: FieldErrors;
      /** Someone else saved meanwhile: the dialog offers to reload. */
      conflict?: boolean;
      /** The submitted values, so a plain (no-JavaScript) form can be shown again filled in. */
      values?: Record<string, string>;
    };
