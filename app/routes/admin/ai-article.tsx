import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/ai-article";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

export function meta() {
  return [{ title: "AI Artikel Generator | Forsiden" }];
}

export default function Page() {
  return (
    <div>
      <h1 className="text-2xl font-bold">AI Artikel Generator</h1>
    </div>
  );
}
