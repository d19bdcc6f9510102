export function meta() {
  return [{ title: "Kontakt os | Forsiden" }];
}

export default function Page() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">Kontakt os</h1>
    </main>
  );
}
