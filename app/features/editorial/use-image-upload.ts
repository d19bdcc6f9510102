import { useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { EDITORIAL_TEXT as T } from "./editorial-messages";
import { checkUploadFile } from "./image-tools";
import { readJson } from "./use-media-query";

/**
 * Spec §2 upload: checks the file in the browser, posts it to `/admin/api/upload` and hands the
 * stored image's address to `onUploaded`; every outcome is a toast. `fileRef` is the hidden file input.
 */
export function useImageUpload(onUploaded: (url: string) => void) {
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    const problem = checkUploadFile(file);
    if (problem) {
      toast.error(T.error, { description: problem });
      return;
    }
    setUploading(true);
    try {
      const body = new FormData();
      body.set("file", file);
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
