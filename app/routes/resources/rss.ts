// Filled in by the public-site work.
export function loader() {
  return new Response("Not implemented", { status: 501 });
}
