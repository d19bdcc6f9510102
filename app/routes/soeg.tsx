export function meta() {
  return [{ title: "Søg | Forsiden" }];
}

export default function Page() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">Søg</h1>
    </main>
  );
}
