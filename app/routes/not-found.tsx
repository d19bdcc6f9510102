import { data } from "react-router";
import { NotFoundPage } from "~/features/shell/not-found-page";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Siden blev ikke fundet | Forsiden" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
