import { useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import type { ImageRights } from "~/lib/image-rights";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import { checkUploadFile, creditProblem } from "./image-tools";
import { readJson } from "./use-media-query";

/** Issue 27: who owns an uploaded picture ('Kilde') and its credit line ('Kredit'). */
export interface UploadRights {
  rights: ImageRights;
  credit: string;
}

/**
 * Spec §2 upload: checks the file in the browser, posts it to `/admin/api/upload` with its rights
 * and credit (issue 27) and hands the stored image's address to `onUploaded`; every outcome is a
 * toast, except a missing credit, which `onCreditMissing` shows in the field (nothing is sent).
 * `fileRef` is the hidden file input.
 */
export function useImageUpload(
  onUploaded: (url: string) => void,
  onCreditMissing?: (message: string) => void,
) {
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  async function upload(file: File, rights: UploadRights = { rights: "egen", credit: "" }) {
    const problem = checkUploadFile(file);
    if (problem) {
      toast.error(T.error, { description: problem });
      return;
    }
    const missing = creditProblem(rights.rights, rights.credit);
    if (missing) {
      if (fileRef.current) fileRef.current.value = "";
      if (onCreditMissing) onCreditMissing(missing);
      else toast.error(T.error, { description: missing });
      return;
    }
    setUploading(true);
    try {
      const body = new FormData();
      body.set("file", file);
      body.set("rights", rights.rights);
      body.set("credit", rights.credit.trim());
      const response = await fetch("/admin/api/upload", { method: "POST", body });
      const result = await readJson(response);
      if (!response.ok || typeof result.url !== "string") {
        toast.error(T.error, {
          description: typeof result.error === "string" ? result.error : T.uploadFailed,
        });
        return;
      }
      onUploaded(result.url);
      toast.success(T.success, { description: T.uploaded });
    } catch {
      toast.error(T.error, { description: T.uploadFailed });
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  return { uploading, fileRef, upload };
}
