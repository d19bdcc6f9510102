/** What `cn` takes: strings, falsy values, arrays and `{ class: condition }` objects (as clsx). */
export type ClassValue =
  | string
  | number
  | bigint
  | boolean
  | null
  | undefined
  | ClassValue[]
  | ClassDictionary;
type ClassDictionary = Record<string, unknown>;

function join(value: ClassValue, out: string[]) {
  if (!value) return;
  if (typeof value === "string" || typeof value === "number" || typeof value === "bigint") {
    out.push(String(value));
  } else if (Array.isArray(value)) {
    for (const item of value) join(item, out);
  } else if (typeof value === "object") {
    for (const key in value) if (value[key]) out.push(key);
  }
}

/** The class names joined, in order, skipping falsy values (clsx's answer). */
export function joinClasses(inputs: ClassValue[]): string {
  const tokens: string[] = [];
  join(inputs, tokens);
  return tokens.join(" ");
}

/**
 * Joins class names conditionally, without resolving Tailwind conflicts: for markup whose parts
 * never compete (a component's own classes and a state). `cn` (lib/utils.ts) also lets a later
 * class replace an earlier one of the same kind, for components whose callers override them; its
 * tables were 2.3 KB gzip of every public page's JavaScript (issue 23).
 */
export function cx(...inputs: ClassValue[]): string {
  return joinClasses(inputs);
}
