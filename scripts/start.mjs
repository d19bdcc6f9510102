// `npm start`: build when the sources are newer than the build, then serve the production build.
import { ensureBuild } from "./lib/build.mjs";

ensureBuild();
process.env.NODE_ENV ??= "production";
await import("../server/launch.mjs");
