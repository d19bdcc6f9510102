import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel work build side by side; the server finds its client files relative to itself.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
