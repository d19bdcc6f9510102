import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from "react";

type AnyProps = Record<string, unknown>;

function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/**
 * `asChild`: renders the only child element with these props merged into its own (classes
 * joined, styles merged, both event handlers called, refs composed), as Radix's Slot does, in a
 * few lines instead of a dependency on public pages (issue 23).
 */
export function Slot({ children, ...slotProps }: AnyProps & { children?: ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement(child)) return null;
  const element = child as ReactElement<AnyProps>;
  const own = element.props;
  const merged: AnyProps = { ...slotProps, ...own };
  for (const key of Object.keys(slotProps)) {
    const outer = slotProps[key];
    const inner = own[key];
    if (/^on[A-Z]/.test(key) && typeof outer === "function" && typeof inner === "function") {
      merged[key] = (...args: unknown[]) => {
        inner(...args);
        outer(...args);
      };
    } else if (key === "style") merged.style = { ...(outer as object), ...(inner as object) };
    else if (key === "className") merged.className = [outer, inner].filter(Boolean).join(" ");
    else if (key === "ref" && inner) merged.ref = composeRefs(outer as Ref<unknown>, inner as Ref<unknown>);
  }
  return cloneElement(element, merged);
}
