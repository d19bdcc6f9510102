import { Link } from "react-router";

/** Spec §2: any other path shows 'Oops! Page not found' with a link back home. */
export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-3xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-black text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <Link to="/" className="mt-6 font-semibold text-primary underline underline-offset-4">
        Gå til forsiden
      </Link>
    </main>
  );
}
